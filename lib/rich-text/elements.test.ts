import { JSDOM } from 'jsdom';
import { sanitize } from 'isomorphic-dompurify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { elementsBelow, firstElementBelow } from './elements.ts';
import { firstParagraphText, sanitizeRichText } from './sanitize.ts';

const body = (html: string) => {
  const { document } = new JSDOM(`<!DOCTYPE html><body>${html}</body>`).window;
  return document.body;
};

describe('elementsBelow', () => {
  const root = body('<h2>a</h2><div><pre>b</pre><table><tr><td><h3>c</h3></td></tr></table></div>');

  it('gives every element below the root, not the root, in document order', () => {
    expect(elementsBelow(root).map((element) => element.localName)).toEqual([
      'h2',
      'div',
      'pre',
      'table',
      'tbody',
      'tr',
      'td',
      'h3',
    ]);
  });

  it('keeps the order of the document across the tags asked for', () => {
    expect(elementsBelow(root, 'h3', 'table', 'h2').map((element) => element.localName)).toEqual([
      'h2',
      'table',
      'h3',
    ]);
  });

  it('finds the first element of a tag, or none', () => {
    expect(firstElementBelow(body('<div><p>one</p></div><p>two</p>'), 'p')?.textContent).toBe(
      'one',
    );
    expect(firstElementBelow(root, 'p')).toBeNull();
  });
});

describe('the sanitiser and the window it shares with every other caller', () => {
  afterEach(() => vi.restoreAllMocks());

  // Everything DOMPurify parses belongs to one window for the life of the process. A listener
  // left on it keeps a document alive and makes every later listener slower to add (jsdom's
  // selector engine does this for each document it is used on: ./elements.ts).
  it('adds no listener to it, whatever the text holds', () => {
    const node = sanitize('<p>x</p>', { RETURN_DOM: true });
    let eventTarget: object | null = Object.getPrototypeOf(node) as object | null;
    while (eventTarget && !Object.hasOwn(eventTarget, 'addEventListener')) {
      eventTarget = Object.getPrototypeOf(eventTarget) as object | null;
    }
    expect(eventTarget).not.toBeNull();
    const added = vi.spyOn(eventTarget as EventTarget, 'addEventListener');

    const html =
      '<h2>Install</h2><p>Read <a href="https://example.com/a">this</a> first.</p>' +
      '<img src="http://localhost:4010/images/a.jpg" width="800" height="600" alt="a">' +
      '<table><tr><td>1</td></tr></table><pre>code</pre><!-- note --><h3>Then</h3>';
    for (let round = 0; round < 3; round++) {
      const { headings } = sanitizeRichText(`${html}<p>${round}</p>`);
      expect(headings.map((heading) => heading.id)).toEqual(['install', 'then']);
      expect(firstParagraphText(html)).toBe('Read this first.');
    }

    expect(added).not.toHaveBeenCalled();
  });
});
