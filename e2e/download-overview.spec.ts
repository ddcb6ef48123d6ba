// The download centre overview as visitors on different systems meet it, in both languages on a
// wide screen and a phone: MantiSoft's latest version on each platform card, the visitor's own
// platform offered first, both Mac builds where the chip cannot be told, a note for a system
// without a package, the Android QR code, and the `from` query carried to the platform pages.
import { readFileSync } from 'node:fs';
import { expect, type Browser, type Page, test } from '@playwright/test';

const sites = [
  {
    prefix: '',
    locale: 'zh-CN',
    platforms: { windows: 'Windows', macos: 'macOS', linux: 'Linux', android: 'Android' },
    yours: '您的系统',
    apple: /Apple 芯片/,
    intel: /Intel 芯片/,
    iosNote: /MantiSoft 不支持 iPhone 和 iPad/,
    qr: 'Android 应用下载链接的二维码',
    manuals: /MantiSoft 用户手册/,
  },
  {
    prefix: '/en',
    locale: 'en-US',
    platforms: { windows: 'Windows', macos: 'macOS', linux: 'Linux', android: 'Android' },
    yours: 'Your system',
    apple: /Apple silicon/,
    intel: /Intel/,
    iosNote: /MantiSoft does not run on iPhone or iPad/,
    qr: "QR code of the Android app's download link",
    manuals: /MantiSoft user manual/,
  },
] as const;

const agents = {
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
};

type SeedPackage = { product: string; versions: { version: string; releaseDate: number }[] };
const seed = JSON.parse(
  readFileSync(new URL('../content-service/seed/software.json', import.meta.url), 'utf8'),
) as {
  windows: SeedPackage[];
  macos: SeedPackage[];
  android: SeedPackage[];
  linux: { ubuntu: SeedPackage[] };
};

/** MantiSoft's newest version in a seed list, and its date as the page writes it (China time). */
function latest(list: SeedPackage[]) {
  const newest = list.find((item) => item.product === 'MantiSoft')?.versions[0];
  if (!newest) throw new Error('the seed lists MantiSoft on every platform');
  const date = new Date((newest.releaseDate + 8 * 3600) * 1000).toISOString().slice(0, 10);
  return { version: newest.version, date };
}

const expected = {
  windows: latest(seed.windows),
  macos: latest(seed.macos),
  linux: latest(seed.linux.ubuntu),
  android: latest(seed.android),
};

type Site = (typeof sites)[number];
type PlatformKey = keyof Site['platforms'];

function card(page: Page, site: Site, platform: PlatformKey) {
  return page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 2, name: site.platforms[platform], exact: true }),
  });
}

/** The name of the card a visitor sees first: top-most, then left-most. */
async function firstCardName(page: Page): Promise<string> {
  const cards = page.getByRole('list', { name: /Platforms|平台/ }).getByRole('listitem');
  const boxes = await Promise.all(
    (await cards.all()).map(async (each) => ({
      box: await each.boundingBox(),
      name: await each.getByRole('heading', { level: 2 }).innerText(),
    })),
  );
  const shown = boxes.filter((each) => each.box !== null);
  shown.sort((a, b) => (a.box?.y ?? 0) - (b.box?.y ?? 0) || (a.box?.x ?? 0) - (b.box?.x ?? 0));
  return shown[0]?.name ?? '';
}

async function open(browser: Browser, site: Site, width: number, userAgent: string, query = '') {
  const context = await browser.newContext({
    locale: site.locale,
    userAgent,
    viewport: { width, height: 860 },
  });
  // Safari has no User-Agent Client Hints; Chromium derives them from an overridden user agent.
  if (/Version\/[\d.]+ (Mobile\/\w+ )?Safari/.test(userAgent)) {
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined });
    });
  }
  const page = await context.newPage();
  await page.goto(`${site.prefix}/download${query}`);
  return page;
}

// The order of the cards depends on the width (a row, or one under another) and their labels on
// the language: every visitor is seen in Chinese on a wide screen and in English on a phone.
const screens = [
  { site: sites[0], width: 1280 },
  { site: sites[1], width: 390 },
] as const;

for (const { site, width } of screens) {
  test.describe(`${site.locale} at ${width} px`, () => {
    test('the cards show the latest MantiSoft with its date and the Android QR code; `from` follows', async ({
      browser,
    }) => {
      const page = await open(browser, site, width, agents.windows, '?from=home');
      for (const platform of ['windows', 'macos', 'linux', 'android'] as const) {
        const each = card(page, site, platform);
        await expect(each).toContainText(`MantiSoft ${expected[platform].version}`);
        await expect(each).toContainText(expected[platform].date);
      }
      await expect(card(page, site, 'windows')).toContainText(/\d+(\.\d)? MB/);
      await expect(page.getByRole('link', { name: site.manuals })).toHaveAttribute(
        'href',
        /^http.*\.pdf$/,
      );

      const android = card(page, site, 'android');
      await expect(android.getByRole('link', { name: /APK/ })).toHaveAttribute('href', /\.apk$/);
      const qr = android.getByRole('img', { name: site.qr });
      await expect(qr).toBeVisible();
      expect(await qr.evaluate((svg) => svg.tagName.toLowerCase())).toBe('svg');

      // The query the visitor came with follows them to the platform pages.
      const windows = card(page, site, 'windows').getByRole('link');
      await expect(windows).toHaveAttribute('href', `${site.prefix}/download/windows?from=home`);
      await expect(card(page, site, 'linux').getByRole('link')).toHaveAttribute(
        'href',
        `${site.prefix}/download/linux/ubuntu?from=home`,
      );
      await windows.click();
      await expect(page).toHaveURL(new RegExp(`${site.prefix}/download/windows\\?from=home$`));
      await page.context().close();
    });

    for (const [agent, platform] of [
      ['windows', 'windows'],
      ['macChrome', 'macos'],
      ['android', 'android'],
    ] as const) {
      test(`a ${agent} visitor gets ${platform} first`, async ({ browser }) => {
        const page = await open(browser, site, width, agents[agent]);
        const own = card(page, site, platform);
        await expect(own.getByText(site.yours)).toBeVisible();
        expect(await firstCardName(page)).toBe(site.platforms[platform]);
        await page.context().close();
      });
    }

    test('Safari on a Mac is offered both builds side by side', async ({ browser }) => {
      const page = await open(browser, site, width, agents.macSafari);
      const mac = card(page, site, 'macos');
      await expect(mac.getByText(site.yours)).toBeVisible();
      await expect(mac.getByRole('link', { name: site.apple })).toBeVisible();
      await expect(mac.getByRole('link', { name: site.intel })).toBeVisible();
      await page.context().close();
    });

    test('an iPhone gets a note instead of a download', async ({ browser }) => {
      const page = await open(browser, site, width, agents.iphone);
      await expect(page.getByText(site.iosNote)).toBeVisible();
      await expect(page.getByText(site.yours)).toHaveCount(4);
      for (const label of await page.getByText(site.yours).all()) await expect(label).toBeHidden();
      await page.context().close();
    });
  });
}

test('an unsafe from query is dropped', async ({ browser }) => {
  const site = sites[1];
  const page = await open(browser, site, 1280, agents.windows, '?from=%22%3E%3Cx%3E');
  await expect(card(page, site, 'windows').getByRole('link')).toHaveAttribute(
    'href',
    '/en/download/windows',
  );
  await page.context().close();
});
