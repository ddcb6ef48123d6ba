// No secret of the server's environment reaches a visitor: not in a client bundle the build
// wrote (static/ of the served build, every file, not only those a page loads), and not in a
// page or document the site serves. The secrets are read from the environment the test site's
// server is started with, so a secret added there is checked here too.
// (e2e/draw-dialog.spec.ts also checks the drawing token in the scripts the open dialog loads.)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { localePages } from '#tools/testing/pages.ts';
import { serverEnv, site, siteUrl } from './site.ts';

const secretName = /(?:SECRET|TOKEN)$/;

function secrets(): { name: string; value: string }[] {
  const named = (env: Record<string, string | undefined>) =>
    Object.entries(env).flatMap(([name, value]) =>
      secretName.test(name) && value ? [{ name, value }] : [],
    );
  // The runner's own (CONTENT_API_SIGN_SECRET, a CI token) too, when long enough to be one.
  return [...named(serverEnv), ...named(process.env).filter(({ value }) => value.length >= 12)];
}

/** Where each secret shows in `text`, in its plain and URL-encoded forms. */
function leaks(text: string, list: { name: string; value: string }[]): string[] {
  return list
    .filter(({ value }) => text.includes(value) || text.includes(encodeURIComponent(value)))
    .map(({ name }) => name);
}

const list = secrets();

test('the secrets looked for are the server’s, each too long to be found by chance', () => {
  expect(list.map(({ name }) => name)).toEqual(
    expect.arrayContaining([
      'REVALIDATE_SECRET',
      'PREVIEW_SECRET',
      'CONTENT_PREVIEW_TOKEN',
      'AI_API_TOKEN',
      'AI_DEMO_TOKEN',
    ]),
  );
  for (const { name, value } of list) expect(value.length, name).toBeGreaterThanOrEqual(12);
});

test('no secret of the environment is in a client bundle', () => {
  const staticDir = join(site.buildDir, 'static');
  const files = readdirSync(staticDir, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  );
  expect(files.length).toBeGreaterThan(20);
  for (const file of files) {
    const path = join(file.parentPath, file.name);
    expect(leaks(readFileSync(path, 'latin1'), list), path).toEqual([]);
  }
});

test('no secret of the environment is in a served page or document', async () => {
  const documents = [
    ...localePages.map((page) => page.url),
    '/robots.txt',
    '/sitemap.xml',
    '/announcement/feed.xml',
    '/download/releases.json',
    '/api/help/search?q=laser&locale=en',
    '/aiapi/v1/client/detail',
    '/no-such-page',
  ];
  for (const path of documents) {
    // Followed where it redirects, as a visitor's browser would.
    const answer = await fetch(siteUrl(path));
    expect(answer.status, path).toBeLessThan(500);
    const headers = JSON.stringify(Object.fromEntries(answer.headers));
    expect(leaks(headers + (await answer.text()), list), path).toEqual([]);
  }
});
