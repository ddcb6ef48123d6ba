// The image preview as a visitor uses it on the showcase grid (/show/index1), in both languages
// and at desktop and phone widths: opening, zooming, rotating, the four ways to close, a broken
// image, accessibility, and the overlay's code arriving only when it is opened.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import en from '#locales/en/common.json' with { type: 'json' };
import zh from '#locales/zh/common.json' with { type: 'json' };

const visits = [
  { locale: 'zh-CN', path: '/show/index1', strings: zh.preview },
  { locale: 'en-US', path: '/en/show/index1', strings: en.preview },
] as const;

/** The part of an interpolated string before its first placeholder, for substring matching. */
const prefix = (text: string) => text.split('{{')[0] ?? text;

const widthOf = (image: Locator) => image.evaluate((el) => Number.parseFloat(el.style.width));
const transformOf = (image: Locator) => image.evaluate((el) => el.style.transform);

async function seriousViolations(builder: AxeBuilder) {
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const width of [1280, 390]) {
  for (const { locale, path, strings } of visits) {
    test.describe(`${locale} at ${width} px`, () => {
      test.use({ locale, viewport: { width, height: 860 } });

      const parts = (page: Page) => {
        const trigger = page.getByRole('button', { name: prefix(strings.openNamed) }).first();
        const dialog = page.getByRole('dialog', { name: prefix(strings.named) });
        return { trigger, dialog, image: dialog.locator('img') };
      };

      async function open(page: Page) {
        const { trigger, dialog, image } = parts(page);
        await trigger.click();
        await expect(dialog).toBeVisible();
        await expect(image).toBeVisible();
        await expect(dialog.getByRole('button', { name: strings.close })).toBeFocused();
      }

      test('a picture opens full size; zoom, wheel and rotate change it', async ({ page }) => {
        await page.goto(path);
        await open(page);
        const { image, dialog } = parts(page);
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

      test('Tab stays inside the overlay', async ({ page }) => {
        await page.goto(path);
        await open(page);
        const { dialog } = parts(page);
        const order = [strings.zoomIn, strings.zoomOut, strings.rotate, strings.close];
        for (const name of order) {
          await page.keyboard.press('Tab');
          await expect(dialog.getByRole('button', { name })).toBeFocused();
        }
        await page.keyboard.press('Shift+Tab');
        await expect(dialog.getByRole('button', { name: strings.rotate })).toBeFocused();
      });

      test('the close button, Escape, a double click and the backdrop close it', async ({
        page,
      }) => {
        await page.goto(path);
        const { trigger, dialog, image } = parts(page);
        const closed = async () => {
          await expect(dialog).toBeHidden();
          await expect(trigger).toBeFocused();
          expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
        };

        await open(page);
        await dialog.getByRole('button', { name: strings.close }).click();
        await closed();

        await open(page);
        await page.keyboard.press('Escape');
        await closed();

        await open(page);
        await image.click();
        await expect(dialog).toBeVisible();
        await image.dblclick();
        await closed();

        await open(page);
        await page.mouse.click(6, 430);
        await closed();
      });

      test('a picture that cannot be fetched says so', async ({ page }) => {
        await page.route('**/files/images/photos/**', (route) => route.fulfill({ status: 404 }));
        await page.goto(path);
        const { trigger, dialog, image } = parts(page);
        await trigger.click();
        await expect(dialog.getByRole('status')).toHaveText(strings.failed);
        await expect(image).toBeHidden();
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

        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(scripts.length).toBeGreaterThan(3);
        expect(await hasOverlay(scripts)).toBe(false);
        const loaded = scripts.length;
        await open(page);
        expect(await hasOverlay(scripts.slice(loaded))).toBe(true);
      });

      test('no serious accessibility problem on the grid or in the overlay', async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(new AxeBuilder({ page }))).toEqual([]);
        await open(page);
        expect(
          await seriousViolations(new AxeBuilder({ page }).include('[data-preview-overlay]')),
        ).toEqual([]);
      });
    });
  }
}
