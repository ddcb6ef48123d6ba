// What `npm run test:load` sends: cached pages, the help search and the drawing proxy at once,
// each on its share of the connections, and what each may answer under that load.
import type { RouteGoal } from './report.ts';
import { config, type Config } from '#lib/config/index.ts';

export type LoadSettings = {
  durationS: number;
  connections: number;
  /** The server's captcha limit per client and window, which the run holds it to. */
  captchaLimit: number;
  captchaWindowS: number;
};

/** A minute on 64 connections unless LOAD_TEST_DURATION_S and LOAD_TEST_CONNECTIONS say. */
export function loadSettings({ load }: Config['tooling'] = config().tooling): LoadSettings {
  return {
    durationS: load.durationS,
    connections: load.connections,
    captchaLimit: 20,
    captchaWindowS: 60,
  };
}

export type LoadRequest = {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
};

export type LoadRoute = {
  name: string;
  /** This route's part of the connections. */
  share: number;
  requests: LoadRequest[];
  goal: RouteGoal;
};

const json = { 'content-type': 'application/json' };

// Pages the site has generated before the run (the warm-up visits each), in both languages.
const pages = [
  '/announcement',
  '/en/announcement',
  '/announcement/32',
  '/en/announcement/1',
  '/support',
  '/en/support/2/2011',
  '/download',
  '/en/download/windows',
  '/show',
  '/en/family',
];

const searches = ['激光', '切割', 'laser', 'engraving', 'MantiSoft', '参数'].map(
  (q, index) =>
    `/api/help/search?${new URLSearchParams({ q, locale: index % 2 ? 'en' : 'zh' }).toString()}`,
);

/**
 * The most captcha puzzles a client may get in `durationS`: one full allowance per window the
 * run touches. Every connection comes from 127.0.0.1, so the whole run is one client.
 */
export function puzzlesAllowed(settings: LoadSettings): number {
  return settings.captchaLimit * (Math.ceil(settings.durationS / settings.captchaWindowS) + 1);
}

export function loadRoutes(settings: LoadSettings): LoadRoute[] {
  return [
    {
      name: 'cached pages',
      share: 0.5,
      requests: pages.map((path) => ({ method: 'GET', path })),
      goal: { allowed: [200] },
    },
    {
      name: 'help search',
      share: 0.25,
      requests: searches.map((path) => ({ method: 'GET', path })),
      goal: { allowed: [200] },
    },
    {
      // A script without the captcha's pass: refused before any limit or the budget is touched.
      name: 'drawing proxy: draw',
      share: 0.0625,
      requests: [
        {
          method: 'POST',
          path: '/aiapi/v1/draw',
          headers: json,
          body: JSON.stringify({ prompt: 'a lighthouse engraved on slate' }),
        },
      ],
      goal: { allowed: [403], maxAccepted: 0 },
    },
    {
      // Each puzzle the limit lets through costs the server its pictures.
      name: 'captcha: puzzle',
      share: 0.0625,
      requests: [{ method: 'GET', path: '/aiapi/v1/captcha' }],
      goal: { allowed: [200, 429], maxAccepted: puzzlesAllowed(settings) },
    },
    {
      name: 'drawing proxy: account',
      share: 0.125,
      requests: [{ method: 'GET', path: '/aiapi/v1/client/detail' }],
      // A looser limit may apply to the account too: its 429 is owed, not an error.
      goal: { allowed: [200, 429] },
    },
  ];
}

/** Splits `total` connections by share: each route at least one, together `total` (or one each). */
export function splitConnections(total: number, shares: readonly number[]): number[] {
  const counts = shares.map((share) => Math.max(1, Math.floor(total * share)));
  const rest = total - counts.reduce((sum, count) => sum + count, 0);
  const [first, ...others] = counts;
  return first === undefined ? [] : [Math.max(1, first + rest), ...others];
}
