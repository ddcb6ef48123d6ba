// Every article the embedded content service ships comes through the sanitiser whole: no
// element lost, none shown as escaped text.
import { readdirSync, readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.ts';

const seed = new URL('../../content-service/seed/', import.meta.url);

function contents(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(contents);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, each]) =>
    key === 'content' && typeof each === 'string' ? [each] : contents(each),
  );
}

const articles = ['announcements', 'help'].flatMap((folder) =>
  readdirSync(new URL(`${folder}/`, seed))
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) =>
      contents(JSON.parse(readFileSync(new URL(`${folder}/${file}`, seed), 'utf8'))).map(
        (html, index) => ({ name: `${folder}/${file} #${index + 1}`, html }),
      ),
    ),
);

const { document } = new JSDOM('<!doctype html>').window;

function outline(html: string): { tags: string[]; text: string } {
  const container = document.createElement('div');
  container.innerHTML = html;
  const tags = Array.from(container.querySelectorAll('*'), (element) => element.localName);
  return { tags, text: container.textContent ?? '' };
}

describe('the seed articles', () => {
  it('are there', () => {
    expect(articles.length).toBeGreaterThan(50);
  });

  it.each(articles)('$name keeps all its elements and text', ({ html }) => {
    const result = sanitizeRichText(html);
    expect(outline(result.html)).toEqual(outline(html));
    expect(result.headings.length).toBe((html.match(/<h[1-6][\s>]/g) ?? []).length);
  });
});
