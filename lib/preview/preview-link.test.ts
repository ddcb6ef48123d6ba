import { describe, expect, it } from 'vitest';
import { localePages } from '#tools/testing/pages.ts';
import { isPagePath, pagePath } from './page-path.ts';
import { checkPreviewLink, maxLinkMinutes, previewLink } from './preview-link.ts';

const secret = 'whsec_' + Buffer.from('preview-secret-for-unit-tests-0123').toString('base64');
const now = Date.UTC(2026, 10, 25, 8, 0, 0);
const site = 'https://www.mantisoft.com';

const query = (link: URL) => link.searchParams;
const check = (link: URL, at = now, key = secret) => checkPreviewLink(query(link), key, at);

describe('a preview link', () => {
  it('is valid until it expires, as often as it is opened', () => {
    const link = previewLink(site, secret, '/en/announcement/41', { minutes: 15, now });
    expect(link.origin + link.pathname).toBe(`${site}/api/preview`);
    const opened = {
      ok: true,
      path: '/en/announcement/41',
      expires: now / 1000 + 15 * 60,
      signature: link.searchParams.get('signature'),
    };
    expect(check(link)).toEqual(opened);
    expect(check(link, now + 14 * 60_000)).toEqual(opened);
    const expired = check(link, now + 16 * 60_000);
    expect(expired).toMatchObject({ ok: false, status: 401 });
    expect(expired.ok || expired.message).toMatch(/expired/);
  });

  it('is refused when any part was changed, or signed with another secret', () => {
    const link = previewLink(site, secret, '/announcement/41', { now });
    const other = new URL(link);
    other.searchParams.set('path', '/announcement/40');
    expect(check(other)).toMatchObject({ ok: false, status: 401 });
    const later = new URL(link);
    later.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 60));
    expect(check(later)).toMatchObject({ ok: false, status: 401 });
    const tampered = new URL(link);
    const signature = link.searchParams.get('signature') ?? '';
    tampered.searchParams.set('signature', signature.slice(0, -4) + 'AAA=');
    expect(check(tampered)).toMatchObject({ ok: false, status: 401 });
    expect(check(link, now, 'another-secret-of-the-same-length')).toMatchObject({
      ok: false,
      status: 401,
    });
  });

  it('is refused without a secret on the site, or without its expiry and signature', () => {
    const link = previewLink(site, secret, '/support', { now });
    expect(checkPreviewLink(query(link), undefined, now)).toMatchObject({ ok: false, status: 401 });
    const bare = new URL(link);
    bare.searchParams.delete('signature');
    expect(check(bare)).toMatchObject({ ok: false, status: 401 });
  });

  it('lasts at most an hour, so a leaked old link dies soon', () => {
    expect(() => previewLink(site, secret, '/', { minutes: maxLinkMinutes + 1, now })).toThrow();
    // Signed correctly with the secret, but a day long: refused all the same.
    const longLink = previewLink(site, secret, '/', {
      minutes: maxLinkMinutes,
      now: now + 86_400_000,
    });
    expect(check(longLink)).toMatchObject({ ok: false, status: 401 });
  });

  it('leads only to a page of this site: anything else is a 400, before any signature check', () => {
    const foreign = [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/%2F%2Fevil.example',
      '%2F%2Fevil.example',
      '/%5Cevil.example',
      'javascript:alert(1)',
      'https%3A%2F%2Fevil.example',
      '%6Aavascript:alert(1)',
      '/%09/evil.example',
      '/announcement/%2F%2Fevil.example',
      '/announcement/%5C%5Cevil.example',
      '/en/../../evil',
      '/announcement/41?next=//evil.example',
      '/announcement/41#x',
      '/announcement/feed.xml',
      '/download/releases.json',
      '/api/revalidate',
      '/zh/announcement',
      '/en/',
      '/announcement/',
      '/announcement//41',
      ' /announcement',
      '/announcement\n/41',
      `/support/${'1/'.repeat(60)}1`,
      '',
    ];
    for (const path of foreign) {
      const params = new URLSearchParams({ path, expires: '9999999999', signature: 'v1,x' });
      expect(checkPreviewLink(params, secret, now), JSON.stringify(path)).toMatchObject({
        ok: false,
        status: 400,
      });
    }
    const twice = new URLSearchParams('path=/&path=//evil.example&expires=1&signature=x');
    expect(checkPreviewLink(twice, secret, now)).toMatchObject({ ok: false, status: 400 });
    expect(() => previewLink(site, secret, '//evil.example', { now })).toThrow();
  });
});

describe('page paths', () => {
  it('take every page of the site in both locales', () => {
    for (const page of localePages) {
      const path = page.url.split('?')[0] ?? '';
      expect(isPagePath(path), path).toBe(true);
    }
  });

  it('lead to a heading written in Chinese, encoded or not, in one canonical form', () => {
    const encoded = `/announcement/1/${encodeURIComponent('如何注册')}`;
    expect(pagePath('/announcement/1/如何注册')).toBe(encoded);
    expect(pagePath(encoded)).toBe(encoded);
    const link = previewLink(site, secret, '/announcement/1/如何注册', { now });
    expect(check(link)).toMatchObject({ ok: true, path: encoded });
  });
});
