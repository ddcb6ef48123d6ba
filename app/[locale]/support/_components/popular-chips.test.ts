import { describe, expect, it } from 'vitest';
import { ContentServiceError } from '#lib/content/errors.ts';
import { chipPath, type ChipReads, resolvePopularChips } from './popular-chips.ts';

const searches = [
  { id: 1, keyword: 'licence activation' },
  { id: 2, keyword: 'dongle' },
];

const places: Record<number, { typeId: number; articleId: number }> = {
  1: { typeId: 6, articleId: 6002 },
  2: { typeId: 5, articleId: 5003 },
};

/** The contract's answer for a search that does not exist. */
const gone = { status: 404, error: 'not_found', message: 'popular search 9 does not exist' };

function reads(overrides: Partial<ChipReads> = {}): ChipReads {
  return {
    parents: async (id) => {
      const place = places[id];
      if (!place) throw new ContentServiceError('/api/searchToInfo/parentId', 404, gone);
      return place;
    },
    results: async (id) => {
      const place = places[id];
      if (!place) throw new ContentServiceError('/api/searchToInfo/list', 404, gone);
      return {
        items: [
          { id: place.articleId, typeId: place.typeId },
          { id: 1001, typeId: 1 },
        ],
      };
    },
    ...overrides,
  };
}

describe('popular search chips', () => {
  it('link straight to the recommended article under its heading', async () => {
    const chips = await resolvePopularChips(searches, reads());
    expect(chips.map(chipPath)).toEqual(['/support/6/6002', '/support/5/5003']);
    expect(chips.map((chip) => chip.keyword)).toEqual(['licence activation', 'dongle']);
  });

  it('follow the first result, not the search’s own article', async () => {
    const chips = await resolvePopularChips(
      [searches[0] ?? { id: 1, keyword: '' }],
      reads({ results: async () => ({ items: [{ id: 6003, typeId: 6 }] }) }),
    );
    expect(chips.map(chipPath)).toEqual(['/support/6/6003']);
  });

  it('never link a result under a heading that does not hold it', async () => {
    const chips = await resolvePopularChips(
      [{ id: 1, keyword: 'x' }],
      reads({ results: async () => ({ items: [{ id: 1001, typeId: 1 }] }) }),
    );
    expect(chips.map(chipPath)).toEqual(['/support/6/6002']);
    const empty = await resolvePopularChips(
      [{ id: 1, keyword: 'x' }],
      reads({ results: async () => ({ items: [] }) }),
    );
    expect(empty.map(chipPath)).toEqual(['/support/6/6002']);
  });

  it('drop a search the service no longer knows', async () => {
    const chips = await resolvePopularChips([...searches, { id: 9, keyword: 'gone' }], reads());
    expect(chips.map((chip) => chip.id)).toEqual([1, 2]);
  });

  it('fail as a whole on a 404 that is not the service’s own, so the chips do not vanish', async () => {
    const gateway = reads({
      parents: async () => {
        throw new ContentServiceError('/api/searchToInfo/parentId', 404, '<html>nginx</html>');
      },
    });
    await expect(resolvePopularChips(searches, gateway)).rejects.toThrow(/404/);
  });

  it('fail as a whole on any other failure, so the last good page stays', async () => {
    const failing = reads({
      results: async () => {
        throw new ContentServiceError('/api/searchToInfo/list', 500, {});
      },
    });
    await expect(resolvePopularChips(searches, failing)).rejects.toThrow(/500/);
  });
});
