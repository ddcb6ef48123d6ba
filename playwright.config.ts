// Browser tests against the production build, in the system Chromium (Playwright cannot
// download its own browser here). The site is built into its own folder (.next-e2e, never the
// user's .next), packaged as a release and served from an unpacked copy of it outside the
// repository with the release's own start command, on its own ports, with a private copy of the
// seed, so a test may edit content without touching the repository (tools/process/web-server.ts).
import { defineConfig, devices } from '@playwright/test';
import { config, forgetConfig } from './lib/config/index.ts';
import {
  copySeed,
  e2eServerCommand,
  e2eServerEnv,
  e2eSettings,
} from './tools/process/web-server.ts';

// The config is loaded by the runner and again by each worker: copy the seed once, and hand
// its place to the workers through the environment they inherit, with the other settings the
// specs read (config().tooling.e2e, once read again below).
const settings = e2eSettings(config().tooling.e2e, (process.env.E2E_SEED_DIR ||= copySeed()));
const { port, contentPort } = settings;
process.env.E2E_REVALIDATE_SECRET = settings.revalidateSecret;
process.env.E2E_PREVIEW_SECRET = settings.previewSecret;
process.env.E2E_PREVIEW_TOKEN = settings.previewToken;
process.env.E2E_TONGJI_ID = settings.tongjiId;
process.env.E2E_AI_API_TOKEN = settings.aiApiToken;
process.env.E2E_CONTENT_ORIGIN = `http://127.0.0.1:${contentPort}`;
// The specs that check the site's answers against the content schemas accept http URLs on the
// embedded service's public origin, as the site does.
process.env.CONTENT_PUBLIC_ORIGIN ||= e2eServerEnv(settings).CONTENT_PUBLIC_ORIGIN;
forgetConfig();
const { tooling } = config();

// Specs with tests that change what the shared server serves (they edit its seed copy and send
// webhooks) or count what its cache holds. Only those tests, tagged @edits, run one at a time,
// after every other test has finished; the specs' other tests, like all other specs, only read
// the shared server or start sites of their own, so two of them run at once. A test tagged
// @edits outside these specs would run in neither project.
const sharedStateSpecs = [
  'announcements',
  'download-platforms',
  'help-pages',
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
  forbidOnly: tooling.ci,
  retries: 0,
  // Limits catch a hang, not slowness: a test decides on what the page does, and time that
  // matters to it runs on the page's clock (e2e/page-time.ts). An axe scan or a production
  // regeneration on a busy 2-core machine can take tens of seconds.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: tooling.ci
    ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]]
    : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records every step of every test to keep the failing ones: an eighth of the
    // browsers' processor time, on a machine whose cores the run already fills. CI keeps the
    // failure's screenshot and error context; a failure is traced by running it again here.
    trace: tooling.ci ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: tooling.chromiumPath,
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
    command: `${e2eServerCommand} browser`,
    url: `http://127.0.0.1:${port}/robots.txt`,
    // A production build takes a minute or two here, several on a busy machine.
    timeout: 600_000,
    reuseExistingServer: !tooling.ci,
    // SIGTERM, as a service manager stops a server: it drains, and test-site.ts then removes its
    // unpacked copy of the release (killed, it would leave it behind in the temporary folder).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: e2eServerEnv(settings),
  },
});
