// What the launcher checks in the settings before anything starts, so that a wrong setting is read
// once, at start, rather than discovered by visitors. A malformed value, or a combination that
// would make the public site wrong or unsafe, stops the start (one line each). What is only
// unusual for a public site is said in one warning, because the same build is also what a person
// runs on a laptop to try the site, where localhost is right.
import { defaultAiApiToken } from '../draw/default-token.ts';
import { contentServiceVariables } from './content-service.ts';
import { type Config, config, configProblems, type Env, type Problem } from './index.ts';
import { retiredVariables, serviceVariables } from './variables.ts';

export type ConfigReport = {
  /** Each one stops the start. */
  errors: string[];
  /** Said together, in one warning line; the site starts. */
  warnings: string[];
};

/** The shortest webhook or preview secret accepted: below it, guessing it is within reach. */
const minSecretBytes = 24;

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

const generateSecret = `node -e "console.log('whsec_' + require('node:crypto').randomBytes(32).toString('base64'))"`;

const serviceNames: ReadonlySet<string> = new Set(Object.keys(serviceVariables));

/** The malformed values of what the site and its launchers read (not the tests' own). */
function serviceProblems(env: Env): readonly Problem[] {
  return configProblems(env).filter(({ name }) => serviceNames.has(name));
}

function secretErrors({ content, database }: Config): string[] {
  const secrets = {
    REVALIDATE_SECRET: content.revalidateSecret,
    PREVIEW_SECRET: content.previewSecret,
    INSIGHTS_VISITOR_SECRET: database.visitorSecret,
  };
  return Object.entries(secrets)
    .filter(([, secret]) => secret !== undefined && Buffer.byteLength(secret) < minSecretBytes)
    .map(
      ([name]) =>
        `${name} is shorter than ${minSecretBytes} bytes: generate one with ${generateSecret}`,
    );
}

function drawingErrors({ drawing }: Config): string[] {
  return !drawing.demo && drawing.token === defaultAiApiToken
    ? [
        'AI_API_BASE names a drawing service but AI_API_TOKEN is the demo token: set the service’s own token in AI_API_TOKEN',
      ]
    : [];
}

function siteUrlWarnings({ site }: Config, env: Env, failed: ReadonlySet<string>): string[] {
  if (failed.has('SITE_URL')) return [];
  if (!env.SITE_URL?.trim()) {
    return [`SITE_URL is unset: canonical links, the sitemap and hreflang point at ${site.url}`];
  }
  return loopbackHosts.has(new URL(site.url).hostname)
    ? [
        `SITE_URL is ${site.origin}: canonical links, the sitemap and hreflang point at this machine`,
      ]
    : [];
}

function contentWarnings({ content, contentService }: Config): string[] {
  const warnings: string[] = [];
  if (content.embedded) {
    warnings.push(
      `CONTENT_API_BASE is unset: the server reads the embedded demo content service on port ${contentService.port}; set it to the company's content service`,
    );
  }
  if (content.previewSecret !== undefined && content.previewToken === undefined) {
    warnings.push(
      'PREVIEW_SECRET is set but CONTENT_PREVIEW_TOKEN is not: preview links are refused until the content service’s preview token is set',
    );
  }
  return warnings;
}

// Each instance would keep feedback in an embedded database of its own, so none would hold the
// whole count: the feature stays off rather than split (lib/help-insights/settings.ts).
function databaseWarnings({ redis, database }: Config): string[] {
  return redis.url !== undefined && database.url === undefined
    ? [
        'REDIS_URL is set (several instances) but DATABASE_URL is not: article feedback and search insights are off until DATABASE_URL names a PostgreSQL server',
      ]
    : [];
}

function retiredWarnings(env: Env): string[] {
  return Object.entries(retiredVariables)
    .filter(([name]) => env[name]?.trim())
    .map(([name, instead]) => `${name} is no longer read: ${instead}`);
}

/** The findings on the settings `npm start` runs the production server with. */
export function checkProductionConfig(env: Env = process.env): ConfigReport {
  const problems = serviceProblems(env);
  const failed = new Set(problems.map(({ name }) => name));
  const settings = config(env);
  return {
    errors: [
      ...problems.map(({ line, buildTime }) =>
        buildTime ? `${line}; it is read at build time: build again after changing it` : line,
      ),
      ...secretErrors(settings),
      ...drawingErrors(settings),
    ],
    warnings: [
      ...siteUrlWarnings(settings, env, failed),
      ...contentWarnings(settings),
      ...databaseWarnings(settings),
      ...retiredWarnings(env),
    ],
  };
}

/** What `npm run build` refuses: a malformed value of a setting the build compiles in. */
export function checkBuildConfig(env: Env = process.env): string[] {
  return serviceProblems(env)
    .filter(({ buildTime }) => buildTime)
    .map(({ line }) => line);
}

/** What the embedded content service refuses when it starts: a malformed value of its own. */
export function checkContentServiceConfig(env: Env = process.env): string[] {
  return configProblems(env)
    .filter(({ name }) => Object.hasOwn(contentServiceVariables, name))
    .map(({ line }) => line);
}
