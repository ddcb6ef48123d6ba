// The help centre's addresses: which are 404s and where the old one leads, and what an article's
// page carries of its heading's tree (its own section's articles; the others are read when a
// visitor opens their section, from an answer every cache may keep).
import { expect, test } from 'vitest';
import { documentOf } from './html.ts';
import { get } from './site.ts';

test('unknown, malformed and misplaced ids are 404s', async () => {
  for (const path of [
    '/support/abc',
    '/support/999',
    '/en/support/0',
    '/support/1/99999',
    '/support/1/abc',
    '/en/support/1/1001.5',
    // An article under a heading that does not hold it.
    '/support/1/5001',
    '/en/support/6/1001',
    // Sections: unknown, malformed, and one of another heading.
    '/support/1/section/999',
    '/en/support/1/section/abc',
    '/support/1/section',
    '/en/support/2/section/101',
  ]) {
    expect((await get(path)).status, path).toBe(404);
  }
});

test('the old address of the help centre redirects to the new one', async () => {
  for (const prefix of ['', '/en']) {
    const old = await get(`${prefix}/support/index%20copy`);
    expect(old.status).toBe(308);
    expect(new URL(old.headers.get('location') ?? '', 'http://x').pathname).toBe(
      `${prefix}/support`,
    );
  }
});

type Tree = { sections: { id: number; articles: { id: number; title: string }[] }[] };

test.each([
  ['zh', ''],
  ['en', '/en'],
])(
  '%s: an article page names no other section’s article; the tree is a public answer',
  async (locale, prefix) => {
    const answer = await get(`/api/help/tree?locale=${locale}&typeId=1`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toMatch(/^public/);
    const { sections } = (await answer.json()) as Tree;
    // The page's HTML (its markup and its data for the browser) names no other section's article.
    const page = await get(`${prefix}/support/1/1001`);
    const html = await page.clone().text();
    const others = sections
      .filter((each) => each.id !== 101)
      .flatMap((each) => each.articles.map((article) => article.title))
      .filter((title) => !/[&<>"']/.test(title));
    expect(others.length).toBeGreaterThan(5);
    expect(others.filter((title) => html.includes(title))).toEqual([]);
    // It is the article's page, with its own section's articles.
    const document = await documentOf(page);
    const links = [...document.querySelectorAll('a')].map((a) => a.textContent?.trim());
    const own = sections.find((each) => each.id === 101)?.articles ?? [];
    expect(own.length).toBeGreaterThan(1);
    for (const article of own) expect(links).toContain(article.title);
  },
);
