import { TopicView } from '../_components/topic-view.tsx';
import { loadTopic, topicMetadata } from '../_components/help-route.ts';

export const revalidate = 3600;

type Props = PageProps<'/[locale]/support/[id]'>;

export async function generateMetadata({ params }: Props) {
  return topicMetadata(await params);
}

export default async function SupportTopicPage({ params }: Props) {
  return <TopicView {...await loadTopic(await params)} />;
}
