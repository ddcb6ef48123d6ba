// No secret of the server's environment reaches a visitor: not in a client bundle the build
// wrote (.next-e2e/static, every file, not only those a page loads), and not in a page or
// document the site serves. The secrets are read from the settings the browser tests' server
// is started with, so a secret added there is checked here too. (e2e/draw-dialog.spec.ts also
// checks the drawing token in the scripts the open dialog loads.)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { localePages } from '#tools/testing/pages.ts';
import { e2eBuildDir, e2eServerEnv } from '#tools/process/web-server.ts';

const secretName = /(?:SECRET|TOKEN)$/;

function secrets(): { name: string; value: string }[] {
  const server = e2eServerEnv({
    port: 0,
    contentPort: 0,
    seedDir: '',
    revalidateSecret: process.env.E2E_REVALIDATE_SECRET ?? '',
    previewSecret: process.env.E2E_PREVIEW_SECRET ?? '',
    previewToken: process.env.E2E_PREVIEW_TOKEN ?? '',
    tongjiId: '',
    aiApiToken: process.env.E2E_AI_API_TOKEN ?? '',
  });
  const named = (env: Record<string, string | undefined>) =>
    Object.entries(env).flatMap(([name, value]) =>
      secretName.test(name) && value ? [{ name, value }] : [],
    );
  // The runner's own (CONTENT_API_SIGN_SECRET, a CI token) too, when long enough to be one.
  return [...named(server), ...named(process.env).filter(({ value }) => value.length >= 12)];
}

/** Where each secret shows in `text`, in its plain and URL-encoded forms. */
function leaks(text: string, list: { name: string; value: string }[]): string[] {
  return list
    .filter(({ value }) => text.includes(value) || text.includes(encodeURIComponent(value)))
    .map(({ name }) => name);
}

test('no secret of the environment is in a client bundle or a served page', async ({ request }) => {
  test.setTimeout(180_000);
  const list = secrets();
  // The webhook's secret and the drawing token at least, each long enough that finding it
  // could not be chance.
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

  const staticDir = join(e2eBuildDir, 'static');
  const files = readdirSync(staticDir, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  );
  expect(files.length).toBeGreaterThan(20);
  for (const file of files) {
    const path = join(file.parentPath, file.name);
    expect(leaks(readFileSync(path, 'latin1'), list), path).toEqual([]);
  }

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
    const answer = await request.get(path);
    expect(answer.status(), path).toBeLessThan(500);
    const headers = JSON.stringify(answer.headers());
    expect(leaks(headers + (await answer.text()), list), path).toEqual([]);
  }
});
