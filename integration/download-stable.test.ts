// The stable addresses that scripts and the desktop applications use (/download/latest/…,
// /download/releases.json), and how they and the download pages follow a new release.
import { describe, expect, test, vi } from 'vitest';
import { platforms, releases } from '#content-schema/releases.zod.ts';
import {
  changeJson,
  contentEditTestTimeoutMs,
  expectOnFetch,
  settleTimeoutMs,
  withContentEdit,
} from './content-edit.ts';
import { documentOf } from './html.ts';
import { get, serverEnv, site } from './site.ts';

// releases.json lists the embedded service's http URLs, which the schema accepts on the
// service's public origin only, as the site does.
vi.stubEnv('CONTENT_PUBLIC_ORIGIN', serverEnv.CONTENT_PUBLIC_ORIGIN);

const newestFiles = {
  windows: 'MantiSoft_3.8.0_x64_setup.exe',
  'mac-apple': 'MantiSoft-3.8.0-arm64.dmg',
  'mac-intel': 'MantiSoft-3.8.0-x64.dmg',
  'linux-ubuntu': 'mantisoft_3.8.0-1~ubuntu20.04_amd64.deb',
  'linux-centos': 'mantisoft-3.8.0-1.el7.x86_64.rpm',
  'linux-debian': 'mantisoft_3.8.0-1~deb11_amd64.deb',
  android: 'MantiSoft_Mobile_3.8.0_arm64-v8a.apk',
} as const;

async function location(path: string) {
  const response = await get(path);
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

async function releaseList() {
  const response = await get('/download/releases.json');
  expect(response.status).toBe(200);
  return releases.parse(await response.json());
}

describe('stable download links', () => {
  test.for(platforms)('/download/latest/%s redirects to the newest file', async (platform) => {
    for (const prefix of ['', '/en']) {
      const answer = await location(`${prefix}/download/latest/${platform}`);
      expect([302, 307]).toContain(answer.status);
      expect(answer.location).toMatch(/^https?:\/\//);
      expect(answer.location.endsWith(`/files/downloads/${newestFiles[platform]}`)).toBe(true);
    }
  });

  test('an unknown platform is a 404 that names the known ones', async () => {
    const response = await get('/download/latest/ios');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('mac-apple');
  });
});

// Adds a release to the integration site's seed copy and sends its webhook; the tests above
// only read, and the integration files run one at a time.
test(
  'releases.json, the stable link and the download pages follow a new Windows release after its webhook',
  { timeout: contentEditTestTimeoutMs },
  async () => {
    const before = await releaseList();
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
        const listed = await fetch(`${site.contentOrigin}/api/pcUpgrade/Windows?lang=0`);
        return (await listed.text()).includes(newRelease);
      },
      tags: ['download:windows'],
    };
    const newestWindows = async () => (await releaseList()).platforms.windows?.version;
    const latestWindows = async () => (await location('/download/latest/windows')).location;
    await withContentEdit(edit, async (content) => {
      // Static until the webhook names the tag.
      expect(await newestWindows()).toBe('3.8.0');
      await content.publish();
      await expect.poll(newestWindows, { timeout: settleTimeoutMs }).toBe('3.9.0');
      const after = await releaseList();
      expect(after.platforms.windows).toMatchObject({ sha256: 'b'.repeat(64) });
      expect(after.platforms['mac-apple']).toEqual(before.platforms['mac-apple']);
      await expect.poll(latestWindows, { timeout: settleTimeoutMs }).toContain(newRelease);
      // The download centre and the Windows page name it in both languages, and the Windows
      // pages link its file.
      for (const path of [
        '/download',
        '/en/download',
        '/download/windows',
        '/en/download/windows',
      ]) {
        const windowsPage = path.endsWith('/windows');
        await expectOnFetch(path, async (answer) => {
          const main = (await documentOf(answer)).querySelector('main');
          return {
            version: main?.textContent?.includes('3.9.0') ?? false,
            link: Boolean(main?.querySelector(`a[href$="${newRelease}"]`)),
          };
        }).toMatchObject(windowsPage ? { version: true, link: true } : { version: true });
      }
    });
    // Leave the cache as the other files expect it: the refresh happens on the next requests.
    await expect.poll(newestWindows, { timeout: settleTimeoutMs }).toBe('3.8.0');
    await expect
      .poll(latestWindows, { timeout: settleTimeoutMs })
      .toContain('MantiSoft_3.8.0_x64_setup.exe');
  },
);
