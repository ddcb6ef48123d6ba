import { describe, expect, it } from 'vitest';
import { buildAnnouncementIndex } from './announcement-index.ts';
import type { SeedAnnouncement } from './seed-schema.ts';

const text = { title: 't', summary: '', content: '' };
const item = (
  id: number,
  publishTime: number,
  category: SeedAnnouncement['category'],
  pinned = false,
): SeedAnnouncement => ({ id, publishTime, category, pinned, cover: null, zh: text, en: text });

describe('announcement index', () => {
  const index = buildAnnouncementIndex([
    item(1, 100, 'news'),
    item(2, 300, 'release'),
    item(3, 200, 'news', true),
    item(4, 300, 'news'),
  ]);

  it('orders by newest, ties by the higher id, and knows each position', () => {
    expect(index.newest.map((a) => a.id)).toEqual([4, 2, 3, 1]);
    expect(index.positionOf.get(3)).toBe(2);
    expect(index.positionOf.get(9)).toBeUndefined();
  });

  it('lists pinned first, then newest, overall and per category', () => {
    expect(index.listed.map((a) => a.id)).toEqual([3, 4, 2, 1]);
    expect(index.listedIn.get('news')?.map((a) => a.id)).toEqual([3, 4, 1]);
    expect(index.listedIn.get('release')?.map((a) => a.id)).toEqual([2]);
    expect(index.listedIn.get('event')).toBeUndefined();
  });
});
