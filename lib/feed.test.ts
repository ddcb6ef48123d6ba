import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { atomFeed, escapeXml, type Feed } from './feed.ts';

const feed: Feed = {
  self: 'https://www.example.com/en/announcement/feed.xml',
  page: 'https://www.example.com/en/announcement',
  title: 'MantiSoft announcements',
  subtitle: 'Releases & news',
  lang: 'en-US',
  author: 'MantiSoft',
  entries: [
    {
      url: 'https://www.example.com/en/announcement/32',
      title: 'MantiSoft 3.8 <beta> & "more"',
      summary: "It's here \u0000\u0008 with control characters",
      published: 1794967200,
      category: { term: 'release', label: 'Release' },
    },
    {
      url: 'https://www.example.com/en/announcement/31',
      title: '许可证服务器迁移 😀',
      summary: 'Plain',
      published: 1793066400,
    },
  ],
};

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });

describe('the Atom feed', () => {
  it('is well-formed XML whatever the text holds', () => {
    expect(XMLValidator.validate(atomFeed(feed))).toBe(true);
  });

  it('carries each entry with its absolute link, times and category, text intact', () => {
    const parsed = parser.parse(atomFeed(feed));
    const [first, second] = parsed.feed.entry;
    expect(parsed.feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(first.title).toBe('MantiSoft 3.8 <beta> & "more"');
    expect(first.summary).toBe("It's here  with control characters");
    expect(first.link['@href']).toBe('https://www.example.com/en/announcement/32');
    expect(first.id).toBe('https://www.example.com/en/announcement/32');
    expect(first.published).toBe('2026-11-18T02:00:00.000Z');
    expect(first.category['@term']).toBe('release');
    expect(second.title).toBe('许可证服务器迁移 😀');
    expect(parsed.feed.updated).toBe('2026-11-18T02:00:00.000Z');
    expect(parsed.feed.link.map((l: Record<string, string>) => l['@rel'])).toEqual([
      'self',
      'alternate',
    ]);
  });

  it('escapes markup so that nothing in a title becomes an element', () => {
    expect(escapeXml('<script>&</script>')).toBe('&lt;script&gt;&amp;&lt;/script&gt;');
  });

  it('stays valid with no entries', () => {
    const empty = atomFeed({ ...feed, entries: [] });
    expect(XMLValidator.validate(empty)).toBe(true);
    expect(parser.parse(empty).feed.updated).toBe('1970-01-01T00:00:00.000Z');
  });
});
