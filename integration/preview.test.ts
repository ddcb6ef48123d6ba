// The content team's preview over HTTP: a signed link sets the draft cookie and a draft session
// that ends with the link; with both the site answers with the drafts (an unpublished
// announcement, an edited help article, an edited release note), privately, while without them
// the same addresses answer with the published site; Next's draft cookie alone, or beside an
// expired or revoked session, shows published content with a bar that says the preview ended; no
// statistics script runs in draft mode; what programs read never shows a draft; no cache of the
// server keeps one; and the links refuse every bad form. The drafts are the seed's own
// (content-service/seed/drafts/). What the editor sees and does in a browser:
// e2e/preview.spec.ts; with Redis, integration/own-sites/shared-cache.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import en from '#locales/en/common.json' with { type: 'json' };
import { draftSessionCookie, linkId, sessionToken } from '#lib/preview/draft-session.ts';
import { previewLink } from '#lib/preview/preview-link.ts';
import { documentOf, getPage, textOf } from './html.ts';
import { get, site, siteUrl } from './site.ts';
import { seedDrafts } from '#tools/testing/seed-facts.ts';

/** What the drafts say and the published content does not, in both languages. */
const draftMarkers = [
  '3.9 public beta',
  'joining the beta',
  'has been re-signed',
  '公开测试版',
  '参加公开测试',
  '已重新签名',
];

const drafts = seedDrafts;

function link(path: string, options: { minutes?: number; now?: number } = {}) {
  return previewLink(site.origin, site.previewSecret, path, options).href;
}

async function answer(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(url, site.origin), { headers, redirect: 'manual' });
  return {
    status: response.status,
    location: response.headers.get('location'),
    cookie: response.headers.getSetCookie().join('\n'),
    cookies: response.headers.getSetCookie(),
    cacheControl: response.headers.get('cache-control'),
    body: response.status >= 400 ? ((await response.json()) as { error: string }) : null,
  };
}

/** The name=value pair of each cookie an answer sets, by name. */
function pairsOf(cookies: string[]): Map<string, string> {
  return new Map(
    cookies.map((cookie) => {
      const pair = cookie.split(';')[0] ?? '';
      return [pair.split('=')[0] ?? '', pair];
    }),
  );
}

/** The cookies of an editor who opened a valid preview link: Next's and the draft session. */
async function editorCookies(): Promise<{ draft: string; session: string }> {
  const entered = await answer(link(drafts.announcement.path));
  expect(entered.status).toBe(303);
  const pairs = pairsOf(entered.cookies);
  const draft = pairs.get('__prerender_bypass') ?? '';
  const session = pairs.get(draftSessionCookie) ?? '';
  expect(draft, 'the draft cookie').toMatch(/^__prerender_bypass=\w+$/);
  expect(session, 'the draft session').toMatch(new RegExp(`^${draftSessionCookie}=v1\\.`));
  return { draft, session };
}

/** The Cookie header of an editor who opened a valid preview link. */
async function editorCookie(): Promise<{ cookie: string }> {
  const { draft, session } = await editorCookies();
  return { cookie: `${draft}; ${session}` };
}

/** The preview bar's words and its link's on a page, `words | link`, or null without a bar. */
function barOf(document: Document): string | null {
  const bar = document.querySelector(`aside[aria-label="${en.draftPreview.region}"]`);
  if (!bar) return null;
  const text = (element: Element | null) => (element?.textContent ?? '').trim();
  return `${text(bar.querySelector('[role="status"]'))} | ${text(bar.querySelector('a'))}`;
}

/** The text of a page's <main>, as the editor (with `headers`) or a visitor reads it. */
async function mainText(path: string, headers: Record<string, string> = {}) {
  return textOf(await getPage(path, headers), 'main');
}

test('with the draft cookie the site answers with the drafts, privately; without it, published', async () => {
  const editor = await editorCookie();

  const announcement = await get(drafts.announcement.path, editor);
  expect(announcement.status).toBe(200);
  expect(announcement.headers.get('cache-control')).toMatch(/private.*no-store|no-store.*private/);
  expect(textOf(await documentOf(announcement), 'h1')).toMatch(drafts.announcement.title);
  expect(await mainText('/en/announcement', editor)).toContain('3.9 public beta');
  expect(textOf(await getPage(drafts.help.path, editor), 'h1')).toBe(drafts.help.draft);
  expect(await mainText(drafts.release.path, editor)).toContain(drafts.release.note);

  // A visitor at the same time: no such announcement, and the published texts.
  expect((await get(drafts.announcement.path)).status).toBe(404);
  expect(await mainText('/en/announcement')).not.toContain('3.9 public beta');
  expect(textOf(await getPage(drafts.help.path), 'h1')).toBe(drafts.help.published);
  expect(await mainText(drafts.release.path)).not.toContain(drafts.release.note);
});

test('Next’s draft cookie alone, or beside an ended session, shows published content and says so', async () => {
  const { draft, session } = await editorCookies();
  const on = await getPage(drafts.help.path, { cookie: `${draft}; ${session}` });
  expect(textOf(on, 'h1')).toBe(drafts.help.draft);
  expect(barOf(on)).toBe(`${en.draftPreview.text} | ${en.draftPreview.leave}`);

  const now = Math.floor(Date.now() / 1000);
  const token = (secret: string, expires: number) =>
    `${draftSessionCookie}=${sessionToken(secret, { link: linkId('v1,a-link'), expires })}`;
  const ended: Record<string, string> = {
    'Next’s cookie alone': draft,
    'an expired session': `${draft}; ${token(site.previewSecret, now - 1)}`,
    'a session signed before the secret was rotated': `${draft}; ${token('a-rotated-secret-0123456789', now + 600)}`,
  };
  for (const [name, cookie] of Object.entries(ended)) {
    const answer = await get(drafts.help.path, { cookie });
    expect(answer.status, name).toBe(200);
    expect(answer.headers.get('cache-control'), name).toMatch(/no-store/);
    const page = await documentOf(answer);
    expect(textOf(page, 'h1'), name).toBe(drafts.help.published);
    expect(barOf(page), name).toBe(`${en.draftPreview.ended} | ${en.draftPreview.close}`);
    expect(await mainText('/en/announcement', { cookie }), name).not.toContain('3.9 public beta');
    // The unpublished announcement is not found (answered 200: in draft mode the page streams
    // before it finds out).
    const unpublished = await getPage(drafts.announcement.path, { cookie });
    expect(textOf(unpublished, 'h1'), name).toBe(en.notFound.title);
  }
});

test('no statistics script runs in draft mode: Baidu Tongji is for visitors only', async () => {
  const { draft, session } = await editorCookies();
  const visitor = await (await get(drafts.help.path)).text();
  expect(visitor, 'the test build sets BAIDU_TONGJI_ID').toContain(site.tongjiId);
  for (const cookie of [`${draft}; ${session}`, draft]) {
    const editor = await get(drafts.help.path, { cookie });
    expect(editor.status).toBe(200);
    const html = await editor.text();
    expect(html, cookie).not.toContain(site.tongjiId);
    expect(html, cookie).not.toContain('hm.baidu.com');
  }
});

test('what programs read never shows a draft, even to an editor in preview', async () => {
  const editor = await editorCookie();
  for (const path of [
    '/sitemap.xml',
    '/announcement/feed.xml',
    '/en/announcement/feed.xml',
    '/download/releases.json',
    '/en/download/releases.json',
    '/api/help/search?q=beta&locale=en',
    '/api/help/search?q=%E5%85%AC%E5%BC%80%E6%B5%8B%E8%AF%95&locale=zh',
  ]) {
    const response = await get(path, editor);
    expect(response.status, path).toBe(200);
    const text = await response.text();
    expect(text, path).not.toContain('/announcement/41');
    for (const marker of draftMarkers) expect(text, `${path}: ${marker}`).not.toContain(marker);
  }
  // The stable download link goes to the published file.
  const latest = await get('/download/latest/windows', editor);
  expect(latest.status).toBeGreaterThanOrEqual(300);
  expect(latest.status).toBeLessThan(400);
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

/** A page's HTML and its RSC payloads (as a router's navigation and prefetch ask for them). */
async function readAllForms(path: string, headers: Record<string, string>) {
  const forms: Record<string, string>[] = [
    {},
    { rsc: '1' },
    { rsc: '1', 'next-router-prefetch': '1' },
  ];
  for (const form of forms) {
    // Followed: the server sends an RSC request without its `_rsc` check to the address with it.
    const response = await fetch(siteUrl(path), { headers: { ...headers, ...form } });
    expect(response.status, `${path} ${JSON.stringify(form)}`).toBe(200);
    await response.arrayBuffer();
  }
}

test('no cache of the server holds a draft after a preview', async () => {
  const editor = await editorCookie();
  // Every page a draft shows on, and the lists an editor's browser prefetches, in each form.
  for (const path of [
    drafts.announcement.path,
    '/announcement/41',
    drafts.help.path,
    drafts.release.path,
    '/en/announcement',
    '/announcement',
  ]) {
    await readAllForms(path, editor);
  }
  expect(textOf(await getPage('/announcement/41', editor), 'h1')).toContain('公开测试版');
  // The published pages are rendered and cached for visitors (the tests before, or now), so the
  // folders do hold pages: the search below can find text in them.
  await readAllForms(drafts.help.path, {});
  expect(textOf(await getPage(drafts.help.path), 'h1')).toBe(drafts.help.published);

  // Next's data cache and its page cache (the build's pages, and every page rendered since).
  const folders = [
    join(site.buildDir, 'cache', 'fetch-cache'),
    join(site.buildDir, 'server', 'app'),
  ];
  const published = folders.flatMap((dir) => filesContaining(dir, [drafts.help.published]));
  expect(published.length, 'cached pages with the published help article').toBeGreaterThan(0);
  expect(folders.flatMap((dir) => filesContaining(dir, draftMarkers))).toEqual([]);
});

describe('preview links', () => {
  test('a valid link: 303 to its page with the draft cookie and a session that ends with it, Secure only over TLS', async () => {
    const url = link('/support/1/1003', { minutes: 20 });
    const expires = Number(new URL(url).searchParams.get('expires'));
    const plain = await answer(url);
    expect(plain).toMatchObject({ status: 303, location: '/support/1/1003' });
    expect(plain.cacheControl).toBe('private, no-store');
    expect(plain.cookies).toHaveLength(2);
    const named = (name: string) => plain.cookies.find((cookie) => cookie.startsWith(`${name}=`));
    const [draft, session] = [named('__prerender_bypass'), named(draftSessionCookie)];
    const attributes = '; Path=/; Expires=([^;]+); HttpOnly; SameSite=lax$';
    const expiry = (cookie: string | undefined, name: string) => {
      const found = new RegExp(`^${name}=[\\w.-]+${attributes}`, 'i').exec(cookie ?? '');
      expect(found, `${name}: ${cookie}`).not.toBeNull();
      return Date.parse(found?.[1] ?? '') / 1000;
    };
    // The session ends with the link; Next's cookie a day later, for the bar to say so.
    expect(expiry(session, draftSessionCookie)).toBe(expires);
    expect(expiry(draft, '__prerender_bypass')).toBe(expires + 86_400);
    // Reused within its lifetime: an editor reloads.
    expect((await answer(url)).status).toBe(303);
    const overTls = await answer(url, { 'x-forwarded-proto': 'https' });
    expect(overTls.cookies).toHaveLength(2);
    for (const cookie of overTls.cookies) expect(cookie).toMatch(/; Secure;/);
  });

  test('expired, tampered or signed with another secret: 401 with a message', async () => {
    const expired = link('/support', { now: Date.now() - 16 * 60_000 });
    const tampered = new URL(link('/announcement/40'));
    tampered.searchParams.set('path', '/announcement/41');
    const otherSecret = previewLink(
      site.origin,
      'a-secret-the-site-does-not-know-0123',
      '/support',
    );
    for (const [url, message] of [
      [expired, /expired/],
      [tampered.href, /signature/],
      [otherSecret.href, /signature/],
    ] as const) {
      const refused = await answer(url);
      expect(refused.status, url).toBe(401);
      expect(refused.body?.error, url).toMatch(message);
      expect(refused.cookie, url).toBe('');
    }
  });

  test('a path that is not a page of this site: 400, and no redirect anywhere', async () => {
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
      const refused = await answer(`/api/preview?${query}`);
      expect(refused.status, path).toBe(400);
      expect(refused.location, path).toBeNull();
    }
    const exit = await answer(`/api/preview/exit?path=${encodeURIComponent('//evil')}`);
    expect(exit.status).toBe(400);
    expect(exit.location).toBeNull();
  });

  test('leaving: both cookies are cleared and the page opens published', async () => {
    const left = await answer('/api/preview/exit?path=%2Fen%2Fsupport%2F1%2F1003');
    expect(left).toMatchObject({ status: 303, location: '/en/support/1/1003' });
    expect(left.cookies).toHaveLength(2);
    for (const name of ['__prerender_bypass', draftSessionCookie]) {
      expect(left.cookies.find((cookie) => cookie.startsWith(`${name}=`))).toMatch(
        new RegExp(`^${name}=; Path=/; Expires=Thu, 01 Jan 1970`, 'i'),
      );
    }
  });
});
