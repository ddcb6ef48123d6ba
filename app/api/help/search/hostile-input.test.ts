// The help search under query strings built to break it: always an answer with a message,
// never a 5xx, and nothing malformed reaches the search itself.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { answerSearch } from '#lib/help-search/respond.ts';
import type { SearchQuery } from '#lib/help-search/query.ts';
import { expectHonestAnswer, hostileText, runs } from '#tools/testing/hostile-input.ts';

// The content service as the search sees it: answers whatever the site asks.
async function search(query: SearchQuery) {
  return JSON.stringify({ keyword: query.q, page: query.page, pageSize: 10, total: 0, items: [] });
}

const ask = (rawQuery: string) => {
  const url = new URL('http://site.test/api/help/search');
  url.search = rawQuery;
  return answerSearch(url, search);
};

describe('the help search with hostile query strings', () => {
  it('answers any raw query string without a server error', async () => {
    await fc.assert(
      fc.asyncProperty(hostileText, async (raw) => {
        await expectHonestAnswer(await ask(raw), `?${raw}`);
      }),
      runs,
    );
  });

  it('answers any value of q, locale and page, and repeated or unknown names', async () => {
    const value = fc.option(hostileText, { nil: undefined });
    await fc.assert(
      fc.asyncProperty(
        value,
        fc.option(fc.oneof(fc.constantFrom('zh', 'en'), hostileText), { nil: undefined }),
        fc.option(fc.oneof(fc.integer().map(String), hostileText), { nil: undefined }),
        fc.array(fc.tuple(hostileText, hostileText), { maxLength: 4 }),
        async (q, locale, page, extra) => {
          const params = new URLSearchParams(extra);
          if (q !== undefined) params.append('q', q);
          if (locale !== undefined) params.append('locale', locale);
          if (page !== undefined) params.append('page', page);
          await expectHonestAnswer(await ask(params.toString()), params.toString());
        },
      ),
      runs,
    );
  });
});
