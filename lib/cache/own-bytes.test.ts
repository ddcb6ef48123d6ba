import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ownBytes, withOwnBytes } from './own-bytes.ts';

/** A view of `text` inside a 64 kB block, as a render's chunks and zlib's output are. */
function view(text: string): Buffer {
  const block = Buffer.alloc(64 * 1024);
  const offset = block.write('x'.repeat(100));
  const length = block.write(text, offset);
  return block.subarray(offset, offset + length);
}

const owns = (bytes: Buffer | undefined) =>
  bytes !== undefined && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;

describe('ownBytes', () => {
  it('copies a view into a Buffer that holds only its bytes', () => {
    const part = view('0:["$","h1"]');
    expect(owns(part)).toBe(false);
    const copy = ownBytes(part);
    expect(owns(copy)).toBe(true);
    expect(copy.toString()).toBe('0:["$","h1"]');
  });

  it('copies what zlib returns, and keeps a Buffer that already owns its bytes', () => {
    const packed = brotliCompressSync('公告'.repeat(100));
    expect(owns(packed)).toBe(false);
    expect(ownBytes(packed)).toEqual(packed);
    expect(owns(ownBytes(packed))).toBe(true);
    const whole = Buffer.allocUnsafeSlow(16).fill(1);
    expect(ownBytes(whole)).toBe(whole);
  });
});

describe('withOwnBytes', () => {
  it("gives a page's RSC payload and segments their own bytes and keeps the rest", () => {
    const page = {
      kind: 'APP_PAGE',
      html: '<h1>公告</h1>',
      rscData: view('0:["$","h1"]'),
      segmentData: new Map([
        ['/_tree', view('tree')],
        ['/_full', view('full')],
      ]),
      headers: { 'x-next-cache-tags': 'announcement' },
      postponed: undefined,
      status: 200,
    } as unknown as Parameters<typeof withOwnBytes>[0];
    const owned = withOwnBytes(page);
    expect(owned).toEqual(page);
    if (!owned || !('rscData' in owned)) throw new Error('not a page');
    expect(owns(owned.rscData)).toBe(true);
    expect([...(owned.segmentData ?? new Map<string, Buffer>()).values()].every(owns)).toBe(true);
  });

  it("gives a route's body its own bytes, and leaves other values and null as they are", () => {
    const route = {
      kind: 'APP_ROUTE',
      body: view('<feed/>'),
      status: 200,
      headers: {},
    } as unknown as Parameters<typeof withOwnBytes>[0];
    const owned = withOwnBytes(route);
    expect(owned).toEqual(route);
    expect(owned && 'body' in owned && owns(owned.body)).toBe(true);

    const fetched = {
      kind: 'FETCH',
      data: { headers: {}, body: '{}', url: 'http://content/x' },
      revalidate: 60,
    } as unknown as Parameters<typeof withOwnBytes>[0];
    expect(withOwnBytes(fetched)).toBe(fetched);
    expect(withOwnBytes(null)).toBeNull();
  });
});
