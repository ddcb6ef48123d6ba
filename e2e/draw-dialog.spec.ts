// The AI drawing dialog as a visitor uses it, against the embedded demo of the drawing service:
// the server's captcha before each drawing, a drawing from start to picture, the service's
// refusal, the site's spent budget, a failed drawing, an empty description, closing,
// accessibility, and the service's token never reaching the browser.
// When a drawing ends is the test's choice (answerDrawingPolls), and the dialog's polls come
// when the test moves the page's clock on: neither the demo's drawing time nor the machine's
// speed decides what a test sees.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { pollIntervalMs } from '#components/draw-dialog/use-draw.ts';
import { fill } from '#lib/i18n/fill.ts';
import {
  answerDrawingPolls,
  drawDialog,
  drawVisits,
  heldProgress,
  openDrawDialog,
  solveCaptcha,
} from './draw-support.ts';
import { blockingViolations } from './axe.ts';
import { testSettings } from './support.ts';
import { finishPageTasks } from './page-time.ts';

// Chinese unless a test says otherwise: an English browser is sent from / to /en.
test.use({ locale: 'zh-CN' });

type Strings = (typeof drawVisits)[number]['strings'];

const isTaskPoll = (url: string) => url.endsWith('/aiapi/v1/task/detail');

/**
 * Installs the page's clock before its scripts run. It keeps running (the captcha's drag and
 * its pauses need time to pass), and `nextPoll` moves it on by a whole poll interval.
 */
async function installClock(page: Page) {
  await page.clock.install();
}

/** Moves the page's time on by one poll interval: the dialog polls its drawing once more. */
async function nextPoll(page: Page) {
  await finishPageTasks(page);
  await page.clock.runFor(pollIntervalMs);
}

/**
 * Lets whatever the page started reach the network: its pending tasks, then a request of the
 * test's own that goes and comes back after any the page sent before it.
 */
async function settle(page: Page) {
  await finishPageTasks(page);
  await page.evaluate(async () => {
    await (await fetch('/robots.txt', { cache: 'no-store' })).text();
  });
  await finishPageTasks(page);
}

/** The number beside a label of the account line ("—" while unknown). */
async function points(dialog: Locator, label: string): Promise<number> {
  const value = dialog.locator('dt', { hasText: label }).locator('+ dd');
  await expect(value).toHaveText(/^\d+$/);
  return Number(await value.textContent());
}

/** Types a description and starts; every drawing asks for the captcha first. */
async function startDrawing(page: Page, dialog: Locator, strings: Strings, prompt: string) {
  await dialog.getByLabel(strings.dialog.promptLabel, { exact: true }).fill(prompt);
  await dialog.getByRole('button', { name: strings.dialog.start }).click();
  await expect(dialog.getByRole('heading', { name: strings.dialog.verify })).toBeVisible();
  await solveCaptcha(page, dialog, strings);
}

// What a visitor does in the dialog holds in both languages and at every width: each flow runs
// once in Chinese on a wide screen and once in English on a phone, which between them read every
// label and message of both languages.
const screens = [
  { visit: drawVisits[0], width: 1280 },
  { visit: drawVisits[1], width: 390 },
] as const;

for (const { visit, width } of screens) {
  const { locale, home, strings } = visit;
  const text = strings.dialog;
  test.describe(`${locale} at ${width} px`, () => {
    test.use({ locale, viewport: { width, height: 860 } });

    test('a drawing runs from the captcha to the final picture; the next one can fail', async ({
      page,
    }) => {
      const prompt = 'a lighthouse engraved on slate';
      const drawing = await answerDrawingPolls(page, prompt);
      await installClock(page);
      await page.goto(home);
      const dialog = await openDrawDialog(page, strings);
      await expect(dialog.getByText(text.demo)).toBeVisible();
      const balance = await points(dialog, text.balance);
      const used = await points(dialog, text.used);
      // Beside the points, the drawings they pay for: 2 points a normal one, 4 a specific one.
      const left = text.drawingsLeft
        .replace('{{normal}}', String(Math.floor(balance / 2)))
        .replace('{{specific}}', String(Math.floor(balance / 4)));
      await expect(dialog.getByText(left, { exact: true })).toBeVisible();

      const progressbar = dialog.getByRole('progressbar', { name: text.progress });
      const picture = dialog.getByRole('button', { name: text.openResult.split('{{')[0] });
      await startDrawing(page, dialog, strings, prompt);
      // Progress shows while the picture is drawn, with the service's preview, and stays
      // through another poll for as long as the drawing runs.
      await expect(progressbar).toHaveAttribute('aria-valuenow', String(heldProgress * 100));
      const preview = dialog.getByRole('img', { name: text.previewAlt });
      await expect(preview).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
      const polled = drawing.polls();
      await nextPoll(page);
      await expect.poll(drawing.polls).toBeGreaterThan(polled);
      await expect(progressbar).toBeVisible();
      await expect(preview).toBeVisible();
      await expect(dialog.getByText(text.finished)).toHaveCount(0);
      await expect(picture).toHaveCount(0);

      drawing.finish('success');
      await nextPoll(page);
      await expect(dialog.getByText(text.finished)).toBeVisible();
      await expect(progressbar).toBeHidden();
      const image = picture.locator('img');
      await expect(image).toHaveJSProperty('complete', true);
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const box = await picture.boundingBox();
      expect(box?.width).toBeLessThanOrEqual(514);
      expect(Math.abs((box?.width ?? 0) - (box?.height ?? 0))).toBeLessThan(2);
      // The drawing cost its points, read again after the polls.
      await expect.poll(() => points(dialog, text.used)).toBe(used + 2);
      expect(await points(dialog, text.balance)).toBe(balance - 2);

      // The picture opens in the image preview; closing it comes back to the picture.
      await picture.click();
      const overlay = page.locator('[data-preview-overlay]');
      await expect(overlay).toBeVisible();
      await expect(overlay.locator('img')).toHaveAttribute(
        'src',
        (await image.getAttribute('src')) ?? '',
      );
      await page.keyboard.press('Escape');
      await expect(overlay).toBeHidden();
      await expect(picture).toBeFocused();
      await expect(dialog).toBeVisible();

      // The next drawing asks for the captcha again (a pass starts one drawing); when it fails,
      // the dialog says so.
      const pollsBefore = drawing.polls();
      await startDrawing(page, dialog, strings, 'a second lighthouse');
      await expect(progressbar).toBeVisible();
      await expect(dialog.getByRole('slider', { name: strings.captcha.handle })).toHaveCount(0);
      // Polled once, so that the test's service knows the drawing that it then ends.
      await expect.poll(drawing.polls).toBeGreaterThan(pollsBefore);
      await expect(dialog.getByText(text.failed, { exact: true })).toHaveCount(0);
      drawing.finish('failed');
      await nextPoll(page);
      await expect(dialog.getByText(text.failed, { exact: true })).toBeVisible();
      await expect(progressbar).toHaveCount(0);
    });

    test('an empty description is refused with an alert; so is a drawing the service refuses', async ({
      page,
    }) => {
      await page.goto(home);
      const dialog = await openDrawDialog(page, strings);
      const start = dialog.getByRole('button', { name: text.start });
      await expect(start).toBeDisabled();
      const field = dialog.getByLabel(text.promptLabel, { exact: true });
      await field.fill('   ');
      await expect(dialog.getByText(`3/500`)).toBeVisible();
      await start.click();
      await expect(page.getByRole('alert').filter({ hasText: text.empty })).toBeVisible();
      await expect(field).toBeFocused();
      await expect(dialog.getByRole('heading', { name: text.verify })).toHaveCount(0);

      const answer = page.waitForResponse((response) => response.url().endsWith('/aiapi/v1/draw'));
      await startDrawing(page, dialog, strings, 'please refuse this one');
      const { code, msg } = (await (await answer).json()) as { code: number; msg: string };
      expect(code).not.toBe(0);
      await expect(page.getByRole('alert').filter({ hasText: msg })).toBeVisible();
      await expect(dialog.getByRole('progressbar')).toHaveCount(0);
      await expect(start).toBeEnabled();
    });

    test('the site’s spent budget is told in the page’s language; the captcha keeps its place', async ({
      page,
    }) => {
      await page.goto(home);
      // The first puzzle is held until the captcha's box has been measured while it loads.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/aiapi/v1/captcha', async (route) => {
        if (route.request().method() === 'GET') await held;
        await route.fallback();
      });
      // What the site answers once the hour's drawings are spent, in the language the dialog
      // asks for (the server's own answer is integration/own-sites/draw-limits.test.ts's).
      const languages: string[] = [];
      await page.route('**/aiapi/v1/draw', async (route) => {
        const language = (await route.request().allHeaders())['accept-language'] ?? '';
        languages.push(language);
        const refusals =
          language === 'en' ? drawVisits[1].strings.refusals : drawVisits[0].strings.refusals;
        await route.fulfill({
          status: 429,
          headers: { 'retry-after': '1500' },
          json: {
            code: 429,
            msg: fill(refusals.budgetHour, { minutes: 25 }),
            data: null,
            reason: 'budget-hour',
          },
        });
      });
      const dialog = await openDrawDialog(page, strings);
      await dialog.getByLabel(text.promptLabel, { exact: true }).fill('one lighthouse too many');
      await dialog.getByRole('button', { name: text.start }).click();
      const handle = dialog.getByRole('slider', { name: strings.captcha.handle });
      const captcha = handle.locator('xpath=ancestor::*[@data-state][1]');
      await expect(captcha.getByRole('status')).toHaveText(strings.captcha.loading);
      const loading = await captcha.boundingBox();
      release();
      await expect(handle).toHaveAttribute('tabindex', '0');
      expect(await captcha.boundingBox()).toEqual(loading);
      await solveCaptcha(page, dialog, strings);
      const message = fill(strings.refusals.budgetHour, { minutes: 25 });
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
      expect(languages).toEqual([locale === 'en-US' ? 'en' : 'zh']);
      await expect(dialog.getByRole('progressbar')).toHaveCount(0);
    });

    test('the open dialog, idle and with the captcha, has no serious axe violation', async ({
      page,
    }) => {
      await page.goto(home);
      const dialog = await openDrawDialog(page, strings);
      // A modal of 60 % of a desktop window; on a phone, the whole width.
      const box = await dialog.boundingBox();
      expect(Math.round(box?.width ?? 0)).toBe(width < 600 ? width : Math.round(width * 0.6));
      expect(await blockingViolations(page, `draw dialog ${locale} @ ${width} px`)).toEqual([]);
      await dialog.getByLabel(text.promptLabel, { exact: true }).fill('accessible');
      await dialog.getByRole('button', { name: text.start }).click();
      await expect(dialog.getByRole('slider', { name: strings.captcha.handle })).toHaveAttribute(
        'tabindex',
        '0',
      );
      expect(await blockingViolations(page, `draw dialog captcha ${locale} @ ${width} px`)).toEqual(
        [],
      );
    });
  });
}

test('the header keeps its button inside the bar at every desktop width', async ({ page }) => {
  for (const { home, strings } of drawVisits) {
    await page.goto(home);
    for (const width of [992, 1100, 1240, 1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 700 });
      const button = page.getByRole('button', { name: strings.dialog.open });
      await expect(button).toBeVisible();
      const overflow = await page.evaluate(() => {
        const bar = document.querySelector('header .container');
        // The bar's buttons: its one <div> (the logo is a link, the navigation a <nav>).
        const actions = bar?.querySelector(':scope > div');
        if (!bar || !actions) return Number.POSITIVE_INFINITY;
        return actions.getBoundingClientRect().right - bar.getBoundingClientRect().right;
      });
      expect(overflow, `${home} at ${width} px`).toBeLessThanOrEqual(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    }
  }
});

test.describe('the dialog as a modal', () => {
  const { home, strings } = drawVisits[0];
  const text = strings.dialog;

  test('Tab keeps focus inside; Escape and the close button close it, focus back on its button', async ({
    page,
  }) => {
    await page.goto(home);
    const opener = page.getByRole('button', { name: text.open });
    const dialog = await openDrawDialog(page, strings);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await dialog.getByLabel(text.promptLabel, { exact: true }).fill('focus');
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press(step % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await dialog.evaluate((root) => root.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    await opener.click();
    await dialog.getByRole('button', { name: text.close }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('closing the dialog stops polling', async ({ page }) => {
    const prompt = 'a drawing nobody waits for';
    // The drawing never ends: only closing can stop its polls.
    await answerDrawingPolls(page, prompt);
    await installClock(page);
    await page.goto(home);
    const dialog = await openDrawDialog(page, strings);
    const polls: string[] = [];
    page.on('request', (request) => {
      if (isTaskPoll(request.url())) polls.push(request.url());
    });
    await startDrawing(page, dialog, strings, prompt);
    await expect.poll(() => polls.length).toBeGreaterThan(0);
    await expect(dialog.getByRole('progressbar')).toBeVisible();
    // Open, the dialog polls once a poll interval has passed.
    const before = polls.length;
    await nextPoll(page);
    await settle(page);
    await expect.poll(() => polls.length).toBeGreaterThan(before);

    await dialog.getByRole('button', { name: text.close }).click();
    await expect(drawDialog(page, strings)).toBeHidden();
    const atClose = polls.length;
    // Three poll intervals of the page's time, and no poll.
    for (let interval = 0; interval < 3; interval += 1) await nextPoll(page);
    await settle(page);
    expect(polls.length).toBe(atClose);
  });
});

test('the service token is in no page and no script, the dialog open', async ({
  page,
  request,
}) => {
  const token = testSettings().aiApiToken;
  expect(token, 'playwright.config.ts sets E2E_AI_API_TOKEN').toBeTruthy();
  if (!token) return;
  const { home, strings } = drawVisits[0];
  const html = await (await request.get(home)).text();
  expect(html).not.toContain(token);
  await page.goto(home);
  await openDrawDialog(page, strings);
  const scripts = await page.evaluate(() => [
    ...new Set([
      ...[...document.scripts].map((script) => script.src).filter(Boolean),
      ...performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => /\.m?js(\?|$)/.test(name)),
    ]),
  ]);
  // The page's own scripts and the dialog's chunks, fetched on opening.
  expect(scripts.length).toBeGreaterThan(5);
  for (const src of scripts) {
    const body = await (await request.get(src)).text();
    expect(body, src).not.toContain(token);
  }
  const detail = await (await request.get('/aiapi/v1/client/detail')).text();
  expect(detail).not.toContain(token);
});
