// The help centre's pages as a visitor meets them: the headings as cards, the popular searches,
// each heading's tree (remembered while moving between articles, a drawer on small screens),
// articles with their rich text, and the content team's refresh. The addresses that are 404s and
// what the pages' HTML holds: integration/help-pages.test.ts.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  changeHelpArticle,
  contentEditTestTimeoutMs,
  expectOnVisit,
  helpArticleSeed,
  withContentEdit,
} from './content-edit.ts';
import { contentOrigin, visitor } from './support.ts';

const locales = [
  {
    tag: 'zh-CN',
    prefix: '',
    lang: 0,
    contents: '目录',
    close: '关闭目录',
    tree: '帮助目录',
    crumbs: '当前位置',
  },
  {
    tag: 'en-US',
    prefix: '/en',
    lang: 1,
    contents: 'Contents',
    close: 'Close contents',
    tree: 'Help topics',
    crumbs: 'Breadcrumb',
  },
] as const;

const tree = (page: Page, name: string) => page.getByRole('navigation', { name });
const section = (page: Page, name: string, id: number) =>
  tree(page, name).locator(`[data-section-id="${id}"]`);

/** Where the content service places a popular search: its heading and recommended article. */
async function popularTarget(request: APIRequestContext, lang: number, id: number) {
  const [parents, results] = await Promise.all([
    request.get(`${contentOrigin()}/api/searchToInfo/parentId?lang=${lang}&id=${id}`),
    request.get(`${contentOrigin()}/api/searchToInfo/list?lang=${lang}&id=${id}`),
  ]);
  const place = (await parents.json()) as { typeId: number; subId: number };
  const list = (await results.json()) as { search: { keyword: string }; items: { id: number }[] };
  return { ...place, articleId: list.items[0]?.id, keyword: list.search.keyword };
}

/** The titles of a section's articles, in order, as the content service lists them. */
async function sectionArticleTitles(
  request: APIRequestContext,
  lang: number,
  typeId: number,
  sectionId: number,
): Promise<string[]> {
  const answer = await request.get(
    `${contentOrigin()}/api/helpSubToInfo/list?lang=${lang}&typeId=${typeId}`,
  );
  const { items } = (await answer.json()) as {
    items: { id: number; articles: { title: string }[] }[];
  };
  const titles = items.find((each) => each.id === sectionId)?.articles.map((a) => a.title) ?? [];
  expect(titles.length).toBeGreaterThan(1);
  return titles;
}

// Each behaviour holds in both languages; the tree is a drawer below 992 px. Each test runs in
// one language, the two languages sharing them out, and the ones that the drawer changes run
// once with it and once without.
const [zh, en] = locales;
for (const { locale, width } of [
  { locale: zh, width: 390 },
  { locale: en, width: 1280 },
]) {
  test.describe(`${locale.tag} at ${width} px`, () => {
    test('a card and the tree lead from the help centre to an article and its section', async ({
      browser,
      request,
    }) => {
      const context = await visitor(browser, locale.tag, width);
      const page = await context.newPage();
      await page.goto(`${locale.prefix}/support`);
      await expect(page.locator('[data-topic-id]')).toHaveCount(6);
      const card = page.locator('[data-topic-id="2"]');
      const topicTitle = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
      await card.getByRole('link', { name: topicTitle }).click();
      await expect(page).toHaveURL(`${locale.prefix}/support/2`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(topicTitle);

      if (width === 390) {
        await expect(tree(page, locale.tree)).toBeHidden();
        await page.getByRole('button', { name: locale.contents, exact: true }).click();
      }
      const nesting = section(page, locale.tree, 202);
      const toggle = nesting.getByRole('button');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const link = nesting.getByRole('link').nth(1);
      const title = (await link.textContent()) ?? '';
      await link.click();
      await expect(page).toHaveURL(`${locale.prefix}/support/2/2005`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      if (width === 390) {
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await page.getByRole('button', { name: locale.contents, exact: true }).click();
      }
      await expect(nesting.getByRole('link', { name: title })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const crumbs = page.getByRole('navigation', { name: locale.crumbs });
      await expect(crumbs.getByRole('listitem')).toHaveCount(4);
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(title);
      await expect(crumbs.getByRole('link', { name: topicTitle })).toHaveAttribute(
        'href',
        `${locale.prefix}/support/2`,
      );

      // The section's crumb leads to its own page, which lists every one of its articles.
      if (width === 390) await page.getByRole('button', { name: locale.close }).click();
      const sectionTitle = (await crumbs.getByRole('listitem').nth(2).textContent()) ?? '';
      await crumbs.getByRole('link', { name: sectionTitle }).click();
      await expect(page).toHaveURL(`${locale.prefix}/support/2/section/202`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(sectionTitle);
      await expect(crumbs.getByRole('listitem')).toHaveCount(3);
      const listed = page.getByRole('heading', { level: 1 }).locator('xpath=..').getByRole('link');
      await expect(listed).toHaveText(await sectionArticleTitles(request, locale.lang, 2, 202));
      await expect(listed.getByText(title, { exact: true })).toHaveCount(1);
      await context.close();
    });
  });
}

test('en-US at 390 px: a popular search opens its article with the tree open at its section', async ({
  browser,
  request,
}) => {
  const locale = en;
  const target = await popularTarget(request, locale.lang, 1);
  const context = await visitor(browser, locale.tag, 390);
  const page = await context.newPage();
  await page.goto(`${locale.prefix}/support`);
  const chips = page.getByRole('region', { name: /热门搜索|Popular searches/ });
  await chips.getByRole('link', { name: target.keyword, exact: true }).click();
  await expect(page).toHaveURL(`${locale.prefix}/support/${target.typeId}/${target.articleId}`);
  // On a phone the tree is in the drawer.
  await page.getByRole('button', { name: locale.contents, exact: true }).click();
  const place = section(page, locale.tree, target.subId);
  await expect(place.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
  const current = place.locator('a[aria-current="page"]');
  await expect(current).toHaveAttribute(
    'href',
    `${locale.prefix}/support/${target.typeId}/${target.articleId}`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    (await current.textContent()) ?? '',
  );
  await context.close();
});

for (const { locale, width } of [
  { locale: en, width: 390 },
  { locale: zh, width: 1280 },
]) {
  test.describe(`${locale.tag} at ${width} px`, () => {
    test('an article shows its table, code and pictures, and its section around it', async ({
      browser,
    }) => {
      const context = await visitor(browser, locale.tag, width);
      const page = await context.newPage();
      await page.goto(`${locale.prefix}/support/2/2011`);
      const article = page.locator('article');
      await expect(article.locator('table')).toBeVisible();
      await expect(article.locator('pre code')).toContainText('smoothness=96.4');
      await expect(article.locator('h2[id]').first()).toBeVisible();
      await expect(article.locator('time')).toHaveText(
        locale.lang === 0 ? /^\d{4}-\d{2}-\d{2}$/ : /^[A-Z][a-z]+ \d{1,2}, \d{4}$/,
      );
      const image = article.locator('img[src$=".png"]');
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      await image.click();
      const overlay = page.getByRole('dialog');
      await expect(overlay.locator('img')).toHaveAttribute('src', /\.png$/);
      await page.keyboard.press('Escape');
      await expect(overlay).toHaveCount(0);

      // The first article of its section has a next one and no previous one.
      const neighbours = page.getByRole('navigation', { name: /上一篇|Previous and next/ });
      await expect(neighbours.locator('a[rel=prev]')).toHaveCount(0);
      await neighbours.locator('a[rel=next]').click();
      await expect(page).toHaveURL(`${locale.prefix}/support/2/2012`);
      const aside = page.getByRole('complementary');
      await expect(aside.locator('[aria-current="page"]')).toHaveText(
        (await page.getByRole('heading', { level: 1 }).textContent()) ?? '',
      );
      await expect(aside.getByRole('link')).toHaveCount(2);
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
        'href',
        new RegExp(`${locale.prefix}/support/2/2012$`),
      );
      await expect(page.locator('link[hreflang=en-US]')).toHaveAttribute(
        'href',
        /\/en\/support\/2\/2012$/,
      );
      await context.close();
    });
  });
}

test(`${zh.tag}: the tree keeps the sections the visitor opened, also after a reload`, async ({
  browser,
}) => {
  const locale = zh;
  const context = await visitor(browser, locale.tag, 1280);
  const page = await context.newPage();
  await page.goto(`${locale.prefix}/support/1/1001`);
  const install = section(page, locale.tree, 101).getByRole('button');
  const project = section(page, locale.tree, 103).getByRole('button');
  await expect(install).toHaveAttribute('aria-expanded', 'true');
  await expect(project).toHaveAttribute('aria-expanded', 'false');
  await project.click();
  await expect(project).toHaveAttribute('aria-expanded', 'true');

  await section(page, locale.tree, 101).getByRole('link').nth(2).click();
  await expect(page).toHaveURL(`${locale.prefix}/support/1/1003`);
  await expect(project).toHaveAttribute('aria-expanded', 'true');
  await expect(install).toHaveAttribute('aria-expanded', 'true');

  // Closing the current section sticks too, until the visitor reaches one of its articles.
  await install.click();
  await expect(install).toHaveAttribute('aria-expanded', 'false');
  await page.reload();
  await expect(project).toHaveAttribute('aria-expanded', 'true');
  await expect(install).toHaveAttribute('aria-expanded', 'false');
  await section(page, locale.tree, 103).getByRole('link').first().click();
  await expect(page).toHaveURL(`${locale.prefix}/support/1/1008`);
  await expect(install).toHaveAttribute('aria-expanded', 'false');
  await expect(project).toHaveAttribute('aria-expanded', 'true');
  await context.close();
});

test(`${en.tag}: a section's own page opens it in the tree, with its articles in the page`, async ({
  browser,
  request,
}) => {
  const locale = en;
  const context = await visitor(browser, locale.tag, 1280);
  const page = await context.newPage();
  const treeReads: string[] = [];
  page.on('request', (each) => {
    if (each.url().includes('/api/help/tree')) treeReads.push(each.url());
  });
  await page.goto(`${locale.prefix}/support/1/section/101`);
  const install = section(page, locale.tree, 101);
  await expect(install.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
  await expect(install.getByRole('link')).toHaveText(
    await sectionArticleTitles(request, locale.lang, 1, 101),
  );
  await expect(tree(page, locale.tree).locator('[aria-current]')).toHaveCount(0);
  await expect(section(page, locale.tree, 103).getByRole('button')).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  expect(treeReads).toEqual([]);
  await context.close();
});

for (const locale of locales) {
  test(`${locale.tag}: an article carries its own section's articles; the others arrive when opened`, async ({
    browser,
    request,
  }) => {
    // What the page's HTML leaves out and the tree's answer: integration/help-pages.test.ts.
    const lang = locale.prefix ? 'en' : 'zh';
    const answer = await request.get(`/api/help/tree?locale=${lang}&typeId=1`);
    const { sections } = (await answer.json()) as {
      sections: { id: number; articles: { id: number; title: string }[] }[];
    };

    const context = await visitor(browser, locale.tag, 1280);
    const page = await context.newPage();
    let answerTree = () => {};
    const held = new Promise<void>((resolve) => {
      answerTree = resolve;
    });
    await page.route('**/api/help/tree?*', async (route) => {
      await held;
      await route.fulfill({ status: 503, json: { error: 'down' } });
    });
    await page.goto(`${locale.prefix}/support/1/1001`);
    const shortcuts = section(page, locale.tree, 104);
    await shortcuts.getByRole('button').click();
    await expect(shortcuts.getByRole('status')).toHaveText(
      locale.prefix ? 'Loading the articles…' : '正在加载文章…',
    );
    answerTree();
    const failure = shortcuts.getByRole('alert');
    await expect(failure).toContainText(
      locale.prefix ? 'The articles could not be loaded.' : '文章未能加载。',
    );
    await page.unroute('**/api/help/tree?*');
    await failure.getByRole('button', { name: locale.prefix ? 'Try again' : '重试' }).click();
    const expected = sections.find((each) => each.id === 104)?.articles ?? [];
    expect(expected.length).toBeGreaterThan(0);
    await expect(shortcuts.getByRole('link')).toHaveText(expected.map((each) => each.title));
    await expect(shortcuts.getByRole('link').first()).toHaveAttribute(
      'href',
      `${locale.prefix}/support/1/${expected[0]?.id}`,
    );
    // Read once for the tab: opening a third section asks nothing more.
    const asked: string[] = [];
    page.on('request', (each) => {
      if (each.url().includes('/api/help/tree')) asked.push(each.url());
    });
    await section(page, locale.tree, 103).getByRole('button').click();
    await expect(section(page, locale.tree, 103).getByRole('link')).toHaveCount(3);
    expect(asked).toEqual([]);
    await context.close();
  });
}

test(`${en.tag}: the tree stays scrolled where the visitor left it on the next article`, async ({
  browser,
}) => {
  const locale = en;
  const context = await browser.newContext({
    locale: locale.tag,
    viewport: { width: 1280, height: 520 },
  });
  const page = await context.newPage();
  await page.goto(`${locale.prefix}/support/1/1001`);
  for (const id of [102, 103, 104]) {
    await section(page, locale.tree, id).getByRole('button').click();
    await expect(section(page, locale.tree, id).getByRole('link').first()).toBeVisible();
  }
  const panel = page.locator('#help-tree-panel');
  const scrolled = await panel.evaluate((element) => {
    element.scrollTop = element.scrollHeight;
    return element.scrollTop;
  });
  expect(scrolled).toBeGreaterThan(100);
  const last = section(page, locale.tree, 104).getByRole('link').last();
  const target = (await last.getAttribute('href')) ?? '';
  await last.click();
  await expect(page).toHaveURL(target);
  await expect(last).toHaveAttribute('aria-current', 'page');
  expect(await panel.evaluate((element) => element.scrollTop)).toBe(scrolled);
  await context.close();
});

test(`${en.tag}: at 390 px the tree is a drawer that holds focus until closed`, async ({
  browser,
}) => {
  const locale = en;
  const context = await visitor(browser, locale.tag, 390);
  const page = await context.newPage();
  await page.goto(`${locale.prefix}/support/1/1001`);
  const opener = page.getByRole('button', { name: locale.contents, exact: true });
  const drawer = page.getByRole('dialog', { name: locale.contents });
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
  await expect(tree(page, locale.tree)).toBeHidden();
  await expect(drawer).toHaveCount(0);

  await opener.click();
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: /关闭|Close/ })).toBeFocused();
  const inDrawer = () =>
    page.evaluate(() => Boolean(document.activeElement?.closest('[role=dialog]')));
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press(step % 4 === 3 ? 'Shift+Tab' : 'Tab');
    expect(await inDrawer()).toBe(true);
  }
  // The page behind is out of reach and does not scroll.
  expect(await page.evaluate(() => document.querySelector('header')?.inert)).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(opener).toBeFocused();
  expect(await page.evaluate(() => document.querySelector('header')?.inert)).toBe(false);

  await opener.click();
  await drawer.getByRole('button', { name: /关闭|Close/ }).click();
  await expect(drawer).toHaveCount(0);
  await expect(opener).toBeFocused();

  await opener.click();
  await section(page, locale.tree, 101).getByRole('link').nth(1).click();
  await expect(page).toHaveURL(`${locale.prefix}/support/1/1002`);
  await expect(drawer).toHaveCount(0);
  await expect(tree(page, locale.tree)).toBeHidden();
  await context.close();
});

// Edits the seed copy and sends its webhook: tagged @edits, it runs in the serial phase after
// every other test (playwright.config.ts). The others here only read.
test(
  'an article edited in the content service appears after the webhook for its tag',
  { tag: '@edits' },
  async ({ page, request }) => {
    test.setTimeout(contentEditTestTimeoutMs);
    const id = 2012;
    const original = (await helpArticleSeed(id)).article.en.title;
    const articleTitle = async () => {
      const response = await request.get(`${contentOrigin()}/api/helpInfo/get?lang=1&id=${id}`);
      return ((await response.json()) as { title: string }).title;
    };
    const heading = page.getByRole('heading', { level: 1 });
    const inTree = tree(page, 'Help topics').locator('a[aria-current="page"]');
    const path = `/en/support/2/${id}`;
    const shows = (title: string) =>
      expectOnVisit(page, path, async () => [
        await heading.textContent(),
        await inTree.textContent(),
      ]).toEqual([title, title]);

    await page.goto(path);
    await expect(heading).toHaveText(original);
    const edited = `Tube centring, edited ${Date.now()}`;
    const edit = {
      file: (await helpArticleSeed(id)).file,
      change: changeHelpArticle(id, (article) => {
        article.en.title = edited;
        article.en.content = `<p>A note added while running.</p>${article.en.content}`;
      }),
      served: async () => (await articleTitle()) === edited,
      tags: [`help:${id}`],
    };
    await withContentEdit(request, edit, async (content) => {
      // The page is static: without the webhook the edit stays unseen.
      await page.reload();
      await expect(heading).toHaveText(original);
      const answer = await content.publish();
      expect(await answer.json()).toMatchObject({ revalidated: [`help:${id}`, 'help-tree'] });
      await shows(edited);
      await expect(page.locator('article')).toContainText('A note added while running.');
    });
    expect(await articleTitle()).toBe(original);
    await shows(original);
  },
);
