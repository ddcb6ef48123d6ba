// Drafts in the reference service: invisible without the preview token, read with it through the
// site's own client (so each draft passes the same zod schemas as published content).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createContentClient } from '#lib/content/client.ts';
import * as content from '#lib/content/index.ts';
import { applyDrafts, readDrafts } from './drafts.ts';
import { loadContent } from './store.ts';
import { type Running, seedDir, startService } from '#tools/testing/content-service.ts';

const token = 'unit-preview-token-3c1e';
let service: Running;

beforeAll(async () => {
  service = await startService({ previewToken: token });
  // Its file URLs are http on its own origin: accepted because the configuration names it.
  vi.stubEnv('CONTENT_PUBLIC_ORIGIN', service.origin);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await service.stop();
});

const published = () => createContentClient({ baseUrl: service.origin, timeoutMs: 5000 });
const previewing = (previewToken = token) =>
  createContentClient({
    baseUrl: service.origin,
    timeoutMs: 5000,
    previewToken: async () => previewToken,
  });
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(service.origin + path, { headers });

describe.each(['zh', 'en'] as const)('drafts in %s', (locale) => {
  it('an unpublished announcement: a 404 for visitors, in the list and readable in preview', async () => {
    await expect(content.getAnnouncement({ locale, id: 41 }, published())).rejects.toMatchObject({
      status: 404,
    });
    const visible = await content.getAnnouncementList({ locale, pageSize: 50 }, published());
    expect(visible.items.map((a) => a.id)).not.toContain(41);

    const draft = await content.getAnnouncement({ locale, id: 41 }, previewing());
    expect(draft.title).toContain('3.9');
    const list = await content.getAnnouncementList({ locale, pageSize: 50 }, previewing());
    expect(list.total).toBe(visible.total + 1);
    expect(list.items.map((a) => a.id)).toContain(41);
  });

  it('an edited help article: the published text for visitors, the draft in preview', async () => {
    const before = await content.getHelpArticle({ locale, id: 1003 }, published());
    const after = await content.getHelpArticle({ locale, id: 1003 }, previewing());
    expect(after.title).not.toBe(before.title);
    expect(after.content.length).toBeGreaterThan(before.content.length);
    const tree = await content.getHelpSubs({ locale, typeId: 1 }, previewing());
    const titles = tree.items.flatMap((sub) => sub.articles.map((a) => a.title));
    expect(titles).toContain(after.title);
    expect(titles).not.toContain(before.title);
  });

  it('an edited Windows release note, and nothing else of the package changed', async () => {
    const before = await content.getSoftware({ locale, os: 'windows' }, published());
    const after = await content.getSoftware({ locale, os: 'windows' }, previewing());
    const notes = (list: typeof before) => list.items[0]?.releaseNotes ?? '';
    expect(notes(after)).not.toBe(notes(before));
    expect(notes(after)).toContain(notes(before).slice(0, 40));
    expect(after.items.map((p) => p.version)).toEqual(before.items.map((p) => p.version));
  });
});

describe('the draft switch refuses', () => {
  it('draft=1 without the token, or with the wrong one: 401 with a message', async () => {
    const missing = await get('/api/announcement/getAnno?lang=1&id=41&draft=1');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ message: expect.stringContaining('token') });
    const wrong = await get('/api/announcement/getAnno?lang=1&id=41&draft=1', {
      'x-preview-token': 'guess',
    });
    expect(wrong.status).toBe(401);
    await expect(
      content.getAnnouncement({ locale: 'en', id: 41 }, previewing('guess')),
    ).rejects.toMatchObject({ status: 401 });
  });

  it('the token alone changes nothing: drafts need the switch too', async () => {
    const answer = await get('/api/announcement/getAnno?lang=1&id=41', {
      'x-preview-token': token,
    });
    expect(answer.status).toBe(404);
  });

  it('a malformed switch, and drafts asked of a search call: 400', async () => {
    const headers = { 'x-preview-token': token };
    expect((await get('/api/announcement/getAnno?lang=1&id=41&draft=2', headers)).status).toBe(400);
    expect(
      (await get('/api/announcement/getAnno?lang=1&id=41&draft=1&draft=1', headers)).status,
    ).toBe(400);
    const search = await get('/api/helpInfo/selInfo?lang=1&keyword=beta&draft=1', headers);
    expect(search.status).toBe(400);
  });

  it('a service without a preview token answers no drafts to anyone', async () => {
    const closed = await startService();
    try {
      const answer = await fetch(`${closed.origin}/api/announcement/getAnno?lang=1&id=41&draft=1`, {
        headers: { 'x-preview-token': token },
      });
      expect(answer.status).toBe(401);
    } finally {
      await closed.stop();
    }
  });
});

describe('applying drafts', () => {
  it('shares what no draft touches, and leaves out (and names) a draft whose item is gone', async () => {
    const parts = await loadContent(seedDir);
    const drafts = await readDrafts(seedDir);
    const [helpEdit] = drafts.helpArticles;
    const [releaseEdit] = drafts.releaseNotes;
    if (!helpEdit || !releaseEdit) throw new Error('the seed drafts a help article and a release');
    const { applied, orphans } = applyDrafts(parts, drafts);
    expect(orphans).toEqual([]);
    expect(applied.software.macos).toBe(parts.software.macos);
    expect(applied.announcements.find((a) => a.id === 1)).toBe(
      parts.announcements.find((a) => a.id === 1),
    );
    const stale = applyDrafts(parts, {
      ...drafts,
      helpArticles: [{ ...helpEdit, id: 999 }],
      releaseNotes: [{ ...releaseEdit, version: '0.0.1' }],
    });
    expect(stale.orphans).toEqual([
      'drafts/help-articles.json: no help article has id 999',
      'drafts/release-notes.json: windows package 1 has no version 0.0.1',
    ]);
    expect(stale.applied.software.windows).toEqual(parts.software.windows);
    // The announcement drafts still apply.
    expect(stale.applied.announcements.some((a) => a.id === 41)).toBe(true);
  });
});
