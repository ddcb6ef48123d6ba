// The content team's preview: an editor opens a signed link and sees the drafts (an unpublished
// announcement, an edited help article, an edited release note) with the preview bar on every
// page, while a visitor at the same time sees the published site; the editor leaves and sees it
// too; no cache of the server holds a draft, and the links refuse every bad form. The drafts
// are the seed's own (content-service/seed/drafts/). With Redis, e2e/shared-cache.spec.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { previewLink } from '#lib/preview/preview-link.ts';
import { blockingViolations } from './axe.ts';
import { closeOpenedContexts, openContext } from './support.ts';
import { servedBuildDir } from '#tools/process/web-server.ts';

test.afterEach(closeOpenedContexts);

const secret = () => process.env.E2E_PREVIEW_SECRET ?? '';

/** What the drafts say and the published content does not, in both languages. */
export const draftMarkers = [
  '3.9 public beta',
  'joining the beta',
  'has been re-signed',
  '公开测试版',
  '参加公开测试',
  '已重新签名',
];

const drafts = {
  announcement: { path: '/en/announcement/41', title: /MantiSoft 3\.9 public beta/ },
  help: {
    path: '/en/support/1/1003',
    draft: 'Updating to a new version and joining the beta',
    published: 'Updating to a new version',
  },
  release: { path: '/en/download/windows', note: /installer has been re-signed/ },
};

function link(baseURL: string | undefined, path: string, options: { minutes?: number } = {}) {
  return previewLink(baseURL ?? '', secret(), path, options).href;
}

async function expectBar(page: Page, shown: boolean) {
  const bar = page.getByRole('complementary', { name: 'Preview' });
  if (!shown) return expect(bar).toHaveCount(0);
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('status')).toHaveText('Preview: unpublished content');
}

test('an editor previews the drafts while a visitor sees the published site', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const editor = await (
    await openContext(browser, { locale: 'en-US', viewport: { width: 1280, height: 860 } })
  ).newPage();
  const visitor = await (
    await openContext(browser, { locale: 'en-US', viewport: { width: 1280, height: 860 } })
  ).newPage();

  // Before: the visitor reads the published article.
  await visitor.goto(drafts.help.path);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(drafts.help.published);

  // The link opens the unpublished announcement, privately, with the bar.
  const entered = await editor.goto(link(baseURL, drafts.announcement.path));
  expect(new URL(editor.url()).pathname).toBe(drafts.announcement.path);
  expect(entered?.status()).toBe(200);
  expect(entered?.headers()['cache-control']).toMatch(/private.*no-store|no-store.*private/);
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText(drafts.announcement.title);
  await expectBar(editor, true);
  const cookie = (await editor.context().cookies()).find((c) => c.name === '__prerender_bypass');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false });

  // The visitor, at the same time: no such announcement, and no bar.
  const missing = await visitor.goto(drafts.announcement.path);
  expect(missing?.status()).toBe(404);
  await expectBar(visitor, false);
  await visitor.goto('/en/announcement');
  await expect(visitor.getByRole('main')).not.toContainText('3.9 public beta');

  // The editor's list shows it; the bar goes along on a client navigation and is reachable by
  // the keyboard.
  await editor.goto('/en/announcement');
  await expect(editor.getByRole('main')).toContainText('3.9 public beta');
  await editor.goto(drafts.help.path);
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText(drafts.help.draft);
  await expectBar(editor, true);
  await editor.goto(drafts.release.path);
  await expect(editor.getByRole('main')).toContainText(drafts.release.note);
  await editor.goto(drafts.help.path);
  const leave = editor.getByRole('link', { name: 'Leave preview' });
  await editor.keyboard.press('Tab');
  await editor.keyboard.press('Tab');
  await expect(leave).toBeFocused();
  expect(await blockingViolations(editor, 'preview bar'), 'serious or critical').toEqual([]);

  await visitor.goto(drafts.help.path);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(drafts.help.published);
  await visitor.goto(drafts.release.path);
  await expect(visitor.getByRole('main')).not.toContainText(drafts.release.note);

  // Leaving returns to the same page, published.
  await leave.press('Enter');
  await editor.waitForURL((url) => url.pathname === drafts.help.path);
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText(drafts.help.published);
  await expectBar(editor, false);
  expect(
    (await editor.context().cookies()).find((c) => c.name === '__prerender_bypass'),
  ).toBeUndefined();
  const gone = await editor.goto(drafts.announcement.path);
  expect(gone?.status()).toBe(404);
  // After: still the published article for the visitor.
  await visitor.reload();
  await expect(visitor.getByRole('main')).not.toContainText(drafts.release.note);
  await visitor.goto(drafts.help.path);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(drafts.help.published);
});

test('what programs read never shows a draft, even to an editor in preview', async ({
  browser,
  baseURL,
}) => {
  const context = await openContext(browser, { locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(link(baseURL, '/en/announcement/41'));
  await expectBar(page, true);
  const { request } = context;
  for (const path of [
    '/sitemap.xml',
    '/announcement/feed.xml',
    '/en/announcement/feed.xml',
    '/download/releases.json',
    '/en/download/releases.json',
    '/api/help/search?q=beta&locale=en',
    '/api/help/search?q=%E5%85%AC%E5%BC%80%E6%B5%8B%E8%AF%95&locale=zh',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const text = await response.text();
    expect(text, path).not.toContain('/announcement/41');
    for (const marker of draftMarkers) expect(text, `${path}: ${marker}`).not.toContain(marker);
  }
  // The stable download link goes to the published file.
  const latest = await request.get('/download/latest/windows', { maxRedirects: 0 });
  expect(latest.status()).toBeGreaterThanOrEqual(300);
  expect(latest.status()).toBeLessThan(400);
});

/** Every file below `dir` that contains one of `markers` (as UTF-8), with the marker. */
function filesContaining(dir: string, markers: string[]): string[] {
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  const found: string[] = [];
  for (const name of names) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(join(dir, name));
    } catch {
      continue; // a folder
    }
    for (const marker of markers) if (bytes.includes(marker)) found.push(`${name}: ${marker}`);
  }
  return found;
}

test('no cache of the server holds a draft after a preview', async ({ browser, baseURL }) => {
  const context = await openContext(browser, { locale: 'en-US' });
  const page = await context.newPage();
  for (const path of [drafts.announcement.path, drafts.help.path, drafts.release.path]) {
    await page.goto(link(baseURL, path));
    await expectBar(page, true);
  }
  await page.goto('/announcement/41');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('公开测试版');
  // The published pages were rendered and cached by visitors (the other tests, or now), so the
  // folders do hold pages: the search below can find text in them.
  const visitor = await (await openContext(browser, { locale: 'en-US' })).newPage();
  await visitor.goto(drafts.help.path);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(drafts.help.published);

  const root = join(import.meta.dirname, '..', servedBuildDir('browser'));
  // Next's data cache and its page cache (the build's pages, and every page rendered since).
  const folders = [join(root, 'cache', 'fetch-cache'), join(root, 'server', 'app')];
  const published = folders.flatMap((dir) => filesContaining(dir, [drafts.help.published]));
  expect(published.length, 'cached pages with the published help article').toBeGreaterThan(0);
  expect(folders.flatMap((dir) => filesContaining(dir, draftMarkers))).toEqual([]);
});

async function answer(request: APIRequestContext, url: string) {
  const response = await request.get(url, { maxRedirects: 0 });
  return {
    status: response.status(),
    location: response.headers()['location'],
    cookie: response.headers()['set-cookie'] ?? '',
    cacheControl: response.headers()['cache-control'],
    body: response.status() >= 400 ? ((await response.json()) as { error: string }) : null,
  };
}

test.describe('preview links', () => {
  test('a valid link: 303 to its page with the draft cookie, Secure only over TLS', async ({
    request,
    baseURL,
  }) => {
    const url = link(baseURL, '/support/1/1003');
    const plain = await answer(request, url);
    expect(plain).toMatchObject({ status: 303, location: '/support/1/1003' });
    expect(plain.cacheControl).toBe('private, no-store');
    expect(plain.cookie).toMatch(/^__prerender_bypass=\w+; Path=\/; HttpOnly; SameSite=lax$/i);
    // Reused within its lifetime: an editor reloads.
    expect((await answer(request, url)).status).toBe(303);
    const overTls = await request.get(url, {
      maxRedirects: 0,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(overTls.headers()['set-cookie']).toMatch(/; Secure;/);
  });

  test('expired, tampered or signed with another secret: 401 with a message', async ({
    request,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const expired = previewLink(base, secret(), '/support', { now: Date.now() - 16 * 60_000 });
    const tampered = new URL(link(base, '/announcement/40'));
    tampered.searchParams.set('path', '/announcement/41');
    const otherSecret = previewLink(base, 'a-secret-the-site-does-not-know-0123', '/support');
    for (const [url, message] of [
      [expired.href, /expired/],
      [tampered.href, /signature/],
      [otherSecret.href, /signature/],
    ] as const) {
      const refused = await answer(request, url);
      expect(refused.status, url).toBe(401);
      expect(refused.body?.error, url).toMatch(message);
      expect(refused.cookie, url).toBe('');
    }
  });

  test('a path that is not a page of this site: 400, and no redirect anywhere', async ({
    request,
  }) => {
    for (const path of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      '%2F%2Fevil.example',
      'javascript:alert(1)',
      'https%3A%2F%2Fevil.example',
      '/announcement/%5C%5Cevil.example',
      '/announcement/feed.xml',
    ]) {
      // The path is checked first: refused for what it is, whatever the signature.
      const query = new URLSearchParams({ path, expires: '9999999999', signature: 'v1,x' });
      const refused = await answer(request, `/api/preview?${query}`);
      expect(refused.status, path).toBe(400);
      expect(refused.location, path).toBeUndefined();
    }
    const exit = await answer(request, `/api/preview/exit?path=${encodeURIComponent('//evil')}`);
    expect(exit.status).toBe(400);
    expect(exit.location).toBeUndefined();
  });

  test('leaving: the cookie is cleared and the page opens published', async ({ request }) => {
    const left = await answer(request, '/api/preview/exit?path=%2Fen%2Fsupport%2F1%2F1003');
    expect(left).toMatchObject({ status: 303, location: '/en/support/1/1003' });
    expect(left.cookie).toMatch(/^__prerender_bypass=; Path=\/; Expires=Thu, 01 Jan 1970/i);
  });
});
