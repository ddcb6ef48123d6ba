// The site the browser tests run against: a production build in a folder of its own
// (.next-e2e, through NEXT_DIST_DIR), never the `.next` that `npm run build` makes for the user,
// served on its own ports with test settings. playwright.config.ts starts it for the suite;
// e2e/build-isolation.spec.ts runs the same piece in a copy of the project.

export const e2eBuildDir = '.next-e2e';

export const e2eServerCommand = 'npm run build && npm start';

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

/** The environment of the build and the server, on top of the runner's own. */
export function e2eServerEnv(settings: E2eSettings): Record<string, string> {
  return {
    NEXT_DIST_DIR: e2eBuildDir,
    PORT: String(settings.port),
    SITE_URL: `http://127.0.0.1:${settings.port}`,
    CONTENT_SERVICE_PORT: String(settings.contentPort),
    CONTENT_SERVICE_SEED_DIR: settings.seedDir,
    REVALIDATE_SECRET: settings.revalidateSecret,
    PREVIEW_SECRET: settings.previewSecret,
    CONTENT_PREVIEW_TOKEN: settings.previewToken,
    BAIDU_TONGJI_ID: settings.tongjiId,
    // The drawing demo: the proxy's token and the one the demo expects, drawings short enough
    // for a test yet long enough to be seen in progress, and rate limits that the tests'
    // drawings and polls (all from one address) never reach.
    AI_API_TOKEN: settings.aiApiToken,
    AI_DEMO_TOKEN: settings.aiApiToken,
    AI_DEMO_TASK_MS: '4000',
    AI_DRAW_RATE_LIMIT: '1000',
    AI_DETAIL_RATE_LIMIT: '100000',
    NEXT_TELEMETRY_DISABLED: '1',
  };
}
