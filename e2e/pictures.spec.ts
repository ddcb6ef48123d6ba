// Content pictures are photographs of up to 2400 px: a phone gets a copy resized to the width it
// shows them at (through the image optimiser), and nothing on the page moves while they load.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { layoutShifts, noLayoutShift, watchLayoutShift } from './layout-shift.ts';
import { gateRequests, type RequestGate } from './page-time.ts';

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

/** Two frames: what the page holds now has been laid out and painted. */
const painted = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

/**
 * As on a slow network, every picture arrives only after the screen has been painted with the
 * page as it was when the picture was asked for.
 */
async function letPicturesArrive(page: Page, pictures: RequestGate) {
  await expect
    .poll(async () => {
      const asked = pictures.held();
      await painted(page);
      await pictures.release(asked);
      return picturesLoaded(page);
    })
    .toBe(true);
}

/**
 * Reads the page down to the bottom a screen at a time, as a visitor does: each screen's
 * pictures arrive before the next, so a picture that took its space only on arrival would move
 * what the visitor is looking at.
 */
async function readThrough(page: Page, pictures: RequestGate) {
  for (let step = 0; step < 40; step += 1) {
    await letPicturesArrive(page, pictures);
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    if (atBottom) break;
  }
  await letPicturesArrive(page, pictures);
}

function isPhotograph(url: string): boolean {
  const { pathname, searchParams } = new URL(url);
  const original = pathname === '/_next/image' ? (searchParams.get('url') ?? '') : pathname;
  return /\.(jpe?g|png|webp)$/i.test(original);
}

type BoxWindow = Window & { pictureBoxes?: [HTMLImageElement, number][] };
type Fetched = { url: string; type: string };

/**
 * Visits each page, reads it through with its pictures arriving late, and checks that nothing
 * moved: no picture's box changed its height and the layout shifts sum to nothing.
 */
async function visitEach(
  context: BrowserContext,
  alsoCheck: (page: Page, path: string, fetched: Fetched[]) => Promise<void> = async () => {},
) {
  const page = await context.newPage();
  await watchLayoutShift(page);
  const pictures = await gateRequests(page, (request) => request.url().includes('/_next/image?'));
  let fetched: Fetched[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'image' || !isPhotograph(response.url())) return;
    fetched.push({ url: response.url(), type: response.headers()['content-type'] ?? '' });
  });
  for (const path of pages) {
    fetched = [];
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    // Before any picture has arrived, each has its box already, wherever it is on the page.
    await page.evaluate(() => {
      (window as BoxWindow).pictureBoxes = Array.from(document.images).map((image) => [
        image,
        image.getBoundingClientRect().height,
      ]);
    });
    await readThrough(page, pictures);
    const grown = await page.evaluate(() =>
      ((window as BoxWindow).pictureBoxes ?? [])
        .filter(([image]) => image.isConnected && image.getBoundingClientRect().width > 0)
        .filter(([image, before]) => image.getBoundingClientRect().height !== before)
        .map(
          ([image, before]) => `${image.src}: ${before} → ${image.getBoundingClientRect().height}`,
        ),
    );
    expect.soft(grown, path).toEqual([]);
    const { total, report } = await layoutShifts(page);
    expect(total, `${path}\n${report}`).toBeLessThan(noLayoutShift);
    await alsoCheck(page, path, fetched);
    // What the page asked for and never needed (a slide far off) goes before the next page.
    await pictures.release();
  }
}

test('at 1280 px nothing moves while the photographs load', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 844 } });
  await visitEach(context);
  await context.close();
});

test('at 390 px nothing moves while the photographs load, and each comes at most twice as wide as it is shown', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
  });
  await visitEach(context, async (page, path, fetched) => {
    const shown = await page.evaluate(() =>
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
    expect(photographs.length, `${path} shows photographs`).toBeGreaterThan(0);
    for (const image of photographs) {
      expect(image.natural, `${image.src} shown ${image.shown} px wide`).toBeLessThanOrEqual(
        2 * image.shown,
      );
    }
    // Every photograph came resized and re-encoded by the optimiser, none as its original.
    expect(fetched.length, path).toBeGreaterThan(0);
    for (const { url, type } of fetched) {
      expect(new URL(url).pathname, url).toBe('/_next/image');
      expect(type, url).toBe('image/webp');
    }
  });
  await context.close();
});
