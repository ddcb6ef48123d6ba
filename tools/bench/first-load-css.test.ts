import { describe, expect, it } from 'vitest';
import { extractStylesheets } from './first-load-css.ts';

const page = 'http://site.test/en/download';
const html = (head: string, body = '') =>
  `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe('extractStylesheets', () => {
  it('finds the stylesheets the first paint waits for, once each, resolved', () => {
    const found = extractStylesheets(
      html(
        `<link rel="stylesheet" href="/_next/a.css" data-precedence="next">
         <LINK REL=StyleSheet HREF=b.css>
         <link rel="stylesheet" href="/_next/a.css">
         <link rel="stylesheet" href="/wide.css" media="(min-width: 800px)">`,
        `<link rel="stylesheet" href="/late.css">`,
      ),
      page,
    );
    expect(found.blocking).toEqual([
      'http://site.test/_next/a.css',
      'http://site.test/en/b.css',
      'http://site.test/wide.css',
      'http://site.test/late.css',
    ]);
    expect(found.preloaded).toEqual([]);
  });

  it('leaves out print, alternate and disabled stylesheets, and those inside <noscript>', () => {
    const found = extractStylesheets(
      html(
        `<link rel="stylesheet" href="/print.css" media="print">
         <link rel="alternate stylesheet" href="/contrast.css" title="contrast">
         <link rel="stylesheet" href="/off.css" disabled>
         <link rel="stylesheet" href="">`,
        `<noscript><link rel="stylesheet" href="/noscript.css"></noscript>`,
      ),
      page,
    );
    expect(found).toEqual({ blocking: [], preloaded: [] });
  });

  it('finds preloaded stylesheets, not preloads of anything else', () => {
    const found = extractStylesheets(
      html(
        `<link rel="preload" href="/_next/error.css" as="style">
         <link rel="preload" href="/_next/chunk.js" as="script">
         <link rel="preload" href="/hero.webp" as="image">
         <link rel="stylesheet" href="/_next/page.css">
         <link rel="preload" href="/_next/page.css" as="style">`,
      ),
      page,
    );
    // A preload of a stylesheet the page applies anyway adds no request.
    expect(found.preloaded).toEqual(['http://site.test/_next/error.css']);
    expect(found.blocking).toEqual(['http://site.test/_next/page.css']);
  });
});
