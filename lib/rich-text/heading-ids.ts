// Stable ids for the headings of an article, so that a part of it can be linked to and listed
// in a table of contents. Ids come from the heading's text: the same article gets the same ids.
import { elementsBelow } from './elements.ts';

export type RichTextHeading = { id: string; text: string; level: number };

/**
 * Ids the site's own layout uses (the skip link's target `main`, the mobile menu, the home
 * page's section titles) or may use for page furniture: a heading never takes one of them.
 */
export const reservedIds: ReadonlySet<string> = new Set([
  'main',
  'top',
  'header',
  'footer',
  'nav',
  'content',
  'slide-menu',
  'products-title',
  'announcements-title',
  'showcase-title',
  'announcement-title',
  'announcement-contents',
]);

const maxSlugLength = 60;
const notWordCharacters = /[^\p{L}\p{M}\p{N}]+/u;

/**
 * The text in lower case with Unicode letters and digits kept (Chinese stays Chinese), every
 * run of anything else turned into one `-`, trimmed to at most 60 characters.
 */
export function slugify(text: string): string {
  const words = text.normalize('NFKC').toLowerCase().split(notWordCharacters).filter(Boolean);
  // Cut by code points, not UTF-16 units, so that no character is split in half.
  const characters = Array.from(words.join('-'));
  if (characters.length <= maxSlugLength) return characters.join('');
  return characters.slice(0, maxSlugLength).join('').replace(/-+$/, '');
}

function firstFreeId(base: string, taken: ReadonlySet<string>): string {
  const isFree = (id: string) => !taken.has(id) && !reservedIds.has(id);
  if (isFree(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}-${suffix}`;
    if (isFree(candidate)) return candidate;
  }
}

/**
 * Gives every h1–h6 under `root` an id and returns them in document order. A heading without
 * letters or digits becomes `section-N` (N counts headings from 1); a repeated id gets `-2`,
 * `-3`, …, as does one the layout reserves.
 */
export function assignHeadingIds(root: Element): RichTextHeading[] {
  const taken = new Set<string>();
  const headings: RichTextHeading[] = [];
  elementsBelow(root, 'h1', 'h2', 'h3', 'h4', 'h5', 'h6').forEach((heading, index) => {
    const text = (heading.textContent ?? '').replace(/\s+/g, ' ').trim();
    const id = firstFreeId(slugify(text) || `section-${index + 1}`, taken);
    taken.add(id);
    heading.setAttribute('id', id);
    headings.push({ id, text, level: Number(heading.localName.slice(1)) });
  });
  return headings;
}
