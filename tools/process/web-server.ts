// The site the HTTP tests (Vitest, integration/) and the browser tests (Playwright, e2e/) run
// against: a production build in a folder of its own (.next-e2e, through NEXT_DIST_DIR), never
// the `.next` that `npm run build` makes for the user, packaged as a release (release-e2e/,
// scripts/package.ts) and served from an unpacked copy of it outside the repository, as a
// server runs it, on its own ports with test settings and a private copy of the seed, so a test
// may edit content without touching the repository. Both runners start it through
// tools/process/test-site.ts, which builds only when the sources changed, so one `npm test`
// builds once.
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '#lib/config/index.ts';
import { config } from '#lib/config/index.ts';

export const e2eBuildDir = '.next-e2e';

/** Where one runner's server runs its copy of the release: outside the repository. */
export function servedRelease(runner: string, port: number): string {
  return join(tmpdir(), `mantisoft-test-site-${runner}-${port}`);
}

/** The build folder in it that the runner's server serves and regenerates pages into. */
export function servedBuildDir(runner: 'browser' | 'http', port: number): string {
  return join(servedRelease(runner, port), e2eBuildDir);
}

/** Builds the test site unless its build is current, then serves it (see test-site.ts). */
export const e2eServerCommand = 'node tools/process/test-site.ts';

export type E2eSettings = {
  port: number;
  contentPort: number;
  /** A private copy of the seed, which the tests may edit. */
  seedDir: string;
  revalidateSecret: string;
  /** Signs the content team's preview links; the token below lets the site read drafts. */
  previewSecret: string;
  previewToken: string;
  tongjiId: string;
  aiApiToken: string;
};

/** A fresh copy of the embedded service's seed, for one run's site. */
export function copySeed(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mantisoft-test-seed-'));
  cpSync(new URL('../../content-service/seed', import.meta.url), dir, { recursive: true });
  return dir;
}

/**
 * The test site's settings: the E2E_* variables where set, else fixed test values. Ports and
 * the values below are compiled into the build (SITE_URL, the image origin, statistics), so
 * every runner that serves the one build must use the same ones.
 */
export function e2eSettings(e2e: Config['tooling']['e2e'], seedDir: string): E2eSettings {
  return {
    port: e2e.port,
    contentPort: e2e.contentPort,
    seedDir,
    revalidateSecret: e2e.revalidateSecret || 'e2e-revalidate-secret-4d8a21c9f3',
    previewSecret: e2e.previewSecret || 'e2e-preview-secret-7b3e90d2c4a1',
    previewToken: e2e.previewToken || 'e2e-preview-token-52f8c1a6',
    // Site statistics are on in the build under test. The site does not load them in a browser
    // driven by automation, so only e2e/site-startup.spec.ts, posing as a visitor's browser and
    // answering hm.baidu.com itself, ever asks for them.
    tongjiId: e2e.tongjiId || '0123456789abcdef0123456789abcdef',
    // A token no default shares: the tests check that it never reaches a browser.
    aiApiToken: e2e.aiApiToken || 'e2e-draw-token-4f1c9a7d2b',
  };
}

/** The environment of the build and the server, on top of the runner's own. */
export function e2eServerEnv(settings: E2eSettings): Record<string, string> {
  return {
    NEXT_DIST_DIR: e2eBuildDir,
    // The checks (`npm run check`) compile the same sources; the test build need not.
    BUILD_TYPECHECK: '0',
    PORT: String(settings.port),
    SITE_URL: `http://127.0.0.1:${settings.port}`,
    // Where the embedded service's file URLs point: the tests that check the site's answers
    // against the content schemas accept http URLs there, as the site does.
    CONTENT_PUBLIC_ORIGIN: `http://localhost:${settings.contentPort}`,
    CONTENT_SERVICE_PORT: String(settings.contentPort),
    CONTENT_SERVICE_SEED_DIR: settings.seedDir,
    REVALIDATE_SECRET: settings.revalidateSecret,
    PREVIEW_SECRET: settings.previewSecret,
    CONTENT_PREVIEW_TOKEN: settings.previewToken,
    BAIDU_TONGJI_ID: settings.tongjiId,
    // The drawing demo: the proxy's token and the one the demo expects, drawings short enough
    // for a test yet long enough to be seen in progress, and limits and a budget that the
    // tests' drawings, puzzles and polls (all from one address) never reach.
    AI_API_TOKEN: settings.aiApiToken,
    AI_DEMO_TOKEN: settings.aiApiToken,
    AI_DEMO_TASK_MS: '4000',
    AI_DRAW_RATE_LIMIT: '1000',
    AI_DETAIL_RATE_LIMIT: '100000',
    AI_CAPTCHA_RATE_LIMIT: '10000',
    AI_DRAW_BUDGET_HOUR: '100000',
    AI_DRAW_BUDGET_DAY: '100000',
    // Likewise the help search's limit: the searches of every test come from one address.
    HELP_SEARCH_RATE_LIMIT: '100000',
    NEXT_TELEMETRY_DISABLED: '1',
  };
}

/** The names of the variables above: what the test site takes from its runner's environment. */
export const e2eEnvNames = Object.keys(
  e2eServerEnv(e2eSettings(config({}).tooling.e2e, '')),
) as readonly string[];
