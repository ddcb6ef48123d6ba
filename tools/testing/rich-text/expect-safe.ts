// What "safe" means for the output of the rich-text sanitiser, written down independently of
// its allow-list so that a mistake there cannot also hide here. Used by the unit tests only.
import { JSDOM } from 'jsdom';
import { expect } from 'vitest';

// One window for every check: building a jsdom window is what makes a check slow.
const { document } = new JSDOM('<!doctype html>').window;

const anywhere = ['title', 'lang', 'dir'];
const headingAttributes = ['id'];

/** Per tag: the attributes the output may carry besides `anywhere`. */
const permitted: Readonly<Record<string, readonly string[]>> = {
  ...Object.fromEntries(
    [
      ...['p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'mark', 'small', 'sub', 'sup'],
      ...['abbr', 'cite', 'ul', 'li', 'dl', 'dt', 'dd', 'caption', 'thead', 'tbody'],
      ...['tfoot', 'tr', 'figure', 'figcaption', 'kbd', 'samp', 'span', 'div', 'summary'],
    ].map((tag) => [tag, []]),
  ),
  ...Object.fromEntries(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((h) => [h, headingAttributes])),
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
  ol: ['start', 'reversed', 'type'],
  td: ['colspan', 'rowspan', 'headers'],
  th: ['colspan', 'rowspan', 'headers', 'scope'],
  col: ['span'],
  colgroup: ['span'],
  blockquote: ['cite'],
  q: ['cite'],
  del: ['cite', 'datetime'],
  ins: ['cite', 'datetime'],
  time: ['datetime'],
  details: ['open'],
  table: ['tabindex'],
  code: ['class'],
  pre: ['class', 'tabindex'],
};

const urlAttributes = new Set(['href', 'src', 'cite', 'action', 'formaction', 'xlink:href']);
const rasterDataImage = /^data:image\/(?:png|jpeg|gif|webp)[;,]/;

/** Why a URL attribute is unacceptable, or null when it is fine. */
function urlProblem(tag: string, name: string, value: string): string | null {
  const compact = value.replace(/[\s\u0000-\u001f\u007f-\u00a0\u2000-\u200f\ufeff]/g, '');
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) return null;
  if (scheme === 'data') {
    return tag === 'img' && name === 'src' && rasterDataImage.test(compact.toLowerCase())
      ? null
      : `data URL in ${tag}[${name}]`;
  }
  const allowed = name === 'href' ? ['http', 'https', 'mailto', 'tel'] : ['http', 'https'];
  return allowed.includes(scheme) ? null : `${scheme}: URL in ${tag}[${name}]`;
}

/** Parses `html` the way the page does (innerHTML of a div) and lists every rule it breaks. */
export function safetyProblems(html: string): string[] {
  const container = document.createElement('div');
  container.innerHTML = html;
  const problems: string[] = [];
  for (const element of container.querySelectorAll('*')) {
    const tag = element.localName;
    const own = permitted[tag];
    if (!own) problems.push(`element <${tag}>`);
    if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml') problems.push(`foreign <${tag}>`);
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on')) problems.push(`handler ${tag}[${name}]`);
      else if (name === 'style' || name.startsWith('data-')) problems.push(`${tag}[${name}]`);
      else if (own && !anywhere.includes(name) && !own.includes(name)) {
        problems.push(`attribute ${tag}[${name}]`);
      }
      const problem = urlAttributes.has(name) ? urlProblem(tag, name, value) : null;
      if (problem) problems.push(problem);
    }
    if (element.hasAttribute('target') && element.getAttribute('rel') !== 'noopener noreferrer') {
      problems.push(`target without rel on <${tag}>`);
    }
  }
  if (container.querySelector('script, noscript')) problems.push('script element');
  // What the browser builds from the string must write back as the same string: nothing in
  // it gets re-read differently (the root of mutation XSS).
  if (container.innerHTML !== html) problems.push('changes when parsed again');
  return problems;
}

export function expectSafe(html: string): void {
  expect(safetyProblems(html)).toEqual([]);
}
