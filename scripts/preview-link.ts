// Prints a preview link for the content team's tooling: opened in a browser, it shows the page
// with the drafts (README, "Content team"). Signed with PREVIEW_SECRET, for the site at SITE_URL.
//   npm run preview-link -- /announcement/41
//   npm run preview-link -- /en/support/1/1003 --minutes 30
import { parseArgs } from 'node:util';
import { config, configProblems } from '#lib/config/index.ts';
import { isPagePath } from '#lib/preview/page-path.ts';
import { defaultLinkMinutes, maxLinkMinutes, previewLink } from '#lib/preview/preview-link.ts';

const usage = `usage: npm run preview-link -- <page path> [--minutes N]   (N from 1 to ${maxLinkMinutes}, default ${defaultLinkMinutes})
  e.g. /announcement/41, /en/support/1/1003, /download/windows`;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { minutes: { type: 'string' } } });
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
}
const [path, ...extra] = parsed.positionals;
if (!path || extra.length > 0) fail(usage);
if (!isPagePath(path)) fail(`${path} is not a page of the site\n${usage}`);
const minutes = Number(parsed.values.minutes ?? defaultLinkMinutes);
if (!Number.isInteger(minutes) || minutes < 1 || minutes > maxLinkMinutes) {
  fail(`--minutes must be a whole number from 1 to ${maxLinkMinutes}`);
}
// Not the default address in place of a mistyped one: the link would open the wrong site.
const siteProblem = configProblems().find(({ name }) => name === 'SITE_URL');
if (siteProblem) fail(siteProblem.line);
const secret = config().content.previewSecret;
if (!secret)
  fail('PREVIEW_SECRET is not set: use the same value as the site (see README, "Content team").');

console.info(previewLink(config().site.url, secret, path, { minutes }).href);
