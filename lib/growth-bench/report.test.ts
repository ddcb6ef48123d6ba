import { describe, expect, it } from 'vitest';
import { type Figures, formatGrowth } from './report.ts';

const normal: Figures = {
  buildS: 100,
  rssMb: 400,
  rssIdleMb: 300,
  firstVisitP95Ms: null,
  throughput: { announcement: 300 },
};

// The idle memory grows as much as the memory right after the load.
const large = (buildS: number, rssMb: number, firstVisitP95Ms: number, announcement: number) =>
  formatGrowth(normal, {
    buildS,
    rssMb,
    rssIdleMb: (rssMb * 3) / 4,
    firstVisitP95Ms,
    throughput: { announcement },
  });

describe('growth report', () => {
  it('says met when every goal is', () => {
    const text = large(110, 420, 200, 310);
    expect(text).toContain('1.10×');
    expect(text).toContain('— (all prerendered)');
    expect(text).not.toContain('missed');
    expect(text.split('\n').filter((line) => line.endsWith('met'))).toHaveLength(5);
  });

  it('says by how much each missed goal is missed', () => {
    const text = large(150, 600, 650, 150);
    expect(text).toContain('missed by 0.30×');
    expect(text.split('\n').filter((line) => line.includes('RSS'))).toEqual([
      expect.stringContaining('missed by 0.30×'),
      expect.stringContaining('missed by 0.30×'),
    ]);
    expect(text).toContain('missed by 150 ms');
    expect(text).toContain('missed by 0.40×');
  });
});
