// The 404 as the server sends it, which is what a visitor without scripts reads: for every kind
// of missing address in both languages, the localised page in the layout, kept out of search
// engines; and after a webhook marks the failed reads stale, the regenerated 404 is the same.
// (How a browser renders it with scripts on: e2e/site-errors.spec.ts.)
import { expect, test } from 'vitest';
import type { Locale } from '#lib/i18n/locales.ts';
import en from '#locales/en/common.json' with { type: 'json' };
import zh from '#locales/zh/common.json' with { type: 'json' };
import { settleTimeoutMs } from './content-edit.ts';
import { documentOf } from './html.ts';
import { get, webhook } from './site.ts';
import { missingPaths } from '#tools/testing/seed-facts.ts';

const strings = { zh, en };
const prefix = { zh: '', en: '/en' };
const missing = missingPaths;

/** What a visitor of a 404 page sees of it, read from its HTML. */
function notFoundPage(document: Document, locale: Locale) {
  const home = [...document.querySelectorAll('a')].find(
    (link) => link.textContent?.trim() === strings[locale].notFound.home,
  );
  return {
    heading: document.querySelector('h1')?.textContent?.trim(),
    title: document.title,
    header: document.querySelector('header') !== null,
    footer: document.querySelector('footer') !== null,
    home: home?.getAttribute('href'),
    robots: document.querySelector('meta[name=robots]')?.getAttribute('content'),
  };
}

function expectedNotFound(locale: Locale) {
  const text = strings[locale].notFound;
  return {
    heading: text.title,
    title: `${text.title} | MantiSoft`,
    header: true,
    footer: true,
    home: locale === 'en' ? '/en' : '/',
    robots: expect.stringMatching(/noindex/),
  };
}

test.each(['zh', 'en'] as const)(
  '%s: unknown paths and ids are a localised 404 in the layout',
  async (locale) => {
    for (const path of missing) {
      const response = await get(prefix[locale] + path);
      expect(response.status, path).toBe(404);
      expect(notFoundPage(await documentOf(response), locale), path).toEqual(
        expectedNotFound(locale),
      );
    }
  },
);

test.each(['zh', 'en'] as const)(
  '%s: a 404 regenerated after a webhook keeps its text and title',
  async (locale) => {
    const paths = ['/announcement/99970', '/support/1/99970'].map((p) => prefix[locale] + p);
    for (const path of paths) await get(path);
    // The tags of the failed reads go stale; the next visits render the 404s again.
    expect((await webhook(['announcement', 'help'])).status).toBe(200);
    // Every answer is checked, until one is a copy rendered after the webhook (a HIT: an older
    // copy answers STALE). The instance that received the webhook renders its pages ahead, so
    // that copy may already be there at the first request.
    const wrong: string[] = [];
    for (const path of paths) {
      await expect
        .poll(
          async () => {
            const response = await get(path);
            const cache = response.headers.get('x-nextjs-cache') ?? 'none';
            const page = notFoundPage(await documentOf(response), locale);
            if (response.status !== 404) wrong.push(`${path} (${cache}): ${response.status}`);
            try {
              expect(page).toEqual(expectedNotFound(locale));
            } catch (error) {
              wrong.push(`${path} (${cache}): ${String(error)}`);
            }
            return cache;
          },
          { message: `${path} is regenerated`, timeout: settleTimeoutMs },
        )
        .toBe('HIT');
    }
    expect(wrong).toEqual([]);
  },
);
