// The showcase carousel as a visitor uses it, on /show and on the home page, in both languages
// on a wide screen and a phone: arrows, dots, keyboard, swipe (mouse and touch), autoplay, the
// image preview and the home page's memory of the slide. Every test also fails on a console
// error (hydration).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type Locator, type Page, expect, test } from '@playwright/test';
import { autoplayDelay } from '#components/showcase/use-autoplay.ts';
import { blockingViolations } from './axe.ts';
import { contentEditTestTimeoutMs, expectOnVisit, withContentEdit } from './content-edit.ts';
import { finishPageTasks, stopClock } from './page-time.ts';
import { closeOpenedContexts, contentOrigin, openContext, seedDir } from './support.ts';

const count = (JSON.parse(readFileSync(join(seedDir(), 'showcase.json'), 'utf8')) as unknown[])
  .length;

const strings = {
  zh: {
    prefix: '',
    tag: 'zh-CN',
    carousel: '客户案例',
    slide: (n: number) => `第 ${n} 张，共 ${count} 张`,
    dot: (n: number) => `第 ${n} 张，共 ${count} 张`,
    previous: '上一张',
    next: '下一张',
    pause: '暂停自动播放',
    play: '开始自动播放',
    enlarge: /^查看大图/,
    announcements: '公告',
    openMenu: '打开菜单',
  },
  en: {
    prefix: '/en',
    tag: 'en-US',
    carousel: 'Customer cases',
    slide: (n: number) => `${n} of ${count}`,
    dot: (n: number) => `Slide ${n} of ${count}`,
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause the slideshow',
    play: 'Play the slideshow',
    enlarge: /^View the image of/,
    announcements: 'Announcements',
    openMenu: 'Open menu',
  },
} as const;

type Lang = keyof typeof strings;

// Chrome's notice that it ignored react-slick's preventDefault() on a touchend it no longer lets
// anyone cancel (slick does not check event.cancelable; see kenwheeler/slick#3599). The swipe
// works; the notice is the browser's, not a page error.
const touchIntervention =
  /^Ignored attempt to cancel a touch(end|move) event with cancelable=false/;
type Visit = { page: Page; errors: string[]; s: (typeof strings)[Lang] };

test.afterEach(closeOpenedContexts);
// One of the longest reader specs: its tests share nothing but the server, so both workers take them
// rather than one worker running them all at the end of the reader phase.
test.describe.configure({ mode: 'parallel' });

async function visit(
  browser: Browser,
  lang: Lang,
  width: number,
  options: { reducedMotion?: 'reduce'; hasTouch?: boolean } = {},
): Promise<Visit> {
  const s = strings[lang];
  const context = await openContext(browser, {
    locale: s.tag,
    viewport: { width, height: 860 },
    reducedMotion: options.reducedMotion ?? 'no-preference',
    hasTouch: options.hasTouch ?? false,
  });
  // The carousel's time (autoplay, slide animations) is the test's: see expectAtRest.
  await stopClock(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !touchIntervention.test(message.text())) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return { page, errors, s };
}

/** The slide on screen: the only one not hidden from assistive technology. */
function slide(carousel: Locator, s: Visit['s'], n: number) {
  return carousel.getByRole('group', { name: s.slide(n), exact: true });
}

function dot(carousel: Locator, s: Visit['s'], n: number) {
  return carousel.getByRole('button', { name: s.dot(n), exact: true });
}

/** Slide n is lined up with the carousel's window and its dot is marked current. */
async function expectShown(carousel: Locator, s: Visit['s'], n: number) {
  const shown = slide(carousel, s, n);
  // react-slick may still owe the slide's own state a timer of the page's clock: move it on
  // while waiting, never hold it still.
  await expect
    .poll(
      async () => {
        await carousel.page().clock.runFor(slideMs / 10);
        await finishPageTasks(carousel.page());
        return shown.count();
      },
      { message: `slide ${n} is the one exposed` },
    )
    .toBe(1);
  await expect
    .poll(async () => {
      const [box, frame] = await Promise.all([
        shown.boundingBox(),
        carousel.locator('.slick-list').boundingBox(),
      ]);
      return box && frame ? Math.round(Math.abs(box.x - frame.x)) : null;
    })
    .toBe(0);
  await expect(dot(carousel, s, n)).toHaveAttribute('aria-current', 'true');
}

/** How long react-slick animates a move, unless the visitor prefers reduced motion. */
const slideMs = 500;

/**
 * Slide n is on screen and its dot is marked current, once the slide animation is over and
 * react-slick takes moves again (it ignores one asked for while it still animates the last).
 * The page's clock is the test's (see visit): the animation's timers run as the test moves the
 * clock on, so the slide comes to rest however busy the machine.
 */
async function expectAtRest(carousel: Locator, s: Visit['s'], n: number) {
  const page = carousel.page();
  const track = carousel.locator('.slick-track');
  await expect
    .poll(
      async () => {
        await finishPageTasks(page);
        await page.clock.runFor(slideMs / 2);
        // Reads that never wait: until the carousel's code has loaded there is no track, and a
        // read that waited for one would hold the page's clock still while the loading may
        // need it to move.
        const [current, style, clones] = await Promise.all([
          dot(carousel, s, n).evaluateAll((dots) => dots.map((each) => each.ariaCurrent)),
          track.evaluateAll((tracks) => tracks.map((each) => each.getAttribute('style'))),
          // The server's still has a track and dots too, but no working buttons: only the real
          // carousel has react-slick's clones.
          carousel.locator('.slick-cloned').count(),
        ]);
        return (
          clones > 0 &&
          current.length === 1 &&
          current[0] === 'true' &&
          style.length === 1 &&
          !/transition:/.test(style[0] ?? '')
        );
      },
      { message: `slide ${n} has come to rest`, timeout: 30_000 },
    )
    .toBe(true);
  // react-slick takes new moves 10 ms after the animation's end.
  await page.clock.runFor(50);
  await finishPageTasks(page);
  await expectShown(carousel, s, n);
}

/** Lets the page's time pass: twice autoplay's delay, for a test of what must not move. */
async function letTimePass(page: Page) {
  await finishPageTasks(page);
  await page.clock.runFor(2 * autoplayDelay);
  await finishPageTasks(page);
}

/** A horizontal swipe from right to left across the current slide's image. */
async function swipeLeft(page: Page, target: Locator, touch: boolean) {
  const box = await target.boundingBox();
  if (!box) throw new Error('the image has no box');
  // Above the arrows, which sit at the image's middle.
  const y = box.y + box.height * 0.25;
  const from = box.x + box.width * 0.85;
  const to = box.x + box.width * 0.15;
  if (!touch) {
    await page.mouse.move(from, y);
    await page.mouse.down();
    await page.mouse.move(to, y, { steps: 12 });
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 12; step++) {
    const x = from + ((to - from) * step) / 12;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** On the home page the carousel's code arrives when the section nears the viewport. */
async function homeCarousel(page: Page, s: Visit['s']) {
  // The section's heading stays put while the still is swapped for the carousel below it.
  await page.locator('#showcase-title').scrollIntoViewIfNeeded();
  const carousel = page.getByRole('group', { name: s.carousel, exact: true });
  // react-slick's clones exist only once the real carousel has replaced the server's still.
  await expect(carousel.locator('.slick-cloned').first()).toBeAttached();
  return carousel;
}

// Each behaviour holds in both languages and at every width. The two that a phone changes (the
// swipe by touch, the navigation in the slide menu) run in Chinese on a wide screen and in
// English on a phone, which between them read every label of both languages; the others once.
const screens = [
  { lang: 'zh', width: 1280 },
  { lang: 'en', width: 390 },
] as const;

for (const { lang, width } of screens) {
  test.describe(`${lang} at ${width} px`, () => {
    test('/show moves by the arrows, a dot, the keyboard and a swipe; a click opens a picture', async ({
      browser,
    }) => {
      const touch = width < 800;
      const { page, errors, s } = await visit(browser, lang, width, { hasTouch: touch });
      await page.goto(`${s.prefix}/show`);
      const carousel = page.getByRole('group', { name: s.carousel, exact: true });
      await expectAtRest(carousel, s, 1);
      // Paused first, so autoplay cannot move it between the steps.
      await carousel.getByRole('button', { name: s.pause }).click();
      await expect(carousel.getByRole('button', { name: s.play })).toBeVisible();

      await carousel.getByRole('button', { name: s.next }).click();
      await expectAtRest(carousel, s, 2);
      await carousel.getByRole('button', { name: s.previous }).click();
      await expectAtRest(carousel, s, 1);
      await carousel.getByRole('button', { name: s.previous }).click();
      await expectAtRest(carousel, s, count);

      await dot(carousel, s, 3).click();
      await expectAtRest(carousel, s, 3);

      await dot(carousel, s, 3).focus();
      await page.keyboard.press('ArrowRight');
      await expectAtRest(carousel, s, 4);
      await page.keyboard.press('ArrowLeft');
      await expectAtRest(carousel, s, 3);

      // A swipe across a picture moves the carousel and opens nothing; a click opens it.
      await swipeLeft(page, slide(carousel, s, 3).getByRole('button'), touch);
      await expectAtRest(carousel, s, 4);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await slide(carousel, s, 4).getByRole('button', { name: s.enlarge }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('the home showcase keeps its slide and pause after another page', async ({ browser }) => {
      const { page, errors, s } = await visit(browser, lang, width);
      await page.goto(s.prefix || '/');
      const carousel = await homeCarousel(page, s);
      await carousel.getByRole('button', { name: s.pause }).click();
      await dot(carousel, s, 4).click();
      await expectAtRest(carousel, s, 4);

      // Away by a link and back with the browser's back button…
      await page.goto(`${s.prefix}/announcement`);
      await page.goBack();
      await expectAtRest(await homeCarousel(page, s), s, 4);
      await expect(carousel.getByRole('button', { name: s.play })).toBeVisible();

      // …and away and back by client navigation.
      await carousel.getByRole('button', { name: s.next }).click();
      await expectAtRest(carousel, s, 5);
      // Below 992 px the navigation lives in the slide menu.
      if (width < 992) await page.getByRole('button', { name: s.openMenu }).click();
      await page.getByRole('link', { name: s.announcements, exact: true }).first().click();
      await expect(page).toHaveURL(/\/announcement$/);
      await page.goBack();
      await expectAtRest(await homeCarousel(page, s), s, 5);
      await expect(carousel.getByRole('button', { name: s.play })).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}

test('/show keeps Tab on the slide that is shown, and has no axe violation', async ({
  browser,
}) => {
  const { page, errors, s } = await visit(browser, 'en', 390, { reducedMotion: 'reduce' });
  await page.goto(`${s.prefix}/show`);
  const carousel = page.getByRole('group', { name: s.carousel, exact: true });
  await expectAtRest(carousel, s, 1);
  await carousel.getByRole('button', { name: s.previous }).focus();
  for (let step = 0; step < 6; step++) {
    await page.keyboard.press('Tab');
    const hidden = await page.evaluate(
      () => document.activeElement?.closest('[aria-hidden="true"], [inert]') !== null,
    );
    expect(hidden, `Tab ${step + 1} reached a hidden slide`).toBe(false);
  }
  // Focus on the slide being left follows to the new one instead of falling to the page.
  await slide(carousel, s, 1).getByRole('button').focus();
  await page.keyboard.press('ArrowRight');
  await expectAtRest(carousel, s, 2);
  await expect(slide(carousel, s, 2)).toBeFocused();

  // axe-core schedules its own work on timers: the page's time runs again for it.
  await page.clock.resume();
  expect(await blockingViolations(page, '/en/show, slide 2 focused')).toEqual([]);
  expect(errors).toEqual([]);
});

test('autoplay moves on by itself and holds under the mouse and keyboard focus', async ({
  browser,
}) => {
  const { page, errors, s } = await visit(browser, 'zh', 1280);
  await page.goto(`${s.prefix}/show`);
  const carousel = page.getByRole('group', { name: s.carousel, exact: true });
  await expectAtRest(carousel, s, 1);
  await page.clock.runFor(autoplayDelay);
  await expectAtRest(carousel, s, 2);

  await carousel.getByRole('heading').hover();
  await letTimePass(page);
  await expectAtRest(carousel, s, 2);
  await page.mouse.move(2, 2);
  await finishPageTasks(page);
  await page.clock.runFor(autoplayDelay);
  await expectAtRest(carousel, s, 3);

  // Keyboard focus inside holds it too.
  await carousel.getByRole('button', { name: s.previous }).focus();
  await page.keyboard.press('Tab');
  await letTimePass(page);
  await expectAtRest(carousel, s, 3);
  expect(errors).toEqual([]);
});

test('autoplay does not run for a visitor who prefers reduced motion', async ({ browser }) => {
  const { page, errors, s } = await visit(browser, 'en', 1280, { reducedMotion: 'reduce' });
  await page.goto(`${s.prefix}/show`);
  const carousel = page.getByRole('group', { name: s.carousel, exact: true });
  await expectAtRest(carousel, s, 1);
  await expect(carousel.getByRole('button', { name: s.play })).toBeVisible();
  await letTimePass(page);
  await expectAtRest(carousel, s, 1);
  expect(errors).toEqual([]);
});

// Tagged @edits: it runs in the serial phase after every other test (playwright.config.ts). The
// tests above only read.
test.describe('no cases', { tag: '@edits' }, () => {
  // Empties the running service's showcase and puts it back, refreshing the pages each time.
  test('/show says so in both languages, and the home page leaves the section out', async ({
    page,
    request,
  }) => {
    test.setTimeout(contentEditTestTimeoutMs);
    const itemsInService = async () => {
      const response = await request.get(`${contentOrigin()}/api/show/get?lang=0`);
      return ((await response.json()) as { items: unknown[] }).items.length;
    };
    const edit = {
      file: 'showcase.json',
      change: () => '[]',
      served: async () => (await itemsInService()) === 0,
      tags: ['showcase'],
    };
    await withContentEdit(request, edit, async (content) => {
      await content.publish();
      for (const [path, text] of [
        ['/show', '暂时还没有可展示的案例，请稍后再来看看。'],
        ['/en/show', 'There are no cases to show yet. Please check back soon.'],
      ] as const) {
        await expectOnVisit(page, path, () => page.getByText(text).count()).toBe(1);
        await expect(page.getByRole('group', { name: /客户案例|Customer cases/ })).toHaveCount(0);
      }
      await expectOnVisit(page, '/', () => page.locator('#showcase-title').count()).toBe(0);
    });
    expect(await itemsInService()).toBe(count);
    // The restore's webhook leaves the empty pages in the cache until a visit regenerates
    // them: the pages are visited until they show the cases again, so no later test of the
    // run meets the empty showcase.
    for (const path of ['/show', '/en/show']) {
      await expectOnVisit(page, path, () =>
        page.getByRole('group', { name: /客户案例|Customer cases/ }).count(),
      ).toBe(1);
    }
    for (const path of ['/', '/en']) {
      await expectOnVisit(page, path, () => page.locator('#showcase-title').count()).toBe(1);
    }
  });
});
