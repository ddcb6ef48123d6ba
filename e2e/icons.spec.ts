// What a browser asks for beside the pages when it opens the Atom feed. The icons and manifests
// themselves are HTTP answers: integration/icons.test.ts.
import { expect, test } from '@playwright/test';

test('opening the Atom feed in the browser asks for nothing that is missing', async ({ page }) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/announcement/feed.xml');
  await page.waitForLoadState('networkidle');
  expect(missing).toEqual([]);
});
