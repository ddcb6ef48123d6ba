// What help-feedback.spec.ts shares: its two languages, the widget of a help article as the spec
// finds and waits for it, and a search whose first result is opened.
import { type APIRequest, expect, type Page, test } from '@playwright/test';
import en from '#locales/en/help-feedback.json' with { type: 'json' };
import zh from '#locales/zh/help-feedback.json' with { type: 'json' };

export const languages = {
  zh: {
    prefix: '',
    tag: 'zh-CN',
    strings: zh,
    query: '激光',
    comment: '第 3 步之后不知道该点哪里。',
  },
  en: { prefix: '/en', tag: 'en-US', strings: en, query: 'laser', comment: 'Step 3 lost me.' },
} as const;
export type Language = (typeof languages)[keyof typeof languages];

export const widget = (page: Page) => page.locator('[data-feedback]');
export const answerButton = (page: Page, name: string) =>
  widget(page).getByRole('button', { name, exact: true });
export const status = (page: Page) => widget(page).getByRole('status');

/** The article, scrolled to the widget, once its interactive part has read today's answer. */
export async function openArticle(page: Page, url: string) {
  await page.goto(url);
  await widget(page).scrollIntoViewIfNeeded();
  await expect(widget(page).locator('[data-ready]')).toHaveCount(1);
}

/** The question asked: an answer an earlier run left today is changed first, as a visitor may. */
export async function asking(page: Page, strings: Language['strings']) {
  if ((await status(page).textContent()) === strings.thanks) {
    await widget(page).getByRole('button', { name: strings.change }).click();
  }
  await expect(answerButton(page, strings.yes)).toBeVisible();
}

/** A picture of the widget on its page, kept in the test's output for a person to look at. */
export async function shot(page: Page, name: string) {
  await widget(page).scrollIntoViewIfNeeded();
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

/**
 * The database opens as the server starts, never waited for by a page: an answer sent first may
 * meet it still starting (a 503, which the outage test is about). The tests begin once it reads.
 */
export async function insightsReady(request: APIRequest, origin: string | undefined) {
  const api = await request.newContext({ baseURL: origin });
  const read = async () => (await api.get('/api/help/feedback?articleId=1')).status();
  await expect.poll(read, { timeout: 60_000 }).toBe(200);
  await api.dispose();
}

/** Searches the help centre and opens the first result; resolves with what the page told. */
export async function searchAndOpen(page: Page, language: Language, by: 'click' | 'keyboard') {
  const field = page.locator('input[name="q"]');
  await field.click();
  await field.pressSequentially(language.query, { delay: 40 });
  // The list may still show a shorter query's answer (typing on a busy machine outlasts the
  // debounce): it is the whole query's once the results highlight the whole query.
  const marks = page.locator('[role="option"] .high_light');
  await expect(marks.first()).toHaveText(language.query, { ignoreCase: true });
  const first = page.getByRole('option').first();
  await expect(first).toBeVisible();
  const href = (await first.getAttribute('href')) ?? '';
  const told = page.waitForRequest(
    (request) => request.url().endsWith('/api/help/search-events') && request.method() === 'POST',
  );
  if (by === 'click') await first.click();
  else await page.keyboard.press('ArrowDown').then(() => page.keyboard.press('Enter'));
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  return { href, request: await told };
}
