import { gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { extractScripts, gzipSize, measureFirstLoad, scriptSizer } from './first-load.ts';
import { formatFirstLoadTable, overBudgetBytes } from './first-load-report.ts';

const page = 'http://site.test/en/announcement/1';
const html = (head: string, body = '') =>
  `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe('extractScripts', () => {
  it('finds every external script, whatever the attribute order and quoting', () => {
    const found = extractScripts(
      html(
        `<script src="/_next/a.js" async=""></script>
         <script async src='/_next/b.js'></script>
         <SCRIPT defer SRC=/_next/c.js></SCRIPT>
         <script type="module" src="https://cdn.test/d.mjs"></script>
         <script type="text/javascript; charset=utf-8" src="e.js"></script>`,
      ),
      page,
    );
    expect(found.external).toEqual([
      'http://site.test/_next/a.js',
      'http://site.test/_next/b.js',
      'http://site.test/_next/c.js',
      'https://cdn.test/d.mjs',
      'http://site.test/en/announcement/e.js',
    ]);
  });

  it('decodes entities in URLs and resolves them against <base>', () => {
    const found = extractScripts(
      html(`<base href="/static/"><script src="chunk.js?v=1&amp;lang=en&#38;x=2"></script>`),
      page,
    );
    expect(found.external).toEqual(['http://site.test/static/chunk.js?v=1&lang=en&x=2']);
  });

  it('counts script preloads and module preloads, once each', () => {
    const found = extractScripts(
      html(
        `<link rel="preload" as="script" fetchPriority="low" href="/a.js">
         <link HREF="/b.js" AS="Script" REL="PreLoad">
         <link rel="modulepreload" href="/c.mjs">
         <link rel="preload" as="style" href="/x.css">
         <link rel="preload" as="image" href="/logo.svg">
         <link rel="prefetch" as="script" href="/later.js">
         <link rel="stylesheet" href="/y.css">`,
        `<script src="/a.js" async></script><script src="http://site.test/b.js"></script>`,
      ),
      page,
    );
    expect(found.external).toEqual([
      'http://site.test/a.js',
      'http://site.test/b.js',
      'http://site.test/c.mjs',
    ]);
  });

  it('leaves out what a modern browser does not fetch as a script', () => {
    const found = extractScripts(
      html(
        `<!-- <script src="/commented.js"></script> -->
         <script type="application/ld+json" src="/data.json"></script>
         <script type="importmap">{"imports":{}}</script>
         <script src=""></script>
         <template><script src="/template.js"></script></template>
         <script nomodule src="/polyfills.js"></script>`,
        `<noscript><script src="/noscript.js"></script></noscript>
         <script>self.__next_f.push([1,"<script src='/in-payload.js'>"])</script>`,
      ),
      page,
    );
    expect(found.external).toEqual([]);
    expect(found.legacy).toEqual(['http://site.test/polyfills.js']);
    expect(found.inline).toEqual([`self.__next_f.push([1,"<script src='/in-payload.js'>"])`]);
  });
});

describe('measureFirstLoad', () => {
  const bodies: Record<string, string> = {
    'http://site.test/a.js': 'console.log("a");'.repeat(200),
    'http://site.test/b.js': 'export const b = 1;',
  };
  const fetchBytes = vi.fn(async (url: string) => {
    const body = bodies[url];
    if (body === undefined) throw new Error(`404 ${url}`);
    return new TextEncoder().encode(body);
  });

  it('sums the gzip size of each script and measures inline scripts apart', async () => {
    const sizeOf = scriptSizer(fetchBytes);
    const document = html(
      `<link rel="preload" as="script" href="/a.js">`,
      `<script src="/a.js" async></script><script src="/b.js"></script>
       <script>self.__next_f.push([0])</script>`,
    );
    const first = await measureFirstLoad(document, page, sizeOf);
    const a = gzipSize(bodies['http://site.test/a.js'] ?? '');
    const b = gzipSize(bodies['http://site.test/b.js'] ?? '');
    expect(first.scripts.map((script) => script.url)).toEqual([
      'http://site.test/a.js',
      'http://site.test/b.js',
    ]);
    expect(first.gzipBytes).toBe(a + b);
    expect(first.inlineGzipBytes).toBe(gzipSize('self.__next_f.push([0])'));

    // A second page sharing the chunks does not fetch them again.
    await measureFirstLoad(document, 'http://site.test/en', sizeOf);
    expect(fetchBytes).toHaveBeenCalledTimes(2);
  });

  it('fails when a script cannot be fetched', async () => {
    const missing = html('', '<script src="/gone.js"></script>');
    await expect(measureFirstLoad(missing, page, scriptSizer(fetchBytes))).rejects.toThrow(
      '404 http://site.test/gone.js',
    );
  });

  it('gzips at level 9', () => {
    const text = 'function f(){return 1}\n'.repeat(500) + Math.random();
    expect(gzipSize(text)).toBe(gzipSync(text, { level: 9 }).byteLength);
  });
});

describe('formatFirstLoadTable', () => {
  const row = (name: string, gzipBytes: number, budgetKb: number) => ({
    name,
    url: `/${name}`,
    budgetKb,
    firstLoad: { scripts: [], gzipBytes, inlineGzipBytes: 2_500 },
  });

  it('prints each page with its figure, budget and margin in 1000-byte kB', () => {
    const rows = [row('home', 150_000, 168), row('download', 190_250, 185)];
    const table = formatFirstLoadTable(rows);
    expect(table).toContain('1 kB = 1000 bytes');
    expect(table).toMatch(/home\s+\/home\s+0\s+150\.0 kB\s+168 kB\s+18\.0 kB left\s+2\.5 kB/);
    expect(table).toMatch(/download .*190\.3 kB\s+185 kB\s+OVER by 5\.3 kB/);
    expect(rows.map(overBudgetBytes)).toEqual([-18_000, 5_250]);
  });
});
