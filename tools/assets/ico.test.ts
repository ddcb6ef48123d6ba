import { describe, expect, it } from 'vitest';
import { decodeIco, encodeIco } from './ico.ts';

const png = (fill: number, length: number) => new Uint8Array(length).fill(fill);

describe('encodeIco', () => {
  it('writes a directory a reader finds every image through', () => {
    const images = [
      { size: 16, png: png(1, 10) },
      { size: 32, png: png(2, 20) },
      { size: 256, png: png(3, 5) },
    ];
    const ico = encodeIco(images);
    expect(ico.byteLength).toBe(6 + 16 * 3 + 35);
    expect(decodeIco(ico)).toEqual(images);
  });

  it('writes a side of 256 as 0 and 32 bits per pixel', () => {
    const ico = encodeIco([{ size: 256, png: png(9, 4) }]);
    const view = new DataView(ico.buffer);
    expect(view.getUint8(6)).toBe(0);
    expect(view.getUint16(6 + 6, true)).toBe(32);
  });

  it('refuses no images and impossible sides', () => {
    expect(() => encodeIco([])).toThrow(/at least one/);
    expect(() => encodeIco([{ size: 300, png: png(0, 1) }])).toThrow(/1 to 256/);
  });

  it('refuses to read a file that is not an icon', () => {
    expect(() => decodeIco(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0]))).toThrow(/not an icon/);
  });
});
