// Browser tests against the production build, in the system Chromium (Playwright cannot
// download its own browser here). The site is built into and served from its own folder
// (.next-e2e, never the user's .next) on its own ports, with a private copy of the seed, so a
// test may edit content without touching the repository (tools/process/web-server.ts).
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2eServerCommand, e2eServerEnv } from './tools/process/web-server.ts';

const port = Number(process.env.E2E_PORT || 3100);
const contentPort = Number(process.env.E2E_CONTENT_PORT || 4110);

// The config is loaded by the runner and again by each worker: copy the seed once, and hand
// its place to the workers through the environment they inherit.
function copySeed(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mantisoft-e2e-seed-'));
  cpSync(new URL('./content-service/seed', import.meta.url), dir, { recursive: true });
  return dir;
}
const seedDir = (process.env.E2E_SEED_DIR ||= copySeed());
const revalidateSecret = (process.env.E2E_REVALIDATE_SECRET ||= 'e2e-revalidate-secret-4d8a21c9f3');
const previewSecret = (process.env.E2E_PREVIEW_SECRET ||= 'e2e-preview-secret-7b3e90d2c4a1');
const previewToken = (process.env.E2E_PREVIEW_TOKEN ||= 'e2e-preview-token-52f8c1a6');
process.env.E2E_CONTENT_ORIGIN = `http://127.0.0.1:${contentPort}`;
// Where the embedded service's file URLs point (scripts/with-content.ts gives the site the same
// origin): the specs that check the site's answers against the content schemas accept http
// URLs there, as the site does.
process.env.CONTENT_PUBLIC_ORIGIN ||= `http://localhost:${contentPort}`;
// Site statistics are on in the build under test. The site does not load them in a browser
// driven by automation, so only e2e/site-startup.spec.ts, posing as a visitor's browser and
// answering hm.baidu.com itself, ever asks for them.
const tongjiId = (process.env.E2E_TONGJI_ID ||= '0123456789abcdef0123456789abcdef');
// A token no default shares: e2e/draw-dialog.spec.ts checks that it never reaches the browser.
const aiApiToken = (process.env.E2E_AI_API_TOKEN ||= 'e2e-draw-token-4f1c9a7d2b');

// Specs with tests that change what the shared server serves (they edit its seed copy and send
// webhooks) or count what its cache holds. Only those tests, tagged @edits, run one at a time,
// after every other test has finished; the specs' other tests, like all other specs, only read
// the shared server or start sites of their own, so two of them run at once. A test tagged
// @edits outside these specs would run in neither project.
const sharedStateSpecs = [
  'announcements',
  'cache-bounds',
  'download-platforms',
  'download-stable',
  'help-pages',
  'help-search',
  'hostile-content',
  'revalidate',
  'showcase',
  'site-errors',
].map((name) => `**/${name}.spec.ts`);

// Tests that bound a time on the wall clock (tagged @timed in these specs) run last, alone: on
// a 2-core machine a render for another test, on the other worker, would slow the instance
// they time and decide their result (the edge's webhook test went from under 1 s alone to 2 s).
const timedSpecs = ['edge'].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Limits catch a hang, not slowness: a test decides on what the page does, and time that
  // matters to it runs on the page's clock (e2e/page-time.ts). An axe scan or a production
  // regeneration on a busy 2-core machine can take tens of seconds.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]]
    : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'readers', grepInvert: /@edits|@timed/, use: { ...devices['Desktop Chrome'] } },
    {
      name: 'editors',
      testMatch: sharedStateSpecs,
      grep: /@edits/,
      dependencies: ['readers'],
      workers: 1,
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'timed',
      testMatch: timedSpecs,
      grep: /@timed/,
      dependencies: ['editors'],
      workers: 1,
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: {
    command: e2eServerCommand,
    url: `http://127.0.0.1:${port}/robots.txt`,
    // A production build takes a minute or two here, several on a busy machine.
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
    env: e2eServerEnv({
      port,
      contentPort,
      seedDir,
      revalidateSecret,
      previewSecret,
      previewToken,
      tongjiId,
      aiApiToken,
    }),
  },
});
