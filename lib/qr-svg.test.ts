import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-svg.ts';

const url = 'http://127.0.0.1:4010/files/android/MantiSoft_Mobile_3.8.0_arm64-v8a.apk';

/** Paints the path back into a matrix of dark modules, to compare with the encoder's. */
function rasterise(d: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    const row = grid[Number(y)];
    if (!row) throw new Error(`row ${y} outside the code`);
    for (let i = Number(x); i < Number(x) + Number(w); i += 1) row[i] = true;
  }
  return grid;
}

describe('qrPath', () => {
  it('draws exactly the dark modules of the encoded text', () => {
    const { size, d } = qrPath(url);
    const { modules } = create(url, { errorCorrectionLevel: 'M' });
    expect(size).toBe(modules.size);
    const grid = rasterise(d, size);
    for (let y = 0; y < size; y += 1) {
      for (let x = 0; x < size; x += 1) {
        expect(grid[y]?.[x], `module ${x},${y}`).toBe(Boolean(modules.get(y, x)));
      }
    }
  });

  it('has the size of its QR version and the finder pattern in its corner', () => {
    // "HELLO" fits version 1: 21 modules a side.
    const { size, d } = qrPath('HELLO');
    expect(size).toBe(21);
    const grid = rasterise(d, size);
    expect(grid[0]?.slice(0, 7)).toEqual(Array(7).fill(true));
    expect(grid[1]?.slice(0, 7)).toEqual([true, false, false, false, false, false, true]);
    // A longer URL needs a larger version.
    expect(qrPath(url).size).toBeGreaterThan(21);
  });

  it('is deterministic and differs for different text', () => {
    expect(qrPath(url)).toEqual(qrPath(url));
    expect(qrPath(url).d).not.toBe(qrPath(`${url}?v=2`).d);
  });
});
