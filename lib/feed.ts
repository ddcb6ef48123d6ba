// An Atom 1.0 feed (RFC 4287) as text. Every value is escaped here, so callers pass plain text
// and absolute URLs.

export type FeedEntry = {
  url: string;
  title: string;
  summary: string;
  /** Seconds since the epoch. */
  published: number;
  category?: { term: string; label: string };
};

export type Feed = {
  /** Absolute URL of the feed itself. */
  self: string;
  /** Absolute URL of the page the feed follows. */
  page: string;
  title: string;
  subtitle: string;
  lang: string;
  author: string;
  entries: FeedEntry[];
};

// Characters XML 1.0 cannot carry at all, even escaped.
const notXml = /[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

export function escapeXml(text: string): string {
  return text
    .replace(notXml, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const timeOf = (seconds: number) => new Date(seconds * 1000).toISOString();

function entryXml(entry: FeedEntry): string {
  const category = entry.category
    ? `\n    <category term="${escapeXml(entry.category.term)}" label="${escapeXml(entry.category.label)}"/>`
    : '';
  return `  <entry>
    <id>${escapeXml(entry.url)}</id>
    <title>${escapeXml(entry.title)}</title>
    <link rel="alternate" type="text/html" href="${escapeXml(entry.url)}"/>
    <published>${timeOf(entry.published)}</published>
    <updated>${timeOf(entry.published)}</updated>
    <summary>${escapeXml(entry.summary)}</summary>${category}
  </entry>`;
}

export function atomFeed(feed: Feed): string {
  // The feed changes when its newest entry does; a fixed value keeps regenerations identical.
  const updated = Math.max(0, ...feed.entries.map((entry) => entry.published));
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.lang)}">
  <id>${escapeXml(feed.self)}</id>
  <title>${escapeXml(feed.title)}</title>
  <subtitle>${escapeXml(feed.subtitle)}</subtitle>
  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.self)}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(feed.page)}"/>
  <updated>${timeOf(updated)}</updated>
  <author><name>${escapeXml(feed.author)}</name></author>
${feed.entries.map(entryXml).join('\n')}
</feed>
`;
}
