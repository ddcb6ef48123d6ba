// The site shell's HTTP answers: what every page's head tells crawlers, the one redirect by
// language, not-found answers and the old addresses. What a visitor sees and does (navigation,
// the slide menu, the language switch): e2e/shell.spec.ts.
import { describe, expect, test } from 'vitest';
import { documentOf, getPage, textOf } from './html.ts';
import { get } from './site.ts';

describe('both locales', () => {
  test('every page names its canonical address and both languages', async () => {
    const page = await getPage('/en/download/mac/intel');
    const href = (selector: string) => page.querySelector(selector)?.getAttribute('href');
    expect(href('link[rel=canonical]')).toMatch(/\/en\/download\/mac\/intel$/);
    expect(href('link[hreflang=zh-CN]')).toMatch(/:\d+\/download\/mac\/intel$/);
    expect(href('link[hreflang=x-default]')).toMatch(/:\d+\/download\/mac\/intel$/);
    expect(page.title).toBe('Download for macOS (Intel) | MantiSoft');
    expect(page.querySelector('meta[name=description]')?.getAttribute('content')).toMatch(
      /high-tech company/,
    );
  });
});

describe('language', () => {
  test('only / redirects by cookie or browser language, with a 302', async () => {
    const withCookie = await get('/', { cookie: 'i18n_redirected=en', 'accept-language': 'zh-CN' });
    expect(withCookie.status).toBe(302);
    expect(withCookie.headers.get('location')).toMatch(/\/en$/);
    expect((await get('/', { 'accept-language': 'en-GB,en;q=0.9' })).status).toBe(302);
    expect(
      (await get('/', { cookie: 'i18n_redirected=zh', 'accept-language': 'en-US' })).status,
    ).toBe(200);
    expect((await get('/', { 'accept-language': 'zh-CN,zh;q=0.9' })).status).toBe(200);

    const deep = await get('/download', { cookie: 'i18n_redirected=en' });
    expect(deep.status).toBe(200);
    expect(deep.headers.get('set-cookie')).toBeNull();
  });
});

describe('not found and old addresses', () => {
  test('an unknown path is a localised 404 in the whole layout', async () => {
    for (const [path, heading] of [
      ['/no/such/page', '找不到该页面'],
      ['/en/no-such-page', 'This page could not be found'],
    ] as const) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      const page = await documentOf(answer);
      expect(textOf(page, 'h1'), path).toBe(heading);
      // Every 404 carries the whole layout, footer included (issue 10).
      expect(page.querySelector('footer'), path).not.toBeNull();
    }
  });

  test('unknown locales, ids and content are 404s too', async () => {
    for (const path of [
      '/fr',
      '/de/download',
      '/announcement/abc',
      '/announcement/99999',
      '/support/2/1001',
      '/download/linux/arch',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  test('old addresses answer with a permanent redirect to their current page', async () => {
    const moves = {
      '/announcement_old': '/announcement',
      '/announcement_old/12': '/announcement/12',
      '/announcement_old/copy': '/announcement',
      '/en/announcement_old/7': '/en/announcement/7',
      '/download/index%20copy': '/download',
      '/support/index%20copy': '/support',
      '/en/support/index%20copy': '/en/support',
    };
    for (const [from, to] of Object.entries(moves)) {
      const response = await get(from);
      expect([301, 308], from).toContain(response.status);
      expect(new URL(response.headers.get('location') ?? '', 'http://x').pathname, from).toBe(to);
    }
  });
});
