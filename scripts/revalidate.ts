// Tells the site to refresh content now: signs `{ "tags": [...] }` with REVALIDATE_SECRET
// (Standard Webhooks) and posts it to SITE_URL/api/revalidate.
//   npm run revalidate -- announcement:12 help
import { config, configProblems } from '#lib/config/index.ts';
import { isKnownTag } from '#lib/content/tags.ts';
import { signedWebhook } from '#lib/webhook/standard-webhooks.ts';

const tags = process.argv.slice(2);
const secret = config().content.revalidateSecret;
const site = config().site.url;

if (tags.length === 0) {
  console.error(
    'usage: npm run revalidate -- <tag> [tag…]   e.g. announcement:12 help download:windows',
  );
  process.exit(2);
}
const unknown = tags.filter((tag) => !isKnownTag(tag));
if (unknown.length > 0) {
  console.error(`unknown tag(s): ${unknown.join(', ')}`);
  console.error(
    'known: announcement[:id], showcase, download[:windows|macos|linux|android|manuals], help[:id]',
  );
  process.exit(2);
}
// Not the default address in place of a mistyped one: the call would go to the wrong site.
const siteProblem = configProblems().find(({ name }) => name === 'SITE_URL');
if (siteProblem) {
  console.error(siteProblem.line);
  process.exit(2);
}
if (!secret) {
  console.error(
    'REVALIDATE_SECRET is not set: use the same value as the site (see README, "Content team").',
  );
  process.exit(2);
}

const url = new URL('/api/revalidate', site);

try {
  const response = await fetch(url, { method: 'POST', ...signedWebhook(secret, tags) });
  const text = await response.text();
  if (!response.ok) {
    console.error(`${url.href} answered ${response.status}: ${text}`);
    process.exit(1);
  }
  console.info(text);
} catch (error) {
  console.error(
    `cannot reach ${url.href}: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
