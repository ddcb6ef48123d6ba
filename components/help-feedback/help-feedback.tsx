// "Was this article helpful?" under a help article. The page stays static: the server gives only
// the question's strings; the slot shows them in a box of fixed height and loads the interactive
// part (which reads the visitor's answer of today) once the article has rendered.
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { FeedbackSlot } from './feedback-slot.tsx';

export async function HelpFeedback(props: { locale: Locale; articleId: number }) {
  const { t } = await getTranslation(props.locale, 'help-feedback');
  return (
    <FeedbackSlot
      locale={props.locale}
      articleId={props.articleId}
      labels={{ question: t('question'), yes: t('yes'), no: t('no') }}
    />
  );
}
