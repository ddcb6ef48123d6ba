// The family page and the contributor programme as a visitor meets them, in both languages on a
// wide screen and a phone: products with their downloads and manuals, the programme and its
// people, a contributor's own page, and the language switch that keeps the contributor.
import { expect, type Page, test } from '@playwright/test';
import { contentOrigin, visitor } from './support.ts';

const sites = [
  {
    prefix: '',
    tag: 'zh-CN',
    lang: 'zh',
    family: '产品家族',
    manual: /MantiSoft 用户手册/,
    programme: '贡献者计划',
    intro: '和我们一起，把激光软件做得更好',
    people: '贡献者风采',
    jonas: '机床改造商',
  },
  {
    prefix: '/en',
    tag: 'en-US',
    lang: 'en',
    family: 'Product family',
    manual: /MantiSoft user manual/,
    programme: 'Contributor programme',
    intro: 'Help us make better laser software',
    people: 'Featured contributors',
    jonas: 'Machine retrofitter',
  },
] as const;

const products = ['MantiSoft', 'MantiSurf', 'MantiSolo'] as const;

/** Every image of the page has loaded (lazy ones are scrolled into view first). */
async function expectImagesLoaded(page: Page, scope = page.locator('main')) {
  const images = scope.locator('img');
  expect(await images.count()).toBeGreaterThan(0);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
}

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

// Each page reads alike in both languages and at every width, apart from its words and the
// manual of the page's language: each is seen in Chinese on a wide screen and in English on a
// phone. (Every page's serious axe violations: e2e/a11y.spec.ts; the 404s of addresses that name
// nobody, and the internal address's redirect: integration/family-contributor.test.ts.)
const screens = [
  { site: sites[0], width: 1280 },
  { site: sites[1], width: 390 },
] as const;

for (const { site, width } of screens) {
  test.describe(`${site.tag} at ${width} px`, () => {
    test('/family shows the three products with downloads and manuals', async ({
      browser,
      request,
    }) => {
      const context = await visitor(browser, site.tag, width);
      const page = await context.newPage();
      const response = await page.goto(`${site.prefix}/family`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.family);
      const articles = page.locator('main article');
      await expect(articles).toHaveCount(3);
      for (const [index, name] of products.entries()) {
        const article = articles.nth(index);
        await expect(article.getByRole('heading', { level: 2 })).toHaveText(name);
        await expect(article.getByRole('link', { name: new RegExp(`${name}$`) })).toHaveAttribute(
          'href',
          `${site.prefix}/download`,
        );
        await expect(article.getByRole('link', { name: 'Windows' })).toHaveAttribute(
          'href',
          `${site.prefix}/download/windows`,
        );
        // The manual link is the file the content service lists for this page's language.
        const manual = await request.get(`${contentOrigin()}/api/pcUpgrade/${name}`);
        const { editions } = (await manual.json()) as {
          editions: { language: string; fileUrl: string }[];
        };
        const edition = editions.find((e) => e.language === site.lang);
        const link = article.getByRole('link', { name: new RegExp(`${name} .*PDF`) });
        await expect(link).toHaveAttribute('href', edition?.fileUrl ?? 'missing');
        await expect(link).toContainText(/PDF · \d+(\.\d)? MB · \d+/);
      }
      await expect(articles.first().getByRole('link', { name: site.manual })).toBeVisible();
      // MantiSoft has a macOS, Linux and Android download too; MantiSolo runs on Windows only.
      await expect(articles.first().getByRole('listitem').filter({ hasText: 'macOS' })).toHaveCount(
        1,
      );
      await expect(articles.nth(2).getByRole('link', { name: 'macOS' })).toHaveCount(0);
      await expectImagesLoaded(page);
      await expectNoOverflow(page);
      await context.close();
    });

    test("/contributor is reached from the footer, lists the people and leads to each one's page", async ({
      browser,
    }) => {
      const context = await visitor(browser, site.tag, width);
      const page = await context.newPage();
      await page.goto(site.prefix || '/');
      await page.locator('footer').getByRole('link', { name: site.programme }).click();
      await expect(page).toHaveURL(new RegExp(`${site.prefix}/contributor$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.intro);
      await expect(page.locator('main h2')).toHaveCount(4);
      const people = page.getByRole('region', { name: site.people }).getByRole('listitem');
      await expect(people).toHaveCount(8);
      await expect(people.getByRole('link', { name: 'Jonas Weber' })).toHaveAttribute(
        'href',
        `${site.prefix}/contributor/user/detail?id=3`,
      );
      await expect(people.filter({ hasText: 'Jonas Weber' })).toContainText(site.jonas);
      await expectImagesLoaded(page);
      await expectNoOverflow(page);

      // A contributor's page shows them, under its public address.
      await page.getByRole('link', { name: 'Jonas Weber' }).click();
      await expect(page).toHaveURL(new RegExp(`${site.prefix}/contributor/user/detail\\?id=3$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jonas Weber');
      const main = page.locator('main');
      await expect(main).toContainText(site.jonas);
      await expect(main.getByRole('link', { name: 'MantiSoft' })).toHaveAttribute(
        'href',
        `${site.prefix}/family#mantisoft`,
      );
      await expect(main.getByRole('heading', { level: 3 })).toHaveCount(2);
      await page.reload();
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
        'href',
        new RegExp(`:\\d+${site.prefix}/contributor/user/detail\\?id=3$`),
      );
      await expectImagesLoaded(page);
      await expectNoOverflow(page);
      await context.close();
    });
  });
}

test('switching language on a contributor page keeps the contributor', async ({ browser }) => {
  const context = await visitor(browser, 'zh-CN');
  const page = await context.newPage();
  await page.goto('/contributor/user/detail?id=6');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('刘洋');
  await page.getByRole('button', { name: 'Switch to English' }).click();
  await expect(page).toHaveURL(/\/en\/contributor\/user\/detail\?id=6$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Liu Yang');
  await context.close();
});
