// The image preview as a visitor uses it on the showcase grid (/show/index1), in both languages
// on a wide screen and a phone: opening, zooming, rotating, the four ways to close, a broken
// image, accessibility, and the overlay's code arriving only when it is opened.
import { expect, type Locator, type Page, test } from '@playwright/test';
import en from '#locales/en/common.json' with { type: 'json' };
import zh from '#locales/zh/common.json' with { type: 'json' };
import { blockingViolations } from './axe.ts';
import { waitForHydration } from './page-time.ts';

const [zhVisit, enVisit] = [
  { locale: 'zh-CN', path: '/show/index1', strings: zh.preview },
  { locale: 'en-US', path: '/en/show/index1', strings: en.preview },
] as const;
type Visit = typeof zhVisit | typeof enVisit;

/** The part of an interpolated string before its first placeholder, for substring matching. */
const prefix = (text: string) => text.split('{{')[0] ?? text;

const widthOf = (image: Locator) => image.evaluate((el) => Number.parseFloat(el.style.width));
const transformOf = (image: Locator) => image.evaluate((el) => el.style.transform);

function parts(page: Page, { strings }: Visit) {
  const trigger = page.getByRole('button', { name: prefix(strings.openNamed) }).first();
  const dialog = page.getByRole('dialog', { name: prefix(strings.named) });
  return { trigger, dialog, image: dialog.locator('img') };
}

async function open(page: Page, visit: Visit) {
  const { trigger, dialog, image } = parts(page, visit);
  await trigger.click();
  await expect(dialog).toBeVisible();
  await expect(image).toBeVisible();
  await expect(dialog.getByRole('button', { name: visit.strings.close })).toBeFocused();
}

// The overlay fits the picture to the window and has its own controls in each language: the
// picture's handling is seen in Chinese on a wide screen and in English on a phone, the ways to
// close it the other way round.
for (const { visit, width } of [
  { visit: zhVisit, width: 1280 },
  { visit: enVisit, width: 390 },
]) {
  test.describe(`${visit.locale} at ${width} px`, () => {
    test.use({ locale: visit.locale, viewport: { width, height: 860 } });

    test('a picture opens full size; zoom, wheel and rotate change it; no serious axe violation', async ({
      page,
    }) => {
      const { strings } = visit;
      await page.goto(visit.path);
      await open(page, visit);
      const { image, dialog } = parts(page, visit);
      expect(
        await blockingViolations(page, `image preview ${visit.locale} @ ${width} px`, {
          include: '[data-preview-overlay]',
        }),
      ).toEqual([]);
      const box = await image.boundingBox();
      // Shrunk to fit: the whole picture is inside the window.
      expect(box?.width ?? Infinity).toBeLessThanOrEqual(width);
      const fitted = await widthOf(image);

      await dialog.getByRole('button', { name: strings.zoomIn }).click();
      expect(await widthOf(image)).toBe(fitted + 100);
      await dialog.getByRole('button', { name: strings.zoomOut }).click();
      await dialog.getByRole('button', { name: strings.zoomOut }).click();
      expect(await widthOf(image)).toBe(fitted - 100);
      await dialog.getByRole('button', { name: strings.rotate }).click();
      expect(await transformOf(image)).toContain('rotate(90deg)');

      // The wheel zooms the picture, and the page behind stays where it was.
      const scrolled = await page.evaluate(() => window.scrollY);
      await page.mouse.move(width / 2, 400);
      await page.mouse.wheel(0, -100);
      await expect.poll(() => widthOf(image)).toBeGreaterThan(fitted - 100);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    });
  });
}

for (const { visit, width } of [
  { visit: enVisit, width: 1280 },
  { visit: zhVisit, width: 390 },
]) {
  test.describe(`${visit.locale} at ${width} px`, () => {
    test.use({ locale: visit.locale, viewport: { width, height: 860 } });

    test('Tab stays inside the overlay; the close button, Escape, a double click and the backdrop close it', async ({
      page,
    }) => {
      const { strings } = visit;
      await page.goto(visit.path);
      const { trigger, dialog, image } = parts(page, visit);
      const closed = async () => {
        await expect(dialog).toBeHidden();
        await expect(trigger).toBeFocused();
        expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
      };

      await open(page, visit);
      const order = [strings.zoomIn, strings.zoomOut, strings.rotate, strings.close];
      for (const name of order) {
        await page.keyboard.press('Tab');
        await expect(dialog.getByRole('button', { name })).toBeFocused();
      }
      await page.keyboard.press('Shift+Tab');
      await expect(dialog.getByRole('button', { name: strings.rotate })).toBeFocused();
      await dialog.getByRole('button', { name: strings.close }).click();
      await closed();

      await open(page, visit);
      await page.keyboard.press('Escape');
      await closed();

      await open(page, visit);
      await image.click();
      await expect(dialog).toBeVisible();
      await image.dblclick();
      await closed();

      await open(page, visit);
      await page.mouse.click(6, 430);
      await closed();
    });
  });
}

test('a picture that cannot be fetched says so, in both languages', async ({ page }) => {
  await page.route('**/files/images/photos/**', (route) => route.fulfill({ status: 404 }));
  for (const visit of [zhVisit, enVisit]) {
    await page.goto(visit.path);
    const { trigger, dialog, image } = parts(page, visit);
    await trigger.click();
    await expect(dialog.getByRole('status')).toHaveText(visit.strings.failed);
    await expect(image).toBeHidden();
  }
});

test('the overlay code is fetched only when a visitor opens it', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.text().catch(() => ''));
    }
  });
  const hasOverlay = async (bodies: Promise<string>[]) =>
    (await Promise.all(bodies)).some((body) => body.includes('data-preview-overlay'));

  await page.goto(enVisit.path);
  // Hydrated: the page's own scripts have all run, and none of them drew the overlay.
  await waitForHydration(parts(page, enVisit).trigger);
  expect(scripts.length).toBeGreaterThan(3);
  expect(await hasOverlay(scripts)).toBe(false);
  const loaded = scripts.length;
  await open(page, enVisit);
  expect(await hasOverlay(scripts.slice(loaded))).toBe(true);
});
