// What a page's HTML says, as a document to query: the server's answer itself, parsed without
// running its scripts, for what crawlers and the first paint read (titles, links in the head,
// headings, the text of <main>).
import { JSDOM, VirtualConsole } from 'jsdom';
import { expect } from 'vitest';
import { get } from './site.ts';

/** The document of an answer's HTML. */
export async function documentOf(answer: Response): Promise<Document> {
  // A virtual console of its own: jsdom's complaints about the page's CSS are not the test's.
  const dom = new JSDOM(await answer.text(), {
    url: answer.url,
    virtualConsole: new VirtualConsole(),
  });
  return dom.window.document;
}

/** The page at `path`, which must answer 200 itself (no redirect), as a document. */
export async function getPage(path: string, headers: Record<string, string> = {}) {
  const answer = await get(path, headers);
  expect(answer.status, path).toBe(200);
  return documentOf(answer);
}

/** The text of the first element `selector` finds, its white space collapsed; '' if none. */
export function textOf(document: Document, selector: string): string {
  return (document.querySelector(selector)?.textContent ?? '').replace(/\s+/g, ' ').trim();
}
