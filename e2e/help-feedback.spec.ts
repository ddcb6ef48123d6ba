// "Was this article helpful?" as a visitor uses it, in both languages, on a wide and a narrow
// screen: a yes acknowledged and still there after a reload, changed to a no with a reason and a
// comment (whose limit is shown), and the database down: the article and the search still work
// and the widget says it could not save. Also the help search telling which result was opened.
// Every test comes from one address, so one visitor: each screen has an article of its own, and
// an answer an earlier run left today is changed first (the embedded database outlives a run).
import { expect, test } from '@playwright/test';
import { maxCommentLength } from '#lib/help-insights/feedback-terms.ts';
import { fill } from '#lib/i18n/fill.ts';
import { blockingViolations } from './axe.ts';
import { startOutageSite } from './feedback-outage-site.ts';
import {
  answerButton,
  asking,
  insightsReady,
  languages,
  openArticle,
  searchAndOpen,
  shot,
  status,
  widget,
} from './feedback-page.ts';
import { layoutShifts, noLayoutShift, watchLayoutShift } from './layout-shift.ts';
import { visitor } from './support.ts';

// The widget works alike at every width: each language is seen once, Chinese on a wide screen and
// English on a phone, which between them read every label and message of both languages.
const screens = [
  { locale: 'zh', width: 1280, article: '/support/3/3001' },
  { locale: 'en', width: 390, article: '/support/3/3004' },
] as const;

test.beforeAll(async ({ playwright }, testInfo) => {
  await insightsReady(playwright.request, testInfo.project.use.baseURL);
});

for (const { locale, width, article } of screens) {
  const { prefix, tag, strings: s, comment } = languages[locale];
  test(`${locale} at ${width} px: a yes, kept over a reload, changed to a no with a reason`, async ({
    browser,
  }) => {
    const context = await visitor(browser, tag, width);
    const page = await context.newPage();
    await openArticle(page, `${prefix}${article}`);
    await asking(page, s);
    await expect(widget(page).getByRole('heading', { name: s.question })).toBeVisible();
    await shot(page, `${locale}-${width}-idle`);

    await answerButton(page, s.yes).click();
    await expect(status(page)).toHaveText(s.thanks);
    await shot(page, `${locale}-${width}-acknowledged`);

    await page.reload();
    await openArticle(page, `${prefix}${article}`);
    await expect(status(page)).toHaveText(s.thanks);
    await widget(page).getByRole('button', { name: s.change }).click();
    await expect(answerButton(page, s.yes)).toHaveAttribute('aria-pressed', 'true');

    await answerButton(page, s.no).click();
    const reasons = widget(page).getByRole('group', { name: s.reasonLegend });
    await expect(reasons.getByRole('radio')).toHaveCount(5);
    await reasons.getByRole('radio', { name: s.reasons['missing-steps'] }).check();
    const field = widget(page).getByRole('textbox', { name: s.commentLabel });
    const counter = (count: number) => fill(s.counter, { count, max: maxCommentLength });
    await expect(widget(page).getByText(counter(0), { exact: true })).toBeVisible();
    // The limit: a longer text is cut to it, and the counter says it is reached.
    await field.fill('x'.repeat(maxCommentLength + 40));
    await expect(field).toHaveValue('x'.repeat(maxCommentLength));
    await expect(widget(page).getByText(counter(maxCommentLength), { exact: true })).toBeVisible();
    await field.fill(comment);
    await expect(widget(page).getByText(counter(comment.length), { exact: true })).toBeVisible();
    expect(await blockingViolations(page, `feedback form ${locale} @ ${width} px`)).toEqual([]);
    await shot(page, `${locale}-${width}-form`);

    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/help/feedback') && response.request().method() === 'POST',
    );
    await widget(page).getByRole('button', { name: s.send }).click();
    expect((await saved).request().postDataJSON()).toMatchObject({
      helpful: false,
      reason: 'missing-steps',
      comment,
      locale,
    });
    await expect(status(page)).toHaveText(s.thanks);

    await page.reload();
    await openArticle(page, `${prefix}${article}`);
    await expect(status(page)).toHaveText(s.thanks);
    await widget(page).getByRole('button', { name: s.change }).click();
    await expect(answerButton(page, s.no)).toHaveAttribute('aria-pressed', 'true');

    // Nothing moves when the widget arrives and shows the answer read from the server.
    const fresh = await context.newPage();
    await watchLayoutShift(fresh);
    await openArticle(fresh, `${prefix}${article}`);
    await expect(status(fresh)).toHaveText(s.thanks);
    const { total, report } = await layoutShifts(fresh);
    expect(total, `layout shifts:\n${report}`).toBeLessThan(noLayoutShift);
    expect(await blockingViolations(fresh, `feedback given ${locale} @ ${width} px`)).toEqual([]);
    await context.close();
  });
}

test("a refused answer says why, in the visitor's language, and can be sent again", async ({
  browser,
}) => {
  const { prefix, tag, strings: s } = languages.en;
  const context = await visitor(browser, tag, 1280);
  const page = await context.newPage();
  await openArticle(page, `${prefix}/support/3/3006`);
  await asking(page, s);
  // The server's refusals, answered here: past the visitor's limit, then a bad request.
  for (const [code, message] of [
    [429, s.limited],
    [400, s.failed],
  ] as const) {
    await page.route('**/api/help/feedback', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: code, json: { error: 'refused' } })
        : route.fallback(),
    );
    await answerButton(page, s.yes).click();
    await expect(widget(page).getByRole('alert')).toHaveText(message);
    await expect(status(page)).toHaveText('');
    await page.unrouteAll();
  }
  await answerButton(page, s.yes).click();
  await expect(status(page)).toHaveText(s.thanks);
  await expect(widget(page).getByRole('alert')).toHaveCount(0);
  await context.close();
});

for (const [locale, by, width] of [
  ['en', 'click', 1280],
  ['zh', 'keyboard', 390],
] as const) {
  test(`${locale} at ${width} px: the search result opened by ${by} is told to the site`, async ({
    browser,
  }) => {
    const language = languages[locale];
    const context = await visitor(browser, language.tag, width);
    const page = await context.newPage();
    await page.goto(`${language.prefix}/support`);
    const { href, request } = await searchAndOpen(page, language, by);
    expect(request.postDataJSON()).toEqual({
      query: language.query,
      locale,
      results: expect.any(Number),
      clicked: Number(href.split('/').pop()),
    });
    expect((await request.response())?.status()).toBe(200);
    await context.close();
  });
}

test('with the database down, the article and the search work and the widget says so', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(240_000);
  const site = await startOutageSite();
  try {
    await insightsReady(playwright.request, site.origin);
    const { strings: s } = languages.zh;
    const context = await browser.newContext({
      baseURL: site.origin,
      locale: 'zh-CN',
      viewport: { width: 390, height: 860 },
    });
    const page = await context.newPage();
    // Working first: the answer is saved in the private server.
    await openArticle(page, '/support/3/3005');
    await asking(page, s);
    await answerButton(page, s.yes).click();
    await expect(status(page)).toHaveText(s.thanks);

    await site.postgres.stop();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Today's answer cannot be read: the question is asked again.
    await openArticle(page, '/support/3/3005');
    await answerButton(page, s.no).click();
    await widget(page).getByRole('radio', { name: s.reasons.outdated }).check();
    const field = widget(page).getByRole('textbox', { name: s.commentLabel });
    await field.fill(languages.zh.comment);
    await widget(page).getByRole('button', { name: s.send }).click();
    await expect(widget(page).getByRole('alert')).toHaveText(s.unavailable);
    // The answer stays in the form, to be sent again later.
    await expect(field).toHaveValue(languages.zh.comment);
    await expect(widget(page).getByRole('radio', { name: s.reasons.outdated })).toBeChecked();
    await shot(page, 'zh-390-unavailable');

    await searchAndOpen(page, languages.zh, 'click');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.close();
  } finally {
    await site.stop();
  }
});
