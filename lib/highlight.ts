// Keyword highlighting for search results and anywhere else a visitor's words are shown back:
// the text is cut into plain and matched segments, never into an HTML string, so markup in the
// text or in the keyword is rendered as text by React.
import { createElement, type ReactNode } from 'react';

export type Segment = { text: string; match: boolean };

/** The keyword's distinct words, longest first so that "laser cut" prefers "laser" over "la". */
export function keywordTerms(keyword: string): string[] {
  const words = keyword.toLowerCase().split(/\s+/).filter(Boolean);
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Cuts `text` into segments; every case-insensitive occurrence of a word of `keyword` is a
 * matched segment. Matches never overlap: at each place the longest word wins.
 */
export function highlightSegments(text: string, keyword: string): Segment[] {
  const terms = keywordTerms(keyword);
  if (text === '') return [];
  if (terms.length === 0) return [{ text, match: false }];
  // The `u` flag keeps emoji and other astral characters whole; `i` folds case.
  const pattern = new RegExp(terms.map(escapeRegExp).join('|'), 'giu');
  const segments: Segment[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const at = found.index;
    if (at > last) segments.push({ text: text.slice(last, at), match: false });
    segments.push({ text: found[0], match: true });
    last = at + found[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}

/** The same cut as React nodes: matches wrapped in `<span class="high_light">`. */
export function highlight(text: string, keyword: string, className = 'high_light'): ReactNode[] {
  return highlightSegments(text, keyword).map((segment, index) =>
    segment.match ? createElement('span', { key: index, className }, segment.text) : segment.text,
  );
}
