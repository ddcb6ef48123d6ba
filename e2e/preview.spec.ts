// The content team's preview as an editor meets it in a browser: a signed link opens the draft
// with the preview bar, which a visitor at the same time never sees; the bar is reachable by the
// keyboard and passes axe; leaving returns to the same page, published. The drafts are the
// seed's own (content-service/seed/drafts/). What the site answers with and without the draft
// cookie, what programs read, what its caches hold and how the links refuse bad forms are HTTP
// answers: integration/preview.test.ts; with Redis, integration/own-sites/shared-cache.test.ts.
import { expect, type Page, test } from '@playwright/test';
import { draftSessionCookie } from '#lib/preview/draft-session.ts';
import { previewLink } from '#lib/preview/preview-link.ts';
import { blockingViolations } from './axe.ts';
import { closeOpenedContexts, openContext, testSettings } from './support.ts';
import { seedDrafts } from '#tools/testing/seed-facts.ts';

test.afterEach(closeOpenedContexts);

const drafts = seedDrafts;

function link(baseURL: string | undefined, path: string) {
  return previewLink(baseURL ?? '', testSettings().previewSecret ?? '', path).href;
}

async function expectBar(page: Page, shown: boolean) {
  const bar = page.getByRole('complementary', { name: 'Preview' });
  if (!shown) return expect(bar).toHaveCount(0);
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('status')).toHaveText('Preview: unpublished content');
}

test('an editor previews the drafts with the bar, then leaves, while a visitor sees the published site', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const options = { locale: 'en-US', viewport: { width: 1280, height: 860 } };
  const editor = await (await openContext(browser, options)).newPage();
  const visitor = await (await openContext(browser, options)).newPage();

  // The link opens the unpublished announcement with the bar; the browser keeps the cookie.
  await editor.goto(link(baseURL, drafts.announcement.path));
  expect(new URL(editor.url()).pathname).toBe(drafts.announcement.path);
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText(drafts.announcement.title);
  await expectBar(editor, true);
  const cookies = await editor.context().cookies();
  for (const name of ['__prerender_bypass', draftSessionCookie]) {
    const cookie = cookies.find((c) => c.name === name);
    expect(cookie, name).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false });
  }

  // The bar goes along to the editor's next page, and is reachable by the keyboard.
  await editor.goto(drafts.help.path);
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText(drafts.help.draft);
  await expectBar(editor, true);
  const leave = editor.getByRole('link', { name: 'Leave preview' });
  await editor.keyboard.press('Tab');
  await editor.keyboard.press('Tab');
  await expect(leave).toBeFocused();
  expect(await blockingViolations(editor, 'preview bar'), 'serious or critical').toEqual([]);

  // The visitor, at the same time: the published article, and no bar.
  await visitor.goto(drafts.help.path);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(drafts.help.published);
  await expectBar(visitor, false);

  // Leaving returns to the same page, published, and forgets the cookie.
  await leave.press('Enter');
  await editor.waitForURL((url) => url.pathname === drafts.help.path);
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText(drafts.help.published);
  await expectBar(editor, false);
  const left = (await editor.context().cookies()).map((c) => c.name);
  expect(left).not.toContain('__prerender_bypass');
  expect(left).not.toContain(draftSessionCookie);
  const gone = await editor.goto(drafts.announcement.path);
  expect(gone?.status()).toBe(404);
});
