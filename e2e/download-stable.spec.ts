// The stable addresses that scripts and the desktop applications use (/download/latest/…,
// /download/releases.json), and the header's "use immediately" button without the application.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { platforms, releases } from '#content-schema/releases.zod.ts';
import en from '#locales/en/common.json' with { type: 'json' };
import zh from '#locales/zh/common.json' with { type: 'json' };
import {
  changeJson,
  contentEditTestTimeoutMs,
  expectOnVisit,
  settleTimeoutMs,
  withContentEdit,
} from './content-edit.ts';
import { contentOrigin, visitor } from './support.ts';

const newestFiles = {
  windows: 'MantiSoft_3.8.0_x64_setup.exe',
  'mac-apple': 'MantiSoft-3.8.0-arm64.dmg',
  'mac-intel': 'MantiSoft-3.8.0-x64.dmg',
  'linux-ubuntu': 'mantisoft_3.8.0-1~ubuntu20.04_amd64.deb',
  'linux-centos': 'mantisoft-3.8.0-1.el7.x86_64.rpm',
  'linux-debian': 'mantisoft_3.8.0-1~deb11_amd64.deb',
  android: 'MantiSoft_Mobile_3.8.0_arm64-v8a.apk',
} as const;

async function location(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers()['location'] ?? '' };
}

async function releaseList(request: APIRequestContext) {
  const response = await request.get('/download/releases.json');
  expect(response.status()).toBe(200);
  return releases.parse(await response.json());
}

test.describe('stable download links', () => {
  for (const platform of platforms) {
    test(`/download/latest/${platform} redirects to the newest file`, async ({ request }) => {
      for (const prefix of ['', '/en']) {
        const answer = await location(request, `${prefix}/download/latest/${platform}`);
        expect([302, 307]).toContain(answer.status);
        expect(answer.location).toMatch(/^https?:\/\//);
        expect(answer.location.endsWith(`/files/downloads/${newestFiles[platform]}`)).toBe(true);
      }
    });
  }

  test('an unknown platform is a 404 that names the known ones', async ({ request }) => {
    const response = await request.get('/download/latest/ios', { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('mac-apple');
  });

  // Adds a release to the seed copy and sends its webhook: tagged @edits, it runs in the serial
  // phase after every other test (playwright.config.ts). The others here only read.
  test(
    'releases.json and the pages follow a new Windows release after its webhook',
    { tag: '@edits' },
    async ({ page, request }) => {
      test.setTimeout(contentEditTestTimeoutMs);
      const before = await releaseList(request);
      expect(Object.keys(before.platforms).sort()).toEqual([...platforms].sort());
      expect(before.platforms.windows?.version).toBe('3.8.0');

      const newRelease = 'MantiSoft_3.9.0_x64_setup.exe';
      const edit = {
        file: 'software.json',
        change: changeJson<{ windows: [{ versions: Record<string, unknown>[] }] }>((seed) => {
          const current = seed.windows[0].versions[0];
          seed.windows[0].versions.unshift({
            ...current,
            version: '3.9.0',
            releaseDate: Math.floor(Date.now() / 1000),
            fileName: newRelease,
            sha256: 'b'.repeat(64),
          });
        }),
        served: async () => {
          const listed = await request.get(`${contentOrigin()}/api/pcUpgrade/Windows?lang=0`);
          return JSON.stringify(await listed.json()).includes(newRelease);
        },
        tags: ['download:windows'],
      };
      const newestWindows = async () => (await releaseList(request)).platforms.windows?.version;
      const latestWindows = async () =>
        (await location(request, '/download/latest/windows')).location;
      await withContentEdit(request, edit, async (content) => {
        // Static until the webhook names the tag.
        expect(await newestWindows()).toBe('3.8.0');
        await content.publish();
        await expect.poll(newestWindows, { timeout: settleTimeoutMs }).toBe('3.9.0');
        const after = await releaseList(request);
        expect(after.platforms.windows).toMatchObject({ sha256: 'b'.repeat(64) });
        expect(after.platforms['mac-apple']).toEqual(before.platforms['mac-apple']);
        await expect.poll(latestWindows, { timeout: settleTimeoutMs }).toContain(newRelease);
        // The download centre and the Windows page show it in both languages.
        for (const path of [
          '/download',
          '/en/download',
          '/download/windows',
          '/en/download/windows',
        ]) {
          await expectOnVisit(page, path, () =>
            page.locator('main').getByText('3.9.0', { exact: false }).count(),
          ).toBeGreaterThan(0);
          if (path.endsWith('/windows')) {
            await expect(page.locator(`main a[href$="${newRelease}"]`).first()).toBeVisible();
          }
        }
      });
      // Leave the cache as other specs expect it: the refresh happens on the next requests.
      await expect.poll(newestWindows, { timeout: settleTimeoutMs }).toBe('3.8.0');
      await expect
        .poll(latestWindows, { timeout: settleTimeoutMs })
        .toContain('MantiSoft_3.8.0_x64_setup.exe');
    },
  );
});

test.describe('use immediately without the application', () => {
  const cases = [
    { tag: 'zh-CN', home: '/', strings: zh, landing: '/download?from=home' },
    { tag: 'en-US', home: '/en', strings: en, landing: '/en/download?from=home' },
  ] as const;
  for (const { tag, home, strings, landing } of cases) {
    for (const width of [1280, 390]) {
      test(`${tag} at ${width} px: alert, then the download page`, async ({ browser }) => {
        const context = await visitor(browser, tag, width);
        const page = await context.newPage();
        const alerts: string[] = [];
        page.on('dialog', (dialog) => {
          alerts.push(`${dialog.type()}: ${dialog.message()}`);
          void dialog.accept();
        });
        await page.goto(home);
        if (width < 992) {
          await page.getByRole('button', { name: strings.header.openMenu }).click();
        }
        await page
          .getByRole('button', { name: strings.useApp.button, exact: true })
          .filter({ visible: true })
          .click();
        await expect(page).toHaveURL((url) => url.pathname + url.search === landing);
        expect(alerts).toEqual([`alert: ${strings.useApp.notInstalled}`]);
        await context.close();
      });
    }
  }
});
