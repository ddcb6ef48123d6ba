// What `npm start` checks in the settings before the production server starts, so that a
// missing or contradictory setting is read once at start, not discovered by visitors. A setting
// that would make the site wrong or unsafe stops the start (one line each); one that is only
// unusual for a public site is said in one warning, because the same build is also what a
// person runs on a laptop to try the site, where localhost is right.
import { defaultAiApiToken } from '../draw/default-token.ts';

type Env = Record<string, string | undefined>;

export type ConfigReport = {
  /** Each one stops the start. */
  errors: string[];
  /** Said together, in one warning line; the site starts. */
  warnings: string[];
};

/** The shortest webhook or preview secret accepted: below it, guessing it is within reach. */
export const minRevalidateSecretBytes = 24;

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

function siteUrlFindings(value: string | undefined, report: ConfigReport): void {
  if (!value) {
    report.warnings.push(
      'SITE_URL is unset: canonical links, the sitemap and hreflang point at http://localhost:3000',
    );
    return;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    report.errors.push(
      `SITE_URL=${JSON.stringify(value)} is not a URL: set the site's public address, e.g. https://www.mantisoft.com`,
    );
    return;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    report.errors.push(`SITE_URL must be an http(s) address, not ${url.protocol}`);
  } else if (loopbackHosts.has(url.hostname)) {
    report.warnings.push(
      `SITE_URL is ${url.origin}: canonical links, the sitemap and hreflang point at this machine`,
    );
  }
}

function drawFindings(env: Env, report: ConfigReport): void {
  const token = env.AI_API_TOKEN || defaultAiApiToken;
  if (env.AI_API_BASE && token === defaultAiApiToken) {
    report.errors.push(
      'AI_API_BASE names a drawing service but AI_API_TOKEN is the demo token: set the service’s own token in AI_API_TOKEN',
    );
  }
}

function secretFindings(name: string, secret: string | undefined, report: ConfigReport): void {
  if (secret && Buffer.byteLength(secret, 'utf8') < minRevalidateSecretBytes) {
    report.errors.push(
      `${name} is shorter than ${minRevalidateSecretBytes} bytes: generate one with node -e "console.log('whsec_' + require('node:crypto').randomBytes(32).toString('base64'))"`,
    );
  }
}

function previewFindings(env: Env, report: ConfigReport): void {
  secretFindings('PREVIEW_SECRET', env.PREVIEW_SECRET, report);
  if (env.PREVIEW_SECRET && !env.CONTENT_PREVIEW_TOKEN) {
    report.warnings.push(
      'PREVIEW_SECRET is set but CONTENT_PREVIEW_TOKEN is not: preview links are refused until the content service’s preview token is set',
    );
  }
}

/** The findings on the settings a production server starts with. */
export function checkProductionConfig(env: Env): ConfigReport {
  const report: ConfigReport = { errors: [], warnings: [] };
  siteUrlFindings(env.SITE_URL, report);
  drawFindings(env, report);
  secretFindings('REVALIDATE_SECRET', env.REVALIDATE_SECRET, report);
  previewFindings(env, report);
  return report;
}
