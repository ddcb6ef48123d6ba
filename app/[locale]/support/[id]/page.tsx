import { metadataOrNotFound, renderOrNotFound } from '#app/[locale]/_routes/not-found.tsx';
import { TopicFrame } from '../_components/topic-frame.tsx';
import { TopicView } from '../_components/topic-view.tsx';
import { loadTopic, topicMetadata } from '../_components/help-route.ts';

export const revalidate = 3600;

type Props = PageProps<'/[locale]/support/[id]'>;

export async function generateMetadata({ params }: Props) {
  return metadataOrNotFound(topicMetadata(await params));
}

export default async function SupportTopicPage({ params }: Props) {
  const route = await params;
  return renderOrNotFound(route.locale, loadTopic(route), ({ locale, topic }) => (
    <TopicFrame locale={locale} topic={topic}>
      <TopicView locale={locale} topic={topic} />
    </TopicFrame>
  ));
}
