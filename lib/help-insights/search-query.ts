// The form a search is counted under: what the visitor typed, made one form per meaning
// (compatibility forms folded, lower case, runs of spaces made one), with what could identify a
// person replaced by a placeholder: an e-mail address, or a long run of digits (a telephone, an
// order or a serial number). Model numbers and versions are shorter and are kept.
import { maxKeywordLength } from '../help-search/limits.ts';
import { characters, plainText } from './plain-text.ts';

const email = /[^\s@]+@[^\s@]+\.[^\s@]+/gu;
const longNumber = /\d[\d\s-]{5,}\d/gu;

export function normalizeSearchQuery(query: string): string {
  return plainText(query)
    .normalize('NFKC')
    .toLowerCase()
    .replace(email, '<email>')
    .replace(longNumber, (match) => (match.replace(/\D/g, '').length >= 7 ? '<number>' : match))
    .replace(/\s+/gu, ' ')
    .trim();
}

/** Whether a normalised query can be counted: not blank, and within the search's own bound. */
export function isCountableQuery(query: string): boolean {
  return query !== '' && characters(query) <= maxKeywordLength;
}
