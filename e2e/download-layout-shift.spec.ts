// No visitor of /download sees the page move, whatever platform it detects: the visitor's card is
// first from the first paint, and what the browser tells later changes colours only (a Mac's
// chip) or lays a note over the page (Windows or Linux on ARM). The page's scripts are held back until the page has been painted without them, as on a
// slow phone, so that a card moved by the scripts would move on screen and count; the layout
// shifts are summed as Lighthouse's CLS.
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { blockingViolations } from './axe.ts';
import { layoutShifts, noLayoutShift, watchLayoutShift } from './layout-shift.ts';
import { after, type PageInParts, servePageInParts } from './page-in-parts.ts';
import { finishPageTasks, type HeldRequests, holdRequests, waitForHydration } from './page-time.ts';

const agents = {
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  linux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
};

type Visitor = {
  name: string;
  agent: string;
  /** The client hints Chromium sends (none for Safari). */
  hints?: { platform: string; architecture: string; mobile: boolean };
  /** The marks the list carries once everything is known. */
  marks: { platform?: string; arch?: string; unsupported?: string; 'late-note'?: string };
};

const visitors: Visitor[] = [
  {
    name: 'Windows',
    agent: agents.windows,
    hints: { platform: 'Windows', architecture: 'x86', mobile: false },
    marks: { platform: 'windows', arch: 'x86' },
  },
  {
    name: 'a Mac with Apple silicon',
    agent: agents.mac,
    hints: { platform: 'macOS', architecture: 'arm', mobile: false },
    marks: { platform: 'macos', arch: 'arm' },
  },
  {
    name: 'a Mac with an Intel chip',
    agent: agents.mac,
    hints: { platform: 'macOS', architecture: 'x86', mobile: false },
    marks: { platform: 'macos', arch: 'x86' },
  },
  {
    name: 'Safari on a Mac',
    agent: agents.macSafari,
    marks: { platform: 'macos', arch: 'unknown' },
  },
  {
    name: 'Linux',
    agent: agents.linux,
    hints: { platform: 'Linux', architecture: 'x86', mobile: false },
    marks: { platform: 'linux', arch: 'x86' },
  },
  // Chromium on ARM sends the x64 user agent: only the late hint tells the processor.
  {
    name: 'Windows on ARM',
    agent: agents.windows,
    hints: { platform: 'Windows', architecture: 'arm', mobile: false },
    marks: { platform: 'windows', 'late-note': 'windows-arm' },
  },
  {
    name: 'Linux on ARM',
    agent: agents.linux,
    hints: { platform: 'Linux', architecture: 'arm', mobile: false },
    marks: { platform: 'linux', 'late-note': 'linux-arm' },
  },
  {
    name: 'an Android phone',
    agent: agents.android,
    hints: { platform: 'Android', architecture: '', mobile: true },
    marks: { platform: 'android' },
  },
  { name: 'an iPhone', agent: agents.iphone, marks: { unsupported: 'ios' } },
];

type HintsWindow = Window & { hintsRead?: boolean };

/**
 * A visitor's tab, watched for layout shifts, whose scripts are held back until the test lets
 * them through, as on a slow phone where they arrive long after the HTML.
 */
async function open(browser: Browser, visitor: Visitor, width: number) {
  const context = await browser.newContext({
    userAgent: visitor.agent,
    viewport: { width, height: 860 },
    isMobile: width < 600,
    hasTouch: width < 600,
  });
  const page = await context.newPage();
  if (visitor.hints) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setUserAgentOverride', {
      userAgent: visitor.agent,
      userAgentMetadata: {
        brands: [{ brand: 'Chromium', version: '131' }],
        fullVersion: '131.0.0.0',
        platform: visitor.hints.platform,
        platformVersion: '14.0.0',
        architecture: visitor.hints.architecture,
        model: '',
        mobile: visitor.hints.mobile,
      },
    });
    // The page asks for the processor's hint once it runs; the test waits for the answer.
    await page.addInitScript(() => {
      type Hints = { getHighEntropyValues: (names: string[]) => Promise<unknown> };
      const data: unknown = Reflect.get(window, 'NavigatorUAData');
      const prototype = (data as { prototype: Hints } | undefined)?.prototype;
      if (!prototype) return;
      const read = prototype.getHighEntropyValues;
      prototype.getHighEntropyValues = async function (this: Hints, names: string[]) {
        try {
          return await read.call(this, names);
        } finally {
          (window as HintsWindow).hintsRead = true;
        }
      };
    });
  } else {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined });
    });
  }
  await watchLayoutShift(page);
  const scripts = await holdRequests(page, (request) => request.resourceType() === 'script');
  return { context, page, scripts };
}

/** Two frames: whatever the page holds now has been laid out and painted. */
const painted = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

/**
 * Lets the scripts in once the page has been painted without them, and waits until the page has
 * hydrated, read the processor's hint and drawn the outcome. Returns the list.
 */
async function runScripts(page: Page, visitor: Visitor, scripts: HeldRequests): Promise<Locator> {
  await painted(page);
  await scripts.release();
  const card = page.locator('[data-card="windows"]');
  await waitForHydration(card);
  if (visitor.hints) {
    await expect
      .poll(() => page.evaluate(() => (window as HintsWindow).hintsRead === true))
      .toBe(true);
  }
  await finishPageTasks(page);
  return card.locator('xpath=ancestor::div[1]');
}

/**
 * Opens a page that arrives in parts: the rest of it once the browser has painted the first part
 * (down to the element `lastSent` finds), then its scripts.
 */
async function visitInParts(
  browser: Browser,
  site: PageInParts,
  visitor: Visitor,
  width: number,
  path: string,
  lastSent: string,
) {
  const { context, page, scripts } = await open(browser, visitor, width);
  await page.goto(`${site.origin}${path}`, { waitUntil: 'commit' });
  await expect(page.locator(lastSent).first()).toBeAttached();
  await painted(page);
  site.sendRest();
  await page.waitForLoadState('domcontentloaded');
  await runScripts(page, visitor, scripts);
  return { context, page };
}

const visitorNamed = (name: string) => {
  const visitor = visitors.find((candidate) => candidate.name === name);
  if (!visitor) throw new Error(`no visitor named ${name}`);
  return visitor;
};

// Every visitor at both widths in English, and on a phone in Chinese as well.
const screens = [
  { locale: 'en', width: 1280 },
  { locale: 'en', width: 390 },
  { locale: 'zh', width: 390 },
] as const;

for (const { locale, width } of screens) {
  for (const visitor of visitors) {
    test(`${locale} at ${width} px: ${visitor.name} sees /download without a layout shift`, async ({
      browser,
    }) => {
      const { context, page, scripts } = await open(browser, visitor, width);
      await page.goto(locale === 'en' ? '/en/download' : '/download', {
        waitUntil: 'domcontentloaded',
      });
      const list = await runScripts(page, visitor, scripts);
      for (const [name, value] of Object.entries(visitor.marks)) {
        await expect(list).toHaveAttribute(`data-${name}`, value);
      }
      const { total, report } = await layoutShifts(page);
      expect(total, report).toBeLessThan(noLayoutShift);
      await context.close();
    });
  }
}

test('on Windows on ARM the late note lies over the page, reads well and closes, moving nothing', async ({
  browser,
}) => {
  const visitor = visitorNamed('Windows on ARM');
  const { context, page, scripts } = await open(browser, visitor, 390);
  await page.goto('/en/download', { waitUntil: 'domcontentloaded' });
  const list = await runScripts(page, visitor, scripts);
  const note = list.locator('[data-note="windows-arm"]');
  await expect(note).toBeVisible();
  await expect(note).toContainText('Windows on ARM is not supported');
  // The card painted first stays first and labelled: the note names what it does not run on.
  await expect(list.locator('[data-card="windows"]').getByText('Your system')).toBeVisible();
  expect(await blockingViolations(page, 'late ARM note @ 390 px')).toEqual([]);
  await note.getByRole('button', { name: 'Close' }).click();
  await expect(note).toBeHidden();
  await expect(list).not.toHaveAttribute('data-late-note');
  const { total, report } = await layoutShifts(page);
  expect(total, report).toBeLessThan(noLayoutShift);
  await context.close();
});

test('a visitor who comes by a link on the site gets their card first too', async ({ browser }) => {
  // No inline script runs on a client navigation: the list's first render marks it.
  const { context, page, scripts } = await open(browser, visitorNamed('an Android phone'), 390);
  await scripts.release();
  await page.goto('/en/announcement');
  await page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Download', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/download$/);
  const list = page.locator('[data-card="windows"]').locator('xpath=ancestor::div[1]');
  await expect(list).toHaveAttribute('data-platform', 'android');
  // Still the same document: the router moved, the page was not loaded anew.
  expect(
    await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  await context.close();
});

// A slow network can deliver the page in parts, and the browser paints what it has parsed so far.
// These tests hold back everything after one point of the page until the browser has painted the
// first part alone; once the rest has arrived, nothing on screen may have moved at all.

// A list that had only its first card (Windows) drew it across the whole row, and the visitor's
// card, parsed a moment later and placed first, pushed it aside.
test('a page that arrives in parts never shows a half-parsed list', async ({
  browser,
  baseURL,
}) => {
  const site = await servePageInParts(baseURL ?? '', after('data-card="windows"', '</li>'));
  try {
    for (const name of ['an Android phone', 'a Mac with Apple silicon', 'Linux']) {
      const { context, page } = await visitInParts(
        browser,
        site,
        visitorNamed(name),
        1280,
        '/en/download',
        '[data-card="windows"]',
      );
      const { total, report } = await layoutShifts(page);
      expect(total, `${name}\n${report}`).toBe(0);
      await context.close();
    }
  } finally {
    await site.close();
  }
});

// The Android card is the last in the list's markup and the first on screen. A paint while its QR
// code was being parsed drew the Windows card, parsed before it, right under the half card, and
// the rest of the card (the code's caption, two lines in English on a phone) pushed it down.
test("a phone's card that arrives in parts never pushes the cards drawn under it", async ({
  browser,
  baseURL,
}) => {
  // Inside the QR code: its box is laid out, its caption is not.
  const site = await servePageInParts(baseURL ?? '', after('<figure', '<path'));
  try {
    for (const path of ['/en/download', '/download']) {
      const { context, page } = await visitInParts(
        browser,
        site,
        visitorNamed('an Android phone'),
        390,
        path,
        'figure svg',
      );
      const { total, report } = await layoutShifts(page);
      expect(total, `${path}\n${report}`).toBe(0);
      await context.close();
    }
  } finally {
    await site.close();
  }
});

// The header's buttons sit at the right end of its bar: with only the first of them parsed (the
// page is held back after it), it was drawn where the last one belongs, and the others, parsed a
// moment later, pushed it left.
test("a page that arrives in parts never moves the header's buttons", async ({
  browser,
  baseURL,
}) => {
  const site = await servePageInParts(baseURL ?? '', after('<header', '</button>'));
  try {
    for (const { locale, width } of screens) {
      const path = locale === 'en' ? '/en/download' : '/download';
      const { context, page } = await visitInParts(
        browser,
        site,
        visitorNamed('an Android phone'),
        width,
        path,
        'header button',
      );
      const { total, report } = await layoutShifts(page);
      expect(total, `${path} at ${width} px\n${report}`).toBe(0);
      await context.close();
    }
  } finally {
    await site.close();
  }
});
