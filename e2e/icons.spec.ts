// What browsers, phones and feed readers ask for beside the pages: /favicon.ico, the apple
// touch icon and each locale's web app manifest.
import { expect, test } from '@playwright/test';
import { decodeIco } from '#tools/assets/ico.ts';

test('/favicon.ico is an icon with the sizes a tab, a bookmark and a shortcut use', async ({
  request,
}) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/x-icon');
  const images = decodeIco(new Uint8Array(await response.body()));
  expect(images.map((image) => image.size)).toEqual([16, 32, 48]);
});

// A page past the root: the root itself sends an English browser to /en.
for (const [path, home, manifest, lang] of [
  ['/download', '/', '/manifest.webmanifest', 'zh-CN'],
  ['/en/download', '/en', '/en/manifest.webmanifest', 'en-US'],
] as const) {
  test(`${path} links its locale's manifest and icons, and each is served`, async ({
    page,
    request,
  }) => {
    await page.goto(path);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', manifest);
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    const apple = await request.get(appleIcon ?? '');
    expect(apple.headers()['content-type']).toBe('image/png');

    const answer = await request.get(manifest);
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
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
    for (const icon of body.icons) {
      expect((await request.get(icon.src)).status(), icon.src).toBe(200);
    }
  });
}

test('opening the Atom feed in the browser asks for nothing that is missing', async ({ page }) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/announcement/feed.xml');
  await page.waitForLoadState('networkidle');
  expect(missing).toEqual([]);
});
