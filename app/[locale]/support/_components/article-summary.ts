// A help article's meta description: the text of its first paragraph, shortened on a word or
// character boundary. For a meta tag only (React escapes it); the page shows the sanitised body.
import { firstParagraphText } from '#lib/rich-text/sanitize.ts';

export function summaryOf(html: string, max = 160): string | undefined {
  const text = firstParagraphText(html).replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  const chars = [...text];
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}
