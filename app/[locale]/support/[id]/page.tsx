import { metadataOrNotFound, renderOrNotFound } from '#components/status/not-found-route.tsx';
import { TopicFrame } from '../_components/topic-frame.tsx';
import { TopicView } from '../_components/topic-view.tsx';
import { loadTopic, topicMetadata } from '../_components/help-route.ts';

export const revalidate = 3600;

type Props = PageProps<'/[locale]/support/[id]'>;

export async function generateMetadata({ params }: Props) {
  const route = await params;
  return metadataOrNotFound(route.locale, () => topicMetadata(route));
}

export default async function SupportTopicPage({ params }: Props) {
  const route = await params;
  return renderOrNotFound(route.locale, async () => {
    const { locale, topic } = await loadTopic(route);
    return (
      <TopicFrame locale={locale} topic={topic}>
        <TopicView locale={locale} topic={topic} />
      </TopicFrame>
    );
  });
}
