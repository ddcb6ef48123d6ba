// Limits of a help search, shared by the search route and the search box: the content
// contract allows keywords of 1..100 characters.
export const maxKeywordLength = 100;
export const maxSearchPage = 50;
export const searchPageSize = 10;

/** Length as a visitor counts it: an emoji is one character, not two UTF-16 units. */
export function codePointLength(text: string): number {
  return [...text].length;
}
