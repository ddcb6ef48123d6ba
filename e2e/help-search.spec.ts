// The help search as a visitor uses it, in both languages on a wide and a narrow screen: typing
// finds articles with the words highlighted, the keyboard works the list, markup in a query is
// only text, a search can be shared, and the slow, failed and empty states say so. What a
// repeated query costs the content service is an HTTP matter: integration/help-search.test.ts.
import { expect, type Page, test } from '@playwright/test';
import en from '#locales/en/help-search.json' with { type: 'json' };
import zh from '#locales/zh/help-search.json' with { type: 'json' };
import { blockingViolations } from './axe.ts';
import { slowAfterMs, typingPauseMs } from '#components/help-search/use-help-search.ts';
import { finishPageTasks, holdRequests, stopClock } from './page-time.ts';
import { visitor } from './support.ts';

const cases = [
  { locale: 'zh', prefix: '', tag: 'zh-CN', query: '激光', word: /^激光$/ },
  { locale: 'en', prefix: '/en', tag: 'en-US', query: 'laser', word: /^laser$/i },
] as const;
// The search works alike in both languages and at every width: each language is seen once on a
// wide screen and once on a phone, the full search in one and the accessibility of the article
// page's compact search in the other.
const [zhCase, enCase] = cases;
const typingScreens = [
  { c: zhCase, width: 1280 },
  { c: enCase, width: 390 },
] as const;
const compactScreens = [
  { c: zhCase, width: 390 },
  { c: enCase, width: 1280 },
] as const;

const field = (page: Page) => page.locator('input[name="q"]');
const options = (page: Page) => page.getByRole('option');

/** A message of the search: read out by its status region and shown in the panel. */
async function expectMessage(page: Page, text: string, options?: { timeout?: number }) {
  await expect(page.getByRole('status').filter({ hasText: text })).toHaveCount(1, options);
  await expect(page.locator('p[aria-hidden="true"]').filter({ hasText: text })).toBeVisible();
}

async function expectNoMessage(page: Page, text: string) {
  await expect(page.getByText(text)).toHaveCount(0);
}

async function typeQuery(page: Page, text: string) {
  await field(page).click();
  await field(page).pressSequentially(text, { delay: 40 });
}

for (const { c, width } of typingScreens) {
  test(`${c.locale} at ${width} px: typing finds highlighted articles; the keyboard opens one`, async ({
    browser,
  }) => {
    const context = await visitor(browser, c.tag, width);
    const page = await context.newPage();
    await page.goto(`${c.prefix}/support`);
    await typeQuery(page, c.query);

    // The address names the search once its answer is in, so that it can be shared.
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(c.query)}$`));
    await expect(options(page).first()).toBeVisible();
    const marks = page.locator('[role="option"] .high_light');
    expect(await marks.count()).toBeGreaterThan(1);
    for (const text of await marks.allTextContents()) expect(text).toMatch(c.word);
    // Each result names its place and links to its article in this language.
    const href = (await options(page).first().getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^${c.prefix}/support/\\d+/\\d+$`));
    await expect(options(page).first()).toContainText('›');

    const combobox = page.getByRole('combobox');
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = options(page).nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      (await second.getAttribute('id')) ?? '',
    );
    const target = (await second.getAttribute('href')) ?? '';
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await context.close();
  });
}

test('Escape closes the list, a second Escape clears the field, a click outside closes', async ({
  page,
}) => {
  await page.goto('/en/support');
  await typeQuery(page, 'licence');
  const combobox = page.getByRole('combobox');
  await expect(options(page).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(combobox).toHaveValue('licence');
  await page.keyboard.press('Escape');
  await expect(combobox).toHaveValue('');

  await combobox.pressSequentially('licence', { delay: 20 });
  await expect(options(page).first()).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
});

test('markup in a query is shown as text and runs nothing; a long query is held at 100 characters', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const attack = '<img src=x onerror=alert(1)>';
  await page.goto('/en/support');
  await typeQuery(page, attack);
  const message = `No article matches “${attack}”`;
  await expectMessage(page, message);
  await expect(page.getByRole('combobox')).toHaveValue(attack);
  expect(await page.locator('form[role="search"] ~ * img, [role="listbox"] img').count()).toBe(0);
  // Encoded in the address too: reloading it shows the same text.
  await page.reload();
  await expectMessage(page, message);
  expect(dialogs).toEqual([]);

  await field(page).fill('a'.repeat(120));
  await expect(field(page)).toHaveValue('a'.repeat(100));
  await expectMessage(page, en.tooLong);
});

test('quotes, % and emoji are searched safely', async ({ page }) => {
  await page.goto('/support');
  await typeQuery(page, '"100%" 🔥');
  await expectMessage(page, '没有找到与“"100%" 🔥”相关的文章');
  await expect(page).toHaveURL(/\?q=%22100%25%22\+%F0%9F%94%A5$/);
});

test('/support?q= opens with the results shown, in both languages; more load below the first ten', async ({
  page,
}) => {
  await page.goto(`/support?q=${encodeURIComponent('激光')}`);
  await expect(options(page)).toHaveCount(10);
  await expect(page.locator('[role="option"] .high_light').first()).toHaveText('激光');
  await page.getByRole('button', { name: zh.showMore }).click();
  await expect(options(page)).toHaveCount(20);
  await page.goto('/en/support?q=licence');
  await expect(options(page).first()).toBeVisible();
  await expect(page.getByRole('combobox')).toHaveValue('licence');
});

test('Ctrl+K and / focus the search on an article page', async ({ page }) => {
  await page.goto('/support/1/1001');
  await page.locator('h1').click();
  await page.keyboard.press('Control+k');
  await expect(field(page)).toBeFocused();
  await page.keyboard.type('激光');
  await expect(options(page).first()).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/en/support/1/1001');
  await page.locator('h1').click();
  await page.keyboard.press('/');
  await expect(field(page)).toBeFocused();
  // The slash opened the search; it is not typed into it.
  await expect(field(page)).toHaveValue('');
});

test('the compact search sends Enter without a choice to /support?q=', async ({ page }) => {
  await page.goto('/en/support/1/1001');
  await typeQuery(page, 'dongle');
  await expect(options(page).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/support\?q=dongle$/);
  await expect(options(page).first()).toBeVisible();
});

test('a failed search says so and can be retried', async ({ page }) => {
  // Only the whole query fails: on a busy machine the typing can pause long enough for a part of
  // it ("lase") to be searched first, and that answer must not be the one the test sees fail.
  let fail = true;
  await page.route('**/api/help/search?*', (route) =>
    fail && new URL(route.request().url()).searchParams.get('q') === 'laser'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' })
      : route.continue(),
  );
  await page.goto('/en/support');
  await typeQuery(page, 'laser');
  await expectMessage(page, en.failed);
  fail = false;
  await page.getByRole('button', { name: en.retry }).click();
  await expect(options(page).first()).toBeVisible();
  await expectNoMessage(page, en.failed);
});

test('a visitor over the search limit is told to wait, in their language, and can retry', async ({
  page,
}) => {
  // The site's answer past the limit (lib/help-search/respond.ts); the limit itself is counted
  // by the HTTP tests (integration/own-sites/search-flood.test.ts).
  let limited = true;
  await page.route('**/api/help/search?*', (route) =>
    limited && new URL(route.request().url()).searchParams.get('q') === '激光'
      ? route.fulfill({
          status: 429,
          contentType: 'application/json',
          headers: { 'retry-after': '30', 'cache-control': 'no-store' },
          body: '{"error":"too many searches; try again in 30 s"}',
        })
      : route.continue(),
  );
  await page.goto('/support');
  await typeQuery(page, '激光');
  await expectMessage(page, zh.limited);
  await expectNoMessage(page, zh.failed);
  limited = false;
  await page.getByRole('button', { name: zh.retry }).click();
  await expect(options(page).first()).toBeVisible();
  await expectNoMessage(page, zh.limited);
});

test('a slow search says so, then shows its results', async ({ page }) => {
  // The page's clock is stopped and the answer held: the test moves time past the typing pause,
  // then halfway to the moment the search counts as slow (the plain message shows), then past
  // it. With the clock running, a busy machine let the 3 s pass before the test looked.
  await stopClock(page);
  const held = await holdRequests(page, (request) => request.url().includes('/api/help/search?'));
  await page.goto('/support');
  await typeQuery(page, '激光');
  await page.clock.runFor(typingPauseMs);
  await held.requested();
  await finishPageTasks(page);
  await page.clock.runFor(slowAfterMs / 2);
  await expectMessage(page, zh.loading);
  await page.clock.runFor(slowAfterMs);
  await expectMessage(page, zh.slow);
  // Time runs again for the answer: React Query hands it on in a timer.
  await page.clock.resume();
  await held.release();
  await expect(options(page).first()).toBeVisible();
  await expectNoMessage(page, zh.slow);
});

test('recent searches are remembered, shown on an empty field, and removable', async ({ page }) => {
  await openFirstResult(page, 'dongle');

  await page.goto('/en/support');
  await field(page).click();
  const recent = page.getByRole('region', { name: en.recent });
  await expect(recent.getByRole('button', { name: 'dongle', exact: true })).toBeVisible();
  await recent.getByRole('button', { name: 'dongle', exact: true }).click();
  await expect(options(page).first()).toBeVisible();
  await page.getByRole('combobox').fill('');
  await recent.getByRole('button', { name: 'Remove “dongle”' }).click();
  await expect(recent).toBeHidden();
});

test('storage that refuses does not break the search', async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
  });
  await openFirstResult(page, 'dongle');
  // Nothing could be remembered, and nothing pretends it was.
  await page.goto('/en/support');
  await field(page).click();
  await expect(page.getByRole('region', { name: en.recent })).toHaveCount(0);
  await typeQuery(page, 'laser');
  await expect(options(page).first()).toBeVisible();
});

/** Searches on the English help centre and opens the first result with the keyboard. */
async function openFirstResult(page: Page, query: string) {
  await page.goto('/en/support');
  await typeQuery(page, query);
  // The answer for the whole query, not for a part of it searched during a pause in typing.
  await expect(page).toHaveURL(new RegExp(`\\?q=${query}$`));
  await expect(options(page).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/support\/\d+\/\d+$/);
}

for (const { c, width } of compactScreens) {
  test(`${c.locale} at ${width} px: no serious axe violation with an article page's search results open`, async ({
    browser,
  }) => {
    // axe over a whole page takes long on a busy machine.
    test.slow();
    const context = await visitor(browser, c.tag, width);
    const page = await context.newPage();
    await page.goto(`${c.prefix}/support/1/1001`);
    await typeQuery(page, c.query);
    await expect(options(page).first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    expect(await blockingViolations(page, `search results ${c.locale} @ ${width} px`)).toEqual([]);
    await context.close();
  });
}
