import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CacheHandlerContext } from 'next/dist/server/lib/incremental-cache';
import { afterAll, describe, expect, it } from 'vitest';
import SiteCacheHandler from './cache-handler.ts';

const distDir = mkdtempSync(join(tmpdir(), 'cache-handler-'));
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

/** A view into a 64 kB block, as a freshly rendered page's RSC payload is. */
function view(text: string): Buffer {
  const block = Buffer.alloc(64 * 1024);
  return block.subarray(0, block.write(text));
}

describe('SiteCacheHandler', () => {
  it("keeps in memory a rendered page whose buffers own their bytes, not the render's blocks", async () => {
    const handler = new SiteCacheHandler({
      fs: {} as CacheHandlerContext['fs'],
      serverDistDir: join(distDir, 'server'),
      flushToDisk: false,
      maxMemoryCacheSize: 1024 * 1024,
      dev: false,
    } as CacheHandlerContext);
    type Value = Parameters<SiteCacheHandler['set']>[1];
    const page = {
      kind: 'APP_PAGE',
      html: '<h1>公告</h1>',
      rscData: view('0:["$","h1"]'),
      segmentData: new Map([['/_tree', view('tree')]]),
      headers: {},
      postponed: undefined,
      status: 200,
    } as unknown as Value;
    await handler.set('/en/announcement/413', page, { fetchCache: undefined } as never);
    const entry = await handler.get('/en/announcement/413', { kind: 'APP_PAGE' } as never);
    const value = entry?.value;
    if (!value || !('rscData' in value) || !value.rscData) throw new Error('no page in memory');
    expect(value.rscData.toString()).toBe('0:["$","h1"]');
    expect(value.rscData.buffer.byteLength).toBe(value.rscData.byteLength);
    const tree = value.segmentData?.get('/_tree');
    expect(tree?.toString()).toBe('tree');
    expect(tree?.buffer.byteLength).toBe(4);
  });
});
