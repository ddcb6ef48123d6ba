// The reference service over real HTTP: every endpoint in both languages read through the
// site's own client (so each answer passes the zod schemas), its errors, search and files.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createContentClient, type ContentClient } from '#lib/content/client.ts';
import * as content from '#lib/content/index.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { startService, type Running } from '#tools/testing/content-service.ts';

let service: Running;
let client: ContentClient;

beforeAll(async () => {
  service = await startService();
  // Its file URLs are http on its own origin: accepted because the configuration names it.
  vi.stubEnv('CONTENT_PUBLIC_ORIGIN', service.origin);
  client = createContentClient({ baseUrl: service.origin, timeoutMs: 5000 });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await service.stop();
});

const get = (path: string) => fetch(service.origin + path);

describe.each<Locale>(['zh', 'en'])('every endpoint in %s', (locale) => {
  it('announcements: a full first page, pinned first, and each one by id with its neighbours', async () => {
    const list = await content.getAnnouncementList({ locale, pageSize: 50 }, client);
    expect(list.total).toBeGreaterThanOrEqual(30);
    expect(list.items).toHaveLength(list.total);
    const firstUnpinned = list.items.findIndex((a) => !a.pinned);
    expect(list.items.slice(firstUnpinned).every((a) => !a.pinned)).toBe(true);
    for (const { id, title } of list.items) {
      const one = await content.getAnnouncement({ locale, id }, client);
      expect(one.title).toBe(title);
      expect(one.content.length).toBeGreaterThan(200);
    }
    const second = await content.getAnnouncementList({ locale, page: 2, pageSize: 10 }, client);
    expect(second.items.map((a) => a.id)).toEqual(list.items.slice(10, 20).map((a) => a.id));
  });

  it('showcase', async () => {
    const { items } = await content.getShowcase({ locale }, client);
    expect(items.length).toBeGreaterThanOrEqual(8);
  });

  it('software for every OS and Linux distribution, each with older versions', async () => {
    const lists = await Promise.all([
      content.getSoftware({ locale, os: 'windows' }, client),
      content.getSoftware({ locale, os: 'macos' }, client),
      content.getSoftware({ locale, os: 'android' }, client),
      content.getLinuxSoftware({ locale, distribution: 'ubuntu' }, client),
      content.getLinuxSoftware({ locale, distribution: 'centos' }, client),
      content.getLinuxSoftware({ locale, distribution: 'debian' }, client),
    ]);
    expect(lists.map((l) => [l.os, l.distribution])).toEqual([
      ['windows', null],
      ['macos', null],
      ['android', null],
      ['linux', 'ubuntu'],
      ['linux', 'centos'],
      ['linux', 'debian'],
    ]);
    for (const list of lists) {
      expect(list.items.length).toBeGreaterThan(0);
      for (const item of list.items) expect(item.history.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('manuals and their update date', async () => {
    const manuals = await Promise.all(
      (['MantiSoft', 'MantiSurf', 'MantiSolo'] as const).map((p) => content.getManual(p, client)),
    );
    const { updateDate } = await content.getManualsUpdateDate({ locale }, client);
    expect(manuals.map((m) => m.product)).toEqual(['MantiSoft', 'MantiSurf', 'MantiSolo']);
    expect(Math.max(...manuals.map((m) => m.updateDate))).toBe(updateDate);
    for (const m of manuals) expect(m.editions.map((e) => e.language).sort()).toEqual(['en', 'zh']);
  });

  it('the help tree: headings, sub-headings and every article', async () => {
    const { items: types } = await content.getHelpTypes({ locale }, client);
    expect(types.length).toBeGreaterThanOrEqual(5);
    let subs = 0;
    let articles = 0;
    for (const type of types) {
      const tree = await content.getHelpSubs({ locale, typeId: type.id }, client);
      expect(tree.type).toEqual(type);
      subs += tree.items.length;
      for (const sub of tree.items) {
        for (const ref of sub.articles) {
          const article = await content.getHelpArticle({ locale, id: ref.id }, client);
          expect(article).toMatchObject({ title: ref.title, typeId: type.id, subId: sub.id });
          articles += 1;
        }
      }
    }
    expect(subs).toBeGreaterThanOrEqual(15);
    expect(articles).toBeGreaterThanOrEqual(50);
  });

  it('popular searches lead to their article and its place in the tree', async () => {
    const { items } = await content.getPopularSearches({ locale }, client);
    expect(items.length).toBeGreaterThanOrEqual(8);
    for (const search of items) {
      const results = await content.getPopularSearchResults({ locale, id: search.id }, client);
      const parents = await content.getPopularSearchParents({ locale, id: search.id }, client);
      const article = await content.getHelpArticle({ locale, id: search.articleId }, client);
      expect(results.items[0]?.id).toBe(search.articleId);
      expect(parents).toEqual({
        searchId: search.id,
        typeId: article.typeId,
        subId: article.subId,
        articleId: article.id,
      });
    }
  });
});

describe('search', () => {
  it('finds Chinese substrings such as 激光', async () => {
    const result = await content.searchHelpArticles({ locale: 'zh', keyword: '激光' }, client);
    expect(result.total).toBeGreaterThan(5);
    for (const hit of result.items) expect(hit.title + hit.excerpt).toMatch(/激光/);
  });

  it('matches English words regardless of case and requires every word', async () => {
    const one = await content.searchHelpArticles({ locale: 'en', keyword: 'Calibration' }, client);
    const both = await content.searchHelpArticles(
      { locale: 'en', keyword: 'calibration galvo' },
      client,
    );
    expect(one.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThanOrEqual(one.total);
    expect(one.items[0]?.excerpt.toLowerCase()).toContain('calibration');
  });

  it('answers an empty page for words that occur nowhere', async () => {
    const none = await content.searchHelpArticles(
      { locale: 'en', keyword: 'zzqx-nothing' },
      client,
    );
    expect(none).toMatchObject({ total: 0, items: [] });
  });
});

describe('bad input', () => {
  it.each([
    ['/api/show/get', 400, 'lang is required'],
    ['/api/show/get?lang=2', 400, 'lang must be 0 or 1'],
    ['/api/show/get?lang=0&lang=1', 400, 'lang is given 2 times'],
    ['/api/announcement/getAnno?lang=0&id=abc', 400, 'id must be a whole number'],
    ['/api/announcement/getAnno?lang=0', 400, 'id is required'],
    ['/api/announcement/getAnno?lang=1&id=99999', 404, 'announcement 99999 does not exist'],
    [
      '/api/announcement/getList?lang=0&pageSize=51',
      400,
      'pageSize must be a whole number from 1 to 50',
    ],
    ['/api/announcement/getList?lang=0&category=gossip', 400, 'category must be one of'],
    ['/api/pcUpgrade/Linux?lang=0&distribution=3', 400, 'distribution must be'],
    ['/api/helpInfo/selInfo?lang=0&keyword=%20', 400, 'keyword is required'],
    [`/api/helpInfo/selInfo?lang=0&keyword=${'x'.repeat(101)}`, 400, 'longer than 100'],
    ['/api/helpSubToInfo/list?lang=0&typeId=999', 404, 'help heading 999 does not exist'],
    ['/api/helpInfo/get?lang=0&id=1', 404, 'help article 1 does not exist'],
    ['/api/searchToInfo/parentId?lang=0&id=999', 404, 'popular search 999 does not exist'],
    ['/api/nothing', 404, 'nothing at /api/nothing'],
  ])('%s answers %i', async (path, status, message) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    const body = (await response.json()) as { status: number; message: string };
    expect(body.status).toBe(status);
    expect(body.message).toContain(message);
  });

  it('refuses methods other than GET with 405', async () => {
    const response = await fetch(`${service.origin}/api/show/get?lang=0`, {
      method: 'POST',
      body: '{}',
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('does not serve files outside the images folder', async () => {
    for (const path of [
      '/files/images/../seed-schema.ts',
      '/files/images/%2e%2e/main.ts',
      '/files/images/x/..%2fy.svg',
    ]) {
      expect((await get(path)).status).toBe(404);
    }
  });
});

describe('files', () => {
  it('serves every image the content refers to', async () => {
    const urls = new Set<string>();
    for (const locale of ['zh', 'en'] as const) {
      const { items } = await content.getAnnouncementList({ locale, pageSize: 50 }, client);
      for (const a of items) {
        if (a.cover) urls.add(a.cover);
        const { content: html } = await content.getAnnouncement({ locale, id: a.id }, client);
        for (const [, src] of html.matchAll(/<img[^>]+src="([^"]+)"/g)) urls.add(src ?? '');
      }
      for (const s of (await content.getShowcase({ locale }, client)).items) urls.add(s.image);
    }
    expect(urls.size).toBeGreaterThan(10);
    for (const url of urls) {
      expect(url.startsWith(service.origin + '/files/images/'), url).toBe(true);
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\//);
    }
  });

  it('answers the download and manual links it hands out', async () => {
    const [win] = (await content.getSoftware({ locale: 'en', os: 'windows' }, client)).items;
    const manual = await content.getManual('MantiSoft', client);
    for (const url of [
      win?.downloadUrl,
      win?.history[0]?.downloadUrl,
      manual.editions[0]?.fileUrl,
    ]) {
      expect((await fetch(url ?? '')).status, url).toBe(200);
    }
    expect((await get('/files/downloads/unknown.exe')).status).toBe(404);
  });
});
