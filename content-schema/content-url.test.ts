// No content URL that reaches a visitor or an updater can carry a script: the schemas of every
// link, redirect, QR code, download and image refuse anything but https (http only on an origin
// the configuration names), and a release with such a URL fails as a whole.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetConfig } from '#lib/config/index.ts';
import { announcementSummary, packageVersion, showItem } from './content.zod.ts';
import { httpContentOrigins, isSafeContentUrl } from './content-url.ts';
import { release } from './releases.zod.ts';

// The schemas read the site's settings from process.env, once: each change is read again.
function setEnv(name: string, value: string) {
  vi.stubEnv(name, value);
  forgetConfig();
}

afterEach(() => {
  vi.unstubAllEnvs();
  forgetConfig();
});

const scripts = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(document.cookie)',
  ' javascript:alert(1)',
  'javascript:alert(1) ',
  '\tjavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'javascript\u0000:alert(1)',
  '\u0001javascript:alert(1)',
  'javascript&colon;alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  'javascript&#58;alert(1)',
  'javascript:%61lert(1)',
  'javascript://comment%0aalert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<script>alert(1)</script>',
  ' data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'VBScript:MsgBox(1)',
  'file:///etc/passwd',
  'ftp://files.example.com/a.zip',
  'blob:https://www.mantisoft.com/1234',
  '//evil.example/a.png',
  '/files/images/a.png',
  'https:',
  '',
];

const publicOrigin = 'http://content.internal:4010';

describe('content URLs', () => {
  it.each(scripts)('refuses %j', (value) => {
    setEnv('CONTENT_PUBLIC_ORIGIN', publicOrigin);
    expect(isSafeContentUrl(value, httpContentOrigins())).toBe(false);
    expect(showItem.shape.image.safeParse(value).success).toBe(false);
  });

  it.each([
    'https://www.mantisoft.com/downloads/MantiSoft_3.8.0_x64_setup.exe',
    'HTTPS://cdn.mantisoft.com/images/cover.png',
    'https://cdn.mantisoft.com/manuals/MantiSoft%20manual.pdf?v=3#page=2',
  ])('accepts %j', (value) => {
    expect(isSafeContentUrl(value, new Set())).toBe(true);
    expect(showItem.shape.link.safeParse(value).success).toBe(true);
  });

  it('accepts http only on an origin the configuration names', () => {
    const url = `${publicOrigin}/files/images/covers/office.svg`;
    setEnv('CONTENT_PUBLIC_ORIGIN', 'https://cdn.mantisoft.com');
    setEnv('CONTENT_API_BASE', 'https://content.mantisoft.com');
    expect(httpContentOrigins()).toEqual(new Set());
    expect(showItem.shape.image.safeParse(url).success).toBe(false);

    setEnv('CONTENT_PUBLIC_ORIGIN', publicOrigin);
    expect(showItem.shape.image.safeParse(url).success).toBe(true);
    // Another http origin, or the same host on another port, is still refused.
    expect(showItem.shape.image.safeParse('http://evil.example/a.png').success).toBe(false);
    expect(showItem.shape.image.safeParse('http://content.internal:4011/files/a.png').success).toBe(
      false,
    );
  });

  it('accepts http on the service the site reads, and the embedded one when nothing is set', () => {
    setEnv('CONTENT_PUBLIC_ORIGIN', '');
    setEnv('CONTENT_API_BASE', 'http://10.0.0.5:8080/base');
    // The same origins as the images of the Content-Security-Policy: a link the policy would
    // refuse as a picture is not accepted as content either.
    expect(httpContentOrigins()).toEqual(new Set(['http://10.0.0.5:8080']));
    setEnv('CONTENT_API_BASE', '');
    expect(httpContentOrigins()).toEqual(
      new Set(['http://localhost:4010', 'http://127.0.0.1:4010']),
    );
  });
});

describe('every URL field that reaches a visitor', () => {
  const base = {
    version: '3.8.0',
    releaseDate: 1794967200,
    size: 1,
    fileName: 'a.exe',
    downloadUrl: 'https://www.mantisoft.com/a.exe',
    sha256: 'a'.repeat(64),
    releaseNotes: '<p>x</p>',
  };

  it('a package’s download link', () => {
    expect(packageVersion.safeParse(base).success).toBe(true);
    const bad = packageVersion.safeParse({ ...base, downloadUrl: 'javascript:alert(1)' });
    expect(bad.error?.issues[0]?.path).toEqual(['downloadUrl']);
  });

  it('an announcement’s cover and a showcase item’s image and link', () => {
    const summary = {
      id: 1,
      title: 't',
      summary: 's',
      cover: 'data:image/svg+xml,<svg onload=alert(1)>',
      category: 'news',
      pinned: false,
      publishTime: 1,
    };
    expect(announcementSummary.safeParse(summary).success).toBe(false);
    expect(announcementSummary.safeParse({ ...summary, cover: null }).success).toBe(true);
    const item = { id: 1, title: 't', description: 'd', image: 'https://a.example/i.png' };
    expect(showItem.safeParse({ ...item, link: 'vbscript:msgbox(1)' }).success).toBe(false);
    expect(showItem.safeParse({ ...item, link: null }).success).toBe(true);
  });

  it('a releases.json entry, which the desktop updaters follow', () => {
    const entry = {
      product: 'MantiSoft',
      version: '3.8.0',
      releaseDate: '2026-11-20',
      arch: 'x64',
      url: 'https://www.mantisoft.com/a.exe',
      sha256: 'a'.repeat(64),
      size: 1,
      fileName: 'a.exe',
    };
    expect(release.safeParse(entry).success).toBe(true);
    for (const url of ['javascript:alert(1)', ' data:text/html,x', 'http://evil.example/a.exe']) {
      expect(release.safeParse({ ...entry, url }).success).toBe(false);
    }
  });
});
