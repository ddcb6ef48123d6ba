import { describe, expect, it } from 'vitest';
import { helpTreeUrl, isTreeArticles, parseTreeQuery, treeArticlesOf } from './articles.ts';

describe('the help tree route', () => {
  it('reads its own address back', () => {
    const url = new URL(helpTreeUrl('en', 12), 'http://site.test');
    expect(url.pathname).toBe('/api/help/tree');
    expect(parseTreeQuery(url.searchParams)).toEqual({
      ok: true,
      query: { locale: 'en', typeId: 12 },
    });
  });

  it('says what is wrong with a query', () => {
    const error = (query: string) => {
      const parsed = parseTreeQuery(new URLSearchParams(query));
      return parsed.ok ? undefined : parsed.error;
    };
    expect(error('typeId=1')).toMatch(/locale/);
    expect(error('locale=fr&typeId=1')).toMatch(/locale/);
    for (const typeId of ['', '0', '01', '1.5', '-1', 'abc', '1234567890', '1%2F2']) {
      expect(error(`locale=zh&typeId=${typeId}`), typeId).toMatch(/typeId/);
    }
  });

  it('sends each article with its id and title only', () => {
    const topic = {
      items: [
        {
          id: 101,
          title: 'Install',
          articles: [{ id: 1001, subId: 101, title: 'Requirements', updateTime: 5 }],
        },
      ],
    };
    expect(treeArticlesOf(topic)).toEqual({
      sections: [{ id: 101, articles: [{ id: 1001, title: 'Requirements' }] }],
    });
  });
});

describe('an answer in the browser', () => {
  it('is taken when it has the shape of one', () => {
    expect(isTreeArticles({ sections: [] })).toBe(true);
    expect(isTreeArticles({ sections: [{ id: 1, articles: [{ id: 2, title: 'A' }] }] })).toBe(true);
  });

  it('is refused otherwise', () => {
    for (const body of [
      null,
      'text',
      { error: 'down' },
      { sections: {} },
      { sections: [{ id: '1', articles: [] }] },
      { sections: [{ id: 1 }] },
      { sections: [{ id: 1, articles: [{ id: 2 }] }] },
      { sections: [{ id: 1, articles: [{ id: 2.5, title: 'A' }] }] },
    ]) {
      expect(isTreeArticles(body), JSON.stringify(body)).toBe(false);
    }
  });
});
