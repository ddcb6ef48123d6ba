import { describe, expect, it } from 'vitest';
import type { DragPoint } from '#lib/captcha/rules.ts';
import { createThrottle, trailToSend } from './rules.ts';

describe('createThrottle', () => {
  it('lets one call through per 10 ms', () => {
    let now = 1000;
    const pass = createThrottle(10, () => now);
    expect(pass()).toBe(true);
    now = 1005;
    expect(pass()).toBe(false);
    now = 1010;
    expect(pass()).toBe(true);
    now = 1019;
    expect(pass()).toBe(false);
  });
});

describe('trailToSend', () => {
  it('keeps a short trail whole, to a tenth of a pixel and whole milliseconds', () => {
    const trail: DragPoint[] = [
      [1.234, 0.56, 10.4],
      [5, -1.04, 20.6],
    ];
    expect(trailToSend(trail)).toEqual([
      [1.2, 0.6, 10],
      [5, -1, 21],
    ]);
  });

  it('thins a long trail evenly, keeping where the handle was let go', () => {
    const trail = Array.from({ length: 1000 }, (_, index): DragPoint => [index / 4, 0, index]);
    const sent = trailToSend(trail, 200);
    expect(sent).toHaveLength(200);
    expect(sent.at(-1)).toEqual([249.8, 0, 999]);
    const times = sent.map((point) => point[2]);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(200);
  });
});
