// The announcement section's addresses and feeds: bad page numbers, categories, ids and parts are
// 404s, page 1 has one address, and each language's Atom feed lists the latest announcements
// with absolute links, announced by the list page.
import { XMLParser } from 'fast-xml-parser';
import { expect, test } from 'vitest';
import { documentOf } from './html.ts';
import { get, site } from './site.ts';

test('bad page numbers, categories, ids and parts are 404s; page 1 has one address', async () => {
  for (const path of [
    '/announcement/page/99',
    '/announcement/page/abc',
    '/announcement/page/0',
    '/en/announcement/page/02',
    '/announcement/category/rumours',
    '/en/announcement/category/release/page/9',
    '/announcement/abc',
    '/en/announcement/999',
    '/announcement/1/no-such-part',
    '/en/announcement/1/no-such-part',
  ]) {
    expect((await get(path)).status, path).toBe(404);
  }
  const first = await get('/en/announcement/page/1');
  expect(first.status).toBe(308);
  expect(first.headers.get('location')).toMatch(/\/en\/announcement$/);
});

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });

type Entry = { title: string; link: { '@href': string }; published: string };

test.each(['', '/en'])(
  'the feed at %s/announcement/feed.xml parses and lists the latest 20 with absolute links',
  async (prefix) => {
    const response = await get(`${prefix}/announcement/feed.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/atom+xml');
    const { entry: entries } = parser.parse(await response.text()).feed as { entry: Entry[] };
    expect(entries).toHaveLength(20);
    expect(entries[0]?.link['@href']).toBe(`${site.origin}${prefix}/announcement/32`);
    for (const entry of entries) expect(entry.link['@href']).toMatch(/^https?:\/\//);
    const times = entries.map((entry) => Date.parse(entry.published));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // The list page announces its feed to feed readers.
    const list = await documentOf(await get(`${prefix}/announcement`));
    const announced = list
      .querySelector('link[rel=alternate][type="application/atom+xml"]')
      ?.getAttribute('href');
    expect(announced).toBe(`${site.origin}${prefix}/announcement/feed.xml`);
  },
);
