import { describe, expect, it } from 'vitest';
import { type Figures, formatGrowth, median, type Memory, pairRatios } from './report.ts';

const memory = (loadedMb: number): Memory => ({
  peakMb: (loadedMb * 9) / 8,
  loadedMb,
  collectedMb: (loadedMb * 5) / 8,
  heldMb: loadedMb / 4,
});

const normal: Figures = {
  buildS: 100,
  memory: memory(400),
  memoryAfterPublish: memory(500),
  firstVisitP95Ms: null,
  firstVisitAfterLoadsP95Ms: null,
  throughput: { announcement: 300 },
};

// Every memory figure grows as much as the memory right after the first load.
const large = (buildS: number, growth: number, firstVisitP95Ms: number, announcement: number) =>
  formatGrowth(normal, {
    buildS,
    memory: memory(400 * growth),
    memoryAfterPublish: memory(500 * growth),
    firstVisitP95Ms,
    firstVisitAfterLoadsP95Ms: firstVisitP95Ms + 50,
    throughput: { announcement },
  });

const lines = (text: string, start: string) =>
  text.split('\n').filter((line) => line.startsWith(start));

describe('growth report', () => {
  it('says met when every goal is', () => {
    const text = large(110, 1.05, 200, 310);
    expect(text).toContain('1.10×');
    expect(text).toContain('— (all prerendered)');
    expect(text).not.toContain('missed');
    expect(text.split('\n').filter((line) => line.endsWith('met'))).toHaveLength(12);
    expect(lines(text, 'first visit of a page not prerendered, after both loads')[0]).toContain(
      '250 ms',
    );
  });

  it('says by how much each missed goal is missed', () => {
    const text = large(150, 1.5, 650, 150);
    expect(text).toContain('missed by 0.30×');
    const memoryLines = [...lines(text, 'RSS'), ...lines(text, 'heap and buffers held')];
    expect(memoryLines).toHaveLength(8);
    for (const line of memoryLines) expect(line).toContain('missed by 0.30×');
    expect(lines(text, 'heap and buffers held, after a publish')[0]).toContain('125 MB');
    expect(lines(text, 'RSS at its highest during 10,000 requests, after a publish')[0]).toContain(
      '844 MB',
    );
    expect(text).toContain('missed by 150 ms');
    expect(text).toContain('missed by 200 ms');
    expect(text).toContain('missed by 0.40×');
  });

  it('shows a third digit where two would round onto the bound, and a gap below 0.01', () => {
    const text = large(119.96, 1, 200, 268.7);
    const [build] = lines(text, 'build time');
    expect(build).toContain('1.200×');
    expect(build).toMatch(/met$/);
    const [cached] = lines(text, 'cached announcement');
    expect(cached).toContain('0.896×');
    expect(cached).toContain('missed by less than 0.01×');
  });
});

const pairedMedian = (large: number[], normal: number[]) => median(pairRatios(large, normal));

describe('paired rounds', () => {
  it("takes the median of each pair's ratio, the mean of the middle two for an even count", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(pairRatios([90, 45, 99, 50], [100, 50, 100, 50])).toEqual([0.9, 0.9, 0.99, 1]);
    expect(pairedMedian([90, 45, 99, 50], [100, 50, 100, 50])).toBeCloseTo(0.945);
  });

  it('follows the machine from pair to pair: slow minutes and one busy round leave it alone', () => {
    // The machine at full speed, then at half; in one round the large seed's server was slowed
    // by something else on the machine.
    const normal = [1000, 1000, 1000, 500, 500, 500];
    const large = [990, 400, 990, 495, 495, 495];
    expect(pairedMedian(large, normal)).toBeCloseTo(0.99);
    // The ratio of the two medians says 0.66: the one busy round takes the large seed's median
    // down among its slow minutes' figures, while the normal seed's sits between its two speeds.
    expect(median(large) / median(normal)).toBeCloseTo(0.66, 2);
  });

  it('refuses rounds that do not pair up', () => {
    expect(() => pairRatios([1, 2], [1])).toThrow(/as many/);
    expect(() => pairedMedian([], [])).toThrow(/at least one/);
  });

  it('shows the paired ratio where there is one, and judges by it', () => {
    const figures = (announcement: number): Figures => ({
      ...normal,
      throughput: { announcement },
    });
    const text = formatGrowth(figures(600), figures(480), { announcement: 0.97 });
    const [cached] = lines(text, 'cached announcement');
    expect(cached).toContain('480 /s');
    expect(cached).toContain('0.97×');
    expect(cached).toMatch(/met$/);
    const [missed] = lines(
      formatGrowth(figures(600), figures(600), { announcement: 0.8 }),
      'cached',
    );
    expect(missed).toContain('missed by 0.10×');
  });
});
