// What browsers, phones and feed readers ask for beside the pages: /favicon.ico, the apple
// touch icon and each locale's web app manifest.
import { expect, test } from 'vitest';
import { decodeIco } from '#tools/assets/ico.ts';
import { getPage } from './html.ts';
import { get } from './site.ts';

test('/favicon.ico is an icon with the sizes a tab, a bookmark and a shortcut use', async () => {
  const response = await get('/favicon.ico');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/x-icon');
  const images = decodeIco(new Uint8Array(await response.arrayBuffer()));
  expect(images.map((image) => image.size)).toEqual([16, 32, 48]);
});

// A page past the root: the root itself sends an English browser to /en.
test.for([
  ['/download', '/', '/manifest.webmanifest', 'zh-CN'],
  ['/en/download', '/en', '/en/manifest.webmanifest', 'en-US'],
] as const)(
  "%s links its locale's manifest and icons, and each is served",
  async ([path, home, manifest, lang]) => {
    const page = await getPage(path);
    expect(page.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(manifest);
    const appleIcon = page.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href');
    expect(appleIcon).toBeTruthy();
    const apple = await get(appleIcon ?? '');
    expect(apple.status).toBe(200);
    expect(apple.headers.get('content-type')).toBe('image/png');

    const answer = await get(manifest);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/manifest+json');
    const body = (await answer.json()) as {
      name: string;
      lang: string;
      start_url: string;
      theme_color: string;
      icons: { src: string; sizes: string }[];
    };
    expect(body).toMatchObject({
      name: 'MantiSoft',
      lang,
      start_url: home,
      theme_color: '#0b5cff',
    });
    expect(body.icons.length).toBeGreaterThan(0);
    for (const icon of body.icons) {
      expect((await get(icon.src)).status, icon.src).toBe(200);
    }
  },
);
