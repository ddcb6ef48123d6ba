// Content changed on disk reaches the answers without a restart; a broken edit does not.
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createContentClient } from '#lib/content/client.ts';
import { getAnnouncement } from '#lib/content/announcements.ts';
import { ContentServiceError } from '#lib/content/errors.ts';
import { type Running, seedDir, startService } from '#tools/testing/content-service.ts';

let service: Running | undefined;
afterEach(() => service?.stop());

function nextReload(events: { resolve?: (error?: Error) => void }) {
  return new Promise<Error | undefined>((resolve) => (events.resolve = resolve));
}

describe('live seed reload', () => {
  it('answers an edited title after the file changes, and keeps the last good content on a broken edit', async () => {
    const events: { resolve?: (error?: Error) => void } = {};
    service = await startService({ copySeed: true, onReload: (error) => events.resolve?.(error) });
    const client = createContentClient({ baseUrl: service.origin });
    const file = join(service.seedDir, 'announcements', '001.json');
    const seed = JSON.parse(await readFile(file, 'utf8')) as { id: number; en: { title: string } };
    const id = seed.id;

    const reloaded = nextReload(events);
    seed.en.title = 'Edited while running';
    await writeFile(file, JSON.stringify(seed, null, 2));
    expect(await reloaded).toBeUndefined();
    expect((await getAnnouncement({ locale: 'en', id }, client)).title).toBe(
      'Edited while running',
    );

    const rejected = nextReload(events);
    await writeFile(file, '{ "id": ');
    expect((await rejected)?.message).toContain('001.json');
    expect((await getAnnouncement({ locale: 'en', id }, client)).title).toBe(
      'Edited while running',
    );
  });

  it('answers edits in a seed folder that was removed and written again while it ran', async () => {
    const reloads: (Error | undefined)[] = [];
    service = await startService({ copySeed: true, onReload: (error) => reloads.push(error) });
    const client = createContentClient({ baseUrl: service.origin });
    const file = join(service.seedDir, 'announcements', '001.json');
    const seed = JSON.parse(await readFile(file, 'utf8')) as { id: number; en: { title: string } };

    // As `npm run seed:large` writes its folder: removed, then made again file by file.
    await rm(service.seedDir, { recursive: true });
    await cp(seedDir, service.seedDir, { recursive: true });
    await vi.waitFor(() => expect(reloads).toContain(undefined), { timeout: 20_000 });

    seed.en.title = 'Edited in the new folder';
    await writeFile(file, JSON.stringify(seed, null, 2));
    await vi.waitFor(
      async () =>
        expect((await getAnnouncement({ locale: 'en', id: seed.id }, client)).title).toBe(
          'Edited in the new folder',
        ),
      { timeout: 20_000, interval: 100 },
    );
  });
});

describe('signed calls', () => {
  it('refuses unsigned calls and accepts the client’s signed ones when a secret is set', async () => {
    service = await startService({ signSecret: 'shared-secret' });
    const unsigned = await fetch(`${service.origin}/api/announcement/getAnno?lang=0&id=1`);
    expect(unsigned.status).toBe(401);
    const wrong = createContentClient({ baseUrl: service.origin, signSecret: 'other' });
    await expect(getAnnouncement({ locale: 'zh', id: 1 }, wrong)).rejects.toBeInstanceOf(
      ContentServiceError,
    );
    const right = createContentClient({ baseUrl: service.origin, signSecret: 'shared-secret' });
    expect((await getAnnouncement({ locale: 'zh', id: 1 }, right)).id).toBe(1);
  });
});
