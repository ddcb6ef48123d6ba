// The titles and pages of the articles a report shows, read from the content service as the
// article pages read them (tagged, so the data cache answers after the first look). The report
// never waits on this for long: what is not named within the limit shows its id alone.
import 'server-only';
import { getHelpArticle } from '../content/index.ts';
import { withDeadline } from '../deadline.ts';
import type { Locale } from '../i18n/locales.ts';
import { localizedPath } from '../navigation.ts';
import type { ArticleName } from './view.ts';

const lookupMs = 3000;
/** Reads in flight at once, so a long report does not send the service a hundred at a time. */
const together = 8;

export async function articleNames(
  ids: readonly number[],
  locale: Locale,
): Promise<Map<number, ArticleName>> {
  const names = new Map<number, ArticleName>();
  const waiting = [...ids];
  const reader = async () => {
    for (let id = waiting.shift(); id !== undefined; id = waiting.shift()) {
      try {
        const article = await getHelpArticle({ locale, id });
        const href = localizedPath(locale, `/support/${article.typeId}/${article.id}`);
        names.set(id, { title: article.title, href });
      } catch {
        // An id the service does not know (anyone may answer for any number), or a failed read.
      }
    }
  };
  const all = Promise.all(Array.from({ length: together }, reader));
  await withDeadline(
    () => all,
    lookupMs,
    () => new Error('article titles timed out'),
  ).catch(() => {
    waiting.length = 0;
  });
  return new Map(names);
}
