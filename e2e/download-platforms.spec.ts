// The Windows, macOS and Linux download pages as a visitor uses them, in both languages on a
// wide screen and a phone: the packages the embedded service lists, links to its files, copying a
// checksum and an install command, the levels that forward to a child, and the empty state.
// (Every page's serious axe violations: e2e/a11y.spec.ts; an unknown package's 404:
// integration/site-errors.test.ts.)
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, type Page, expect, test } from '@playwright/test';
import {
  changeJson,
  contentEditTestTimeoutMs,
  expectOnVisit,
  withContentEdit,
} from './content-edit.ts';
import { closeOpenedContexts, contentOrigin, openContext } from './support.ts';

type Item = {
  id: number;
  name: string;
  arch: string;
  fileName: string;
  downloadUrl: string;
  sha256: string;
};

const strings = {
  zh: {
    prefix: '',
    tag: 'zh-CN',
    code: 0,
    copied: '已复制',
    copyHash: (name: string, version: string) => `复制 ${name} ${version} 的 SHA-256 校验值`,
    copyCommand: (name: string) => `复制 ${name} 的安装命令`,
    empty: 'Linux (CentOS) 版暂时还没有可下载的安装包，请稍后再来看看。',
    back: '返回下载中心',
    chooseChip: '选择 Mac 的芯片类型',
  },
  en: {
    prefix: '/en',
    tag: 'en-US',
    code: 1,
    copied: 'Copied',
    copyHash: (name: string, version: string) => `Copy the SHA-256 checksum of ${name} ${version}`,
    copyCommand: (name: string) => `Copy the install command of ${name}`,
    empty: 'There is no Linux (CentOS) installer to download yet. Please check back soon.',
    back: 'Back to the download centre',
    chooseChip: "Choose your Mac's chip",
  },
} as const;

type Lang = keyof typeof strings;

test.afterEach(closeOpenedContexts);
// One of the longest reader specs: its tests share nothing but the server, so both workers take them
// rather than one worker running them all at the end of the reader phase.
test.describe.configure({ mode: 'parallel' });

async function serviceItems(request: APIRequestContext, path: string, lang: Lang) {
  const glue = path.includes('?') ? '&' : '?';
  const response = await request.get(`${contentOrigin()}${path}${glue}lang=${strings[lang].code}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: (Item & { version: string })[] }).items;
}

async function visit(browser: Browser, lang: Lang, width: number) {
  const context = await openContext(browser, {
    locale: strings[lang].tag,
    viewport: { width, height: 860 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, errors };
}

/** Each package's card: its name as a heading and its file on the content service. */
async function expectPackages(page: Page, items: Item[]) {
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(items.length);
  for (const item of items) {
    const card = page.getByRole('article', { name: item.name, exact: true });
    await expect(card).toBeVisible();
    const link = card.locator(`a[href="${item.downloadUrl}"]`).first();
    await expect(link).toBeVisible();
    // The service writes its public origin (localhost) into file URLs: same port, its file path.
    const url = new URL(item.downloadUrl);
    expect(url.port).toBe(new URL(contentOrigin()).port);
    expect(url.pathname).toBe(`/files/downloads/${item.fileName}`);
    await expect(card.getByText(item.sha256, { exact: true })).toBeVisible();
  }
}

async function expectNoOverflow(page: Page) {
  const wide = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(wide).toBe(false);
}

/** Opens a level's child and waits until the page (once hydrated) has recorded it. */
async function visitChild(page: Page, path: string, level: string, child: string) {
  await page.goto(path);
  await expect
    .poll(() =>
      page.evaluate(
        ({ key, name }) => {
          const memory: unknown = JSON.parse(sessionStorage.getItem(key) ?? '{}');
          return memory && typeof memory === 'object' ? Reflect.get(memory, name) : null;
        },
        { key: 'mantisoft:download-levels', name: level },
      ),
    )
    .toBe(child);
}

async function clipboard(page: Page) {
  return page.evaluate(() => navigator.clipboard.readText());
}

// The pages behave alike in both languages and at every width. The lists and the copy buttons,
// whose labels and layout differ, are read in both languages, each on a wide screen and on a
// phone; the rest runs once.
const windowsScreens = [
  { lang: 'zh', width: 1280 },
  { lang: 'en', width: 390 },
] as const;
const linuxScreens = [
  { lang: 'en', width: 1280 },
  { lang: 'zh', width: 390 },
] as const;

for (const { lang, width } of windowsScreens) {
  const s = strings[lang];
  test(`${lang} at ${width} px: /download/windows lists every package, copies a checksum and opens one`, async ({
    browser,
    request,
  }) => {
    const items = await serviceItems(request, '/api/pcUpgrade/Windows', lang);
    const [first, second] = items;
    if (!first || !second) throw new Error('fewer than two Windows packages');
    const { page, errors } = await visit(browser, lang, width);
    await page.goto(`${s.prefix}/download/windows`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: s.back })).toHaveAttribute(
      'href',
      `${s.prefix}/download`,
    );
    await expectPackages(page, items);
    await expectNoOverflow(page);

    const copy = page.getByRole('button', { name: s.copyHash(first.name, first.version) });
    await copy.click();
    await expect(page.locator('button[data-state="copied"]')).toContainText(s.copied);
    await expect(page.getByRole('status').filter({ hasText: s.copied })).toHaveCount(1);
    expect(await clipboard(page)).toBe(first.sha256);

    // Each package has a page of its own.
    await page.getByRole('link', { name: second.name, exact: true }).click();
    await expect(page).toHaveURL(`${s.prefix}/download/windows/${second.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${second.name} ${second.version}`,
    );
    await expectPackages(page, [second]);
    expect(errors).toEqual([]);
  });
}

for (const { lang, width } of linuxScreens) {
  const s = strings[lang];
  test(`${lang} at ${width} px: /download/linux/{distribution} shows a copyable install command`, async ({
    browser,
    request,
  }) => {
    const { page, errors } = await visit(browser, lang, width);
    for (const [distribution, code, tool] of [
      ['ubuntu', 0, 'sudo apt install ./'],
      ['centos', 1, 'sudo yum localinstall ./'],
      ['debian', 2, 'sudo apt install ./'],
    ] as const) {
      const items = await serviceItems(request, `/api/pcUpgrade/Linux?distribution=${code}`, lang);
      await page.goto(`${s.prefix}/download/linux/${distribution}`);
      await expectPackages(page, items);
      await expectNoOverflow(page);
      const [first] = items;
      if (!first) throw new Error(`no ${distribution} package`);
      const command = `${tool}${first.fileName}`;
      const card = page.getByRole('article', { name: first.name, exact: true });
      await expect(card.locator('pre code')).toHaveText(command);
      const copy = card.getByRole('button', { name: s.copyCommand(first.name) });
      await copy.click();
      await expect(card.locator('button[data-state="copied"]')).toContainText(s.copied);
      expect(await clipboard(page)).toBe(command);
    }
    // Not even a moderate violation: several cards' release notes are regions of their own.
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('/download/mac/apple and /intel show their builds and link to each other', async ({
  browser,
  request,
}) => {
  const lang = 'zh';
  const s = strings[lang];
  const items = await serviceItems(request, '/api/pcUpgrade/MacOS', lang);
  const { page, errors } = await visit(browser, lang, 1280);
  for (const [chip, arches] of [
    ['apple', ['arm64', 'universal']],
    ['intel', ['x64', 'universal']],
  ] as const) {
    await page.goto(`${s.prefix}/download/mac/${chip}`);
    const shown = items.filter((item) => (arches as readonly string[]).includes(item.arch));
    expect(shown.length).toBeGreaterThan(0);
    await expectPackages(page, shown);
    const chips = page.getByRole('navigation', { name: s.chooseChip });
    await expect(chips.locator('a[aria-current="page"]')).toHaveAttribute(
      'href',
      `${s.prefix}/download/mac/${chip}`,
    );
    await expectNoOverflow(page);
  }
  const other = page
    .getByRole('navigation', { name: s.chooseChip })
    .locator(`a[href="${s.prefix}/download/mac/apple"]`);
  await other.click();
  await expect(page).toHaveURL(`${s.prefix}/download/mac/apple`);
  expect(errors).toEqual([]);
});

test('/download/mac and /download/linux forward to the default or the last child', async ({
  browser,
}) => {
  const s = strings.en;
  const { page } = await visit(browser, 'en', 390);
  await page.goto(`${s.prefix}/download/linux`);
  await expect(page).toHaveURL(`${s.prefix}/download/linux/ubuntu`);
  // Headless Chromium on this x86 machine reports its architecture through client hints.
  await page.goto(`${s.prefix}/download/mac`);
  await expect(page).toHaveURL(`${s.prefix}/download/mac/intel`);

  await visitChild(page, `${s.prefix}/download/linux/debian`, 'linux', 'debian');
  await visitChild(page, `${s.prefix}/download/mac/apple`, 'mac', 'apple');
  await page.goto(`${s.prefix}/download/linux`);
  await expect(page).toHaveURL(`${s.prefix}/download/linux/debian`);
  await page.goto(`${s.prefix}/download/mac`);
  await expect(page).toHaveURL(`${s.prefix}/download/mac/apple`);
});

test('/download/mac defaults to Apple silicon when the chip cannot be told', async ({
  browser,
}) => {
  const context = await openContext(browser, { locale: 'en-US' });
  // Safari and Firefox have no client hints.
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined });
  });
  const page = await context.newPage();
  await page.goto('/en/download/mac');
  await expect(page).toHaveURL('/en/download/mac/apple');
});

test('without JavaScript the levels offer links to their children', async ({ browser }) => {
  const context = await openContext(browser, { javaScriptEnabled: false, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/download/linux');
  const linux = page.getByRole('navigation', { name: '选择 Linux 发行版' });
  for (const child of ['ubuntu', 'centos', 'debian']) {
    await expect(linux.locator(`a[href="/download/linux/${child}"]`)).toBeVisible();
  }
  await page.goto('/en/download/mac');
  const mac = page.getByRole('navigation', { name: "Choose your Mac's chip" });
  for (const child of ['apple', 'intel']) {
    await expect(mac.locator(`a[href="/en/download/mac/${child}"]`)).toBeVisible();
  }
});

// Empties a distribution in the seed copy and sends its webhook: tagged @edits, it runs in the
// serial phase after every other test (playwright.config.ts). The others here only read.
test(
  'a distribution without packages shows the empty state in both languages',
  { tag: '@edits' },
  async ({ page, request }) => {
    test.setTimeout(contentEditTestTimeoutMs);
    const centosItems = async () =>
      (await serviceItems(request, '/api/pcUpgrade/Linux?distribution=1', 'zh')).length;
    const before = await centosItems();
    expect(before).toBeGreaterThan(0);
    const edit = {
      file: 'software.json',
      change: changeJson<{ linux: { centos: unknown[] } }>((seed) => (seed.linux.centos = [])),
      served: async () => (await centosItems()) === 0,
      tags: ['download:linux'],
    };
    await withContentEdit(request, edit, async (content) => {
      await content.publish();
      for (const lang of ['zh', 'en'] as const) {
        const s = strings[lang];
        await expectOnVisit(page, `${s.prefix}/download/linux/centos`, () =>
          page.getByText(s.empty).count(),
        ).toBe(1);
        await expect(page.getByRole('article')).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
    });
    expect(await centosItems()).toBe(before);
    await expectOnVisit(page, '/download/linux/centos', () =>
      page.getByRole('article').count(),
    ).toBe(before);
  },
);

test('a copy that the browser refuses tells the visitor', async ({ browser }) => {
  const context = await openContext(browser, { locale: 'en-US' });
  // Both ways refused: no clipboard permission and no legacy copy (some embedded browsers).
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
    document.execCommand = () => false;
  });
  const page = await context.newPage();
  await page.goto('/en/download/linux/ubuntu');
  await page
    .getByRole('button', { name: /^Copy the install command of/ })
    .first()
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Could not copy. Please select the text' }),
  ).toBeVisible();
});
