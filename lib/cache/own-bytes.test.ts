import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ownBytes, withOwnBytes } from './own-bytes.ts';

/** A small Buffer as Node makes them: a slice of a slab shared with others. */
const pooled = (text: string) => Buffer.from(text);

describe('ownBytes', () => {
  it('copies a slice of a shared slab into memory of its own', () => {
    const slice = pooled('segment');
    expect(slice.buffer.byteLength).toBeGreaterThan(slice.byteLength);
    const own = ownBytes(slice);
    expect(own.equals(slice)).toBe(true);
    expect(own.buffer.byteLength).toBe(slice.byteLength);
    expect(own.byteOffset).toBe(0);
  });

  it('copies what zlib returns, which is such a slice for a small output', () => {
    const compressed = brotliCompressSync(Buffer.from('page '.repeat(200)));
    const own = ownBytes(compressed);
    expect(own.equals(compressed)).toBe(true);
    expect(own.buffer.byteLength).toBe(compressed.byteLength);
  });

  it('copies the tail of a larger buffer, whose offset is not zero', () => {
    const whole = Buffer.allocUnsafeSlow(16).fill(7);
    const tail = whole.subarray(8);
    const own = ownBytes(tail);
    expect(own).not.toBe(tail);
    expect(own.buffer.byteLength).toBe(8);
    expect([...own]).toEqual(Array(8).fill(7));
  });

  it('leaves a buffer that spans all of its memory as it is', () => {
    const whole = Buffer.allocUnsafeSlow(64).fill(1);
    expect(ownBytes(whole)).toBe(whole);
    const empty = Buffer.alloc(0);
    expect(ownBytes(empty)).toBe(empty);
  });
});

describe('withOwnBytes', () => {
  it("copies a page's RSC payload and prefetch segments, leaving the value given untouched", () => {
    const rscData = pooled('0:["rsc"]');
    const tree = pooled('tree');
    const page = pooled('page');
    const segmentData = new Map([
      ['/_tree', tree],
      ['/_full', page],
    ]);
    const value = { kind: 'APP_PAGE', html: '<html></html>', rscData, segmentData, status: 200 };
    const owned = withOwnBytes(value);

    expect(owned).not.toBe(value);
    expect(owned.html).toBe(value.html);
    expect(owned.status).toBe(200);
    expect(owned.rscData.equals(rscData)).toBe(true);
    expect(owned.rscData.buffer.byteLength).toBe(rscData.byteLength);
    expect([...owned.segmentData.keys()]).toEqual(['/_tree', '/_full']);
    for (const [path, bytes] of owned.segmentData) {
      expect(bytes.equals(segmentData.get(path) ?? Buffer.alloc(0))).toBe(true);
      expect(bytes.buffer.byteLength).toBe(bytes.byteLength);
    }
    // Next goes on serving the response from the value it gave.
    expect(value.rscData).toBe(rscData);
    expect(value.segmentData.get('/_tree')).toBe(tree);
  });

  it("copies a route's body", () => {
    const value = { kind: 'APP_ROUTE', body: pooled('<feed/>'), status: 200, headers: {} };
    const owned = withOwnBytes(value);
    expect(owned.body.toString()).toBe('<feed/>');
    expect(owned.body.buffer.byteLength).toBe(owned.body.byteLength);
  });

  it('returns the value itself when nothing needed copying', () => {
    const whole = Buffer.allocUnsafeSlow(4).fill(2);
    const value = {
      kind: 'APP_PAGE',
      html: 'x',
      rscData: whole,
      segmentData: new Map([['/', whole]]),
    };
    expect(withOwnBytes(value)).toBe(value);
    const fetched = {
      kind: 'FETCH',
      data: { body: 'text', headers: {}, url: '/' },
      revalidate: 60,
    };
    expect(withOwnBytes(fetched)).toBe(fetched);
    expect(withOwnBytes(null)).toBe(null);
  });
});
