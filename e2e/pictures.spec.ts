// Content pictures are photographs of up to 2400 px: a phone gets a copy resized to the width it
// shows them at (through the image optimiser), and nothing on the page moves while they load.
import { expect, type Page, test } from '@playwright/test';
import { layoutShifts, noLayoutShift, watchLayoutShift } from './layout-shift.ts';

// Each page shows photographs: the showcase slides, a list with covers, an announcement with a
// cover and a picture in its text, and a help article with a picture in its text.
const pages = [
  '/',
  '/show',
  '/en/show/index1',
  '/announcement',
  '/en/announcement/8',
  '/support/4/4001',
];

/** The pictures the browser has asked for or must: the eager ones, and the lazy ones in or
 * near the screen (a carousel's slides beside the screen wait until they slide in). */
function picturesLoaded(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    Array.from(document.images)
      .filter((image) => {
        const box = image.getBoundingClientRect();
        const beside = box.right <= 0 || box.left >= window.innerWidth;
        const below = box.top > window.innerHeight * 2;
        return image.loading !== 'lazy' || (box.width > 0 && !beside && !below);
      })
      .every((image) => image.complete),
  );
}

/**
 * Reads the page down to the bottom a screen at a time, as a visitor does: each screen's
 * pictures arrive before the next, so a picture that took its space only on arrival would move
 * what the visitor is looking at.
 */
async function readThrough(page: Page) {
  for (let step = 0; step < 40; step += 1) {
    await expect.poll(() => picturesLoaded(page)).toBe(true);
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    if (atBottom) break;
  }
  await expect.poll(() => picturesLoaded(page)).toBe(true);
}

type Shown = { src: string; natural: number; shown: number };

function isPhotograph(url: string): boolean {
  const { pathname, searchParams } = new URL(url);
  const original = pathname === '/_next/image' ? (searchParams.get('url') ?? '') : pathname;
  return /\.(jpe?g|png|webp)$/i.test(original);
}

for (const path of pages) {
  test(`a 390 px screen gets ${path}'s photographs at most twice as wide as it shows them`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    const fetched: { url: string; type: string }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'image' || !isPhotograph(response.url())) return;
      fetched.push({ url: response.url(), type: response.headers()['content-type'] ?? '' });
    });
    await page.goto(path);
    await readThrough(page);
    const shown: Shown[] = await page.evaluate(() =>
      Array.from(document.images)
        .filter((image) => image.complete && image.naturalWidth > 0)
        .map((image) => ({
          src: image.currentSrc,
          natural: image.naturalWidth,
          shown: image.getBoundingClientRect().width,
        }))
        .filter((image) => image.shown > 0),
    );
    const photographs = shown.filter((image) => isPhotograph(image.src));
    expect(photographs.length, 'the page shows photographs').toBeGreaterThan(0);
    for (const image of photographs) {
      expect(image.natural, `${image.src} shown ${image.shown} px wide`).toBeLessThanOrEqual(
        2 * image.shown,
      );
    }
    // Every photograph came resized and re-encoded by the optimiser, none as its original.
    expect(fetched.length).toBeGreaterThan(0);
    for (const { url, type } of fetched) {
      expect(new URL(url).pathname, url).toBe('/_next/image');
      expect(type, url).toBe('image/webp');
    }
    await context.close();
  });
}

type BoxWindow = Window & { pictureBoxes?: [HTMLImageElement, number][] };

for (const width of [390, 1280]) {
  test(`at ${width} px nothing moves while the photographs load`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    const page = await context.newPage();
    await watchLayoutShift(page);
    // As on a slow network: every picture arrives a second and a half after it is asked for.
    await page.route('**/_next/image?**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    for (const path of pages) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      // Before any picture has arrived, each has its box already, wherever it is on the page.
      await page.evaluate(() => {
        (window as BoxWindow).pictureBoxes = Array.from(document.images).map((image) => [
          image,
          image.getBoundingClientRect().height,
        ]);
      });
      await readThrough(page);
      const grown = await page.evaluate(() =>
        ((window as BoxWindow).pictureBoxes ?? [])
          .filter(([image]) => image.isConnected && image.getBoundingClientRect().width > 0)
          .filter(([image, before]) => image.getBoundingClientRect().height !== before)
          .map(
            ([image, before]) =>
              `${image.src}: ${before} → ${image.getBoundingClientRect().height}`,
          ),
      );
      expect(grown, path).toEqual([]);
      const { total, report } = await layoutShifts(page);
      expect(total, `${path}\n${report}`).toBeLessThan(noLayoutShift);
    }
    await context.close();
  });
}
