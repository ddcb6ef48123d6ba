// Tells the site to refresh content now: signs `{ "tags": [...] }` with REVALIDATE_SECRET
// (Standard Webhooks) and posts it to SITE_URL/api/revalidate.
//   npm run revalidate -- announcement:12 help
import { isKnownTag } from '#lib/content/tags.ts';
import { signedWebhook } from '#lib/webhook/standard-webhooks.ts';

const tags = process.argv.slice(2);
const secret = process.env.REVALIDATE_SECRET;
const site = process.env.SITE_URL || 'http://localhost:3000';

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
