// Time as the test decides it, not as the machine allows: the page's clock stopped, so its
// timers (the loading bar's delay, autoplay, polling) fire only when the test moves time on, and
// requests held until the test lets them through. A busy machine then changes how long a test
// takes, never what it sees.
import {
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  type Request,
  type Route,
} from '@playwright/test';

/**
 * Installs Playwright's clock in a page's context before any of its scripts run, and stops
 * it: `page.clock.runFor` then moves the page's time on, firing its timers on the way.
 */
export async function stopClock({ clock }: Pick<Page | BrowserContext, 'clock'>): Promise<void> {
  const start = Date.now();
  await clock.install({ time: start });
  // A point safely ahead, however slowly the two calls follow each other.
  await clock.pauseAt(start + 60_000);
}

/**
 * Lets the page finish what its timers started (React renders on message-channel tasks, which
 * the clock does not stop) before the test looks at it.
 */
export async function finishPageTasks(page: Page, rounds = 5): Promise<void> {
  await page.evaluate(async (count) => {
    for (let round = 0; round < count; round += 1) {
      await new Promise<void>((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done();
        channel.port2.postMessage(null);
      });
    }
  }, rounds);
}

export type HeldRequests = {
  /** Resolves once the page has asked for a matching request. */
  requested: () => Promise<void>;
  /** Lets the held requests, and every later one, through. */
  release: () => Promise<void>;
};

/** Holds the page's matching requests until the test releases them. */
export async function holdRequests(
  page: Page,
  matches: (request: Request) => boolean,
): Promise<HeldRequests> {
  const held: Route[] = [];
  let released = false;
  let arrive = () => {};
  const arrived = new Promise<void>((done) => (arrive = done));
  await page.route('**/*', async (route) => {
    if (!matches(route.request())) return route.fallback();
    if (released) return route.continue();
    held.push(route);
    arrive();
  });
  return {
    requested: () => arrived,
    release: async () => {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/** A request of the App Router for a page's content (a navigation or a prefetch). */
export const isRouterRequest = (request: Request, pathname: string) =>
  new URL(request.url()).pathname === pathname && request.headers()['rsc'] !== undefined;

/**
 * Waits until React has attached its handlers to the element: before that, a click on a link
 * is the browser's own navigation, not the router's.
 */
export async function waitForHydration(element: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        element.evaluate((node) =>
          Object.keys(node).some((key) => key.startsWith('__reactProps$')),
        ),
      { message: 'the page is interactive', timeout: 30_000 },
    )
    .toBe(true);
}

export type RequestGate = {
  /** How many matching requests the page has asked for and the gate still holds. */
  held: () => number;
  /** Lets the first `count` held requests through (all of them by default). */
  release: (count?: number) => Promise<void>;
};

/**
 * Holds every matching request of the page until the test lets it through, and keeps holding
 * the ones asked for later: the test decides, step by step, what arrives when.
 */
export async function gateRequests(
  page: Page,
  matches: (request: Request) => boolean,
): Promise<RequestGate> {
  const held: Route[] = [];
  await page.route('**/*', async (route) => {
    if (!matches(route.request())) return route.fallback();
    held.push(route);
  });
  return {
    held: () => held.length,
    release: async (count = held.length) => {
      for (const route of held.splice(0, count)) await route.continue();
    },
  };
}
