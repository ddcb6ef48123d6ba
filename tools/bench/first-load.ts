// First-load JavaScript of a page: the gzip size of every script its served HTML makes a
// browser fetch before the page is interactive. Shared by the budget test
// (integration/budgets.test.ts) and the benchmark (tools/bench/measure-first-load.ts).
//
// Conventions, chosen to match the "First Load JS" column of Next's old build output:
// - gzip at zlib level 9 (what the gzip-size package Next used does), of the decoded body;
// - 1 kB = 1000 bytes.
// Counted: `<script src>` (async, defer or neither; classic or module) and
// `<link rel=preload as=script>` / `<link rel=modulepreload>`, deduplicated by absolute URL.
// Not counted: inline scripts (the RSC payload; measured separately as information) and
// `nomodule` scripts, which only browsers without ES modules load.
import { gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';

export const bytesPerKb = 1000;
export const gzipLevel = 9;

export type PageScripts = {
  /** Absolute URLs of the external scripts that count, in document order, without repeats. */
  external: string[];
  /** Absolute URLs of `nomodule` scripts (legacy browsers only). */
  legacy: string[];
  /** The text of every inline script, in document order. */
  inline: string[];
};

// The JavaScript MIME type essences of the HTML standard, plus `module`: any other type
// (JSON-LD, import maps, speculation rules, text/plain) is never fetched as a script.
const scriptTypes =
  /^(module|(text|application)\/(x-)?(java|ecma)script|text\/(javascript1\.[0-5]|jscript|livescript))$/;

function isExecutable(script: HTMLScriptElement): boolean {
  const type = (script.getAttribute('type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === '' || scriptTypes.test(type);
}

function preloadsScript(link: HTMLLinkElement): boolean {
  if (!link.getAttribute('href')?.trim()) return false;
  const rel = (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
  const as = (link.getAttribute('as') ?? '').trim().toLowerCase();
  if (rel.includes('modulepreload')) return as === '' || as === 'script';
  return rel.includes('preload') && as === 'script';
}

/**
 * The scripts a page's HTML loads. A real HTML parser (jsdom, scripts off) handles what a
 * pattern would not: attributes in any order and quoting, entities in URLs (`&amp;`), `<base>`,
 * markup inside comments, script bodies and `<template>`. Anything inside a `<noscript>` of the
 * body is ignored, since a browser that runs scripts never parses it. (jsdom parses with
 * scripting off, so a script inside a `<noscript>` of the head, which HTML does not allow
 * anyway, would count.)
 */
export function extractScripts(html: string, pageUrl: string): PageScripts {
  const dom = new JSDOM(html, { url: pageUrl });
  try {
    const { document } = dom.window;
    const found: PageScripts = { external: [], legacy: [], inline: [] };
    for (const element of document.querySelectorAll('script, link')) {
      if (element.closest('noscript')) continue;
      if (element instanceof dom.window.HTMLLinkElement) {
        if (preloadsScript(element)) found.external.push(element.href);
        continue;
      }
      if (!(element instanceof dom.window.HTMLScriptElement) || !isExecutable(element)) continue;
      const src = element.getAttribute('src');
      // An empty src fetches nothing: the browser only fires an error event.
      if (src === null) found.inline.push(element.text);
      else if (src.trim() === '') continue;
      else if (element.hasAttribute('nomodule')) found.legacy.push(element.src);
      else found.external.push(element.src);
    }
    const counted = new Set(found.external);
    return {
      external: [...counted],
      legacy: [...new Set(found.legacy)].filter((url) => !counted.has(url)),
      inline: found.inline,
    };
  } finally {
    dom.window.close();
  }
}

export function gzipSize(content: Uint8Array | string): number {
  return gzipSync(content, { level: gzipLevel }).byteLength;
}

/** Fetches a script's decoded body; throws when it cannot (a missing chunk is a broken page). */
export type FetchBytes = (url: string) => Promise<Uint8Array>;

export type ScriptSize = { url: string; bytes: number; gzipBytes: number };
export type SizeOf = (url: string) => Promise<ScriptSize>;

/** Sizes scripts through `fetchBytes`, each URL once: pages share most of their chunks. */
export function scriptSizer(fetchBytes: FetchBytes): SizeOf {
  const sizes = new Map<string, Promise<ScriptSize>>();
  return (url) => {
    let size = sizes.get(url);
    if (!size) {
      size = fetchBytes(url).then((body) => ({
        url,
        bytes: body.byteLength,
        gzipBytes: gzipSize(body),
      }));
      sizes.set(url, size);
    }
    return size;
  };
}

export type FirstLoad = {
  scripts: ScriptSize[];
  /** The figure under budget: the sum of each counted script's own gzip size. */
  gzipBytes: number;
  /** Information only: all inline scripts gzipped together, as they travel in the HTML. */
  inlineGzipBytes: number;
};

export async function measureFirstLoad(
  html: string,
  pageUrl: string,
  sizeOf: SizeOf,
): Promise<FirstLoad> {
  const { external, inline } = extractScripts(html, pageUrl);
  const scripts = await Promise.all(external.map(sizeOf));
  return {
    scripts,
    gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    inlineGzipBytes: inline.length > 0 ? gzipSize(inline.join('\n')) : 0,
  };
}

export function formatKb(bytes: number): string {
  return `${(bytes / bytesPerKb).toFixed(1)} kB`;
}
