import { describe, expect, it } from 'vitest';
import { type Figures, formatGrowth, type Memory } from './report.ts';

const memory = (loadedMb: number): Memory => ({
  loadedMb,
  collectedMb: (loadedMb * 5) / 8,
  heldMb: loadedMb / 4,
});

const normal: Figures = {
  buildS: 100,
  memory: memory(400),
  memoryAfterPublish: memory(500),
  firstVisitP95Ms: null,
  throughput: { announcement: 300 },
};

// Every memory figure grows as much as the memory right after the first load.
const large = (buildS: number, growth: number, firstVisitP95Ms: number, announcement: number) =>
  formatGrowth(normal, {
    buildS,
    memory: memory(400 * growth),
    memoryAfterPublish: memory(500 * growth),
    firstVisitP95Ms,
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
    expect(text.split('\n').filter((line) => line.endsWith('met'))).toHaveLength(9);
  });

  it('says by how much each missed goal is missed', () => {
    const text = large(150, 1.5, 650, 150);
    expect(text).toContain('missed by 0.30×');
    const memoryLines = [...lines(text, 'RSS'), ...lines(text, 'heap and buffers held')];
    expect(memoryLines).toHaveLength(6);
    for (const line of memoryLines) expect(line).toContain('missed by 0.30×');
    expect(lines(text, 'heap and buffers held, after a publish')[0]).toContain('125 MB');
    expect(text).toContain('missed by 150 ms');
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
