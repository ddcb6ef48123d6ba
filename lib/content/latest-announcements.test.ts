// The feed's read: the newest announcements by publication time from the list's order (pinned
// first, then newest), reading no further down the list than it must.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createContentClient } from './client.ts';
import { getLatestAnnouncements } from './index.ts';

const base = 'http://content.test';
const day = 86_400;

function summary(id: number, publishTime: number, pinned: boolean) {
  return {
    id,
    title: `Announcement ${id}`,
    summary: 'Summary',
    cover: null,
    category: 'release',
    pinned,
    publishTime,
  };
}

// 3 pinned (one of them the newest of all), then 297 unpinned, newest first.
const list = [
  summary(1, 2_000_000_000, true),
  summary(2, 1_000_000_000, true),
  summary(3, 1_000_000_100, true),
  ...Array.from({ length: 297 }, (_, index) =>
    summary(100 + index, 1_900_000_000 - index * day, false),
  ),
];
const pagesRead: number[] = [];

const server = setupServer(
  http.get(`${base}/api/announcement/getList`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const page = Number(query.get('page'));
    const pageSize = Number(query.get('pageSize'));
    pagesRead.push(page);
    const items = list.slice((page - 1) * pageSize, page * pageSize);
    return HttpResponse.json({ page, pageSize, total: list.length, items });
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  pagesRead.length = 0;
});
afterAll(() => server.close());

describe('getLatestAnnouncements', () => {
  it('lists the newest by publication time, a newer pinned one among them', async () => {
    const client = createContentClient({ baseUrl: base });
    const latest = await getLatestAnnouncements({ locale: 'en', count: 20 }, client);
    expect(latest.map((item) => item.id)).toEqual([
      1,
      ...Array.from({ length: 19 }, (_, index) => 100 + index),
    ]);
  });

  it('reads only the pages it needs, however long the list', async () => {
    const client = createContentClient({ baseUrl: base });
    await getLatestAnnouncements({ locale: 'en', count: 20 }, client);
    expect(pagesRead).toEqual([1]);
    await getLatestAnnouncements({ locale: 'zh', count: 60 }, client);
    expect(pagesRead).toEqual([1, 1, 2]);
  });
});
