import { metadataOrNotFound, renderOrNotFound } from '#app/[locale]/_routes/not-found.tsx';
import { idOf, localeOf } from '#app/[locale]/_routes/params.ts';
import { getHelpSubs } from '#lib/content/index.ts';
import { TopicFrame } from '#app/[locale]/support/_components/topic-frame.tsx';
import { SectionView } from '#app/[locale]/support/_components/section-view.tsx';
import { loadSection, sectionMetadata } from '#app/[locale]/support/_components/help-route.ts';

export const revalidate = 3600;

// Every section of every heading, per locale: their number grows with the help centre's
// structure, not with its articles. One added later renders on its first visit.
export async function generateStaticParams({
  params,
}: {
  params: Awaited<LayoutProps<'/[locale]/support/[id]'>['params']>;
}) {
  const topic = await getHelpSubs({ locale: localeOf(params.locale), typeId: idOf(params.id) });
  return topic.items.map((section) => ({ subId: String(section.id) }));
}

type Props = PageProps<'/[locale]/support/[id]/section/[subId]'>;

export async function generateMetadata({ params }: Props) {
  return metadataOrNotFound(sectionMetadata(await params));
}

export default async function SupportSectionPage({ params }: Props) {
  const route = await params;
  return renderOrNotFound(route.locale, loadSection(route), ({ locale, topic, section }) => (
    <TopicFrame locale={locale} topic={topic} current={{ section: section.id }}>
      <SectionView locale={locale} topic={topic} section={section} />
    </TopicFrame>
  ));
}
