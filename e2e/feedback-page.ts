// The feedback widget of a help article as help-feedback.spec.ts finds and waits for it.
import { type APIRequest, expect, type Page, test } from '@playwright/test';

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
