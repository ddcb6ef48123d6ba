// The page's layout shifts from the first paint on, summed as Lighthouse sums them for CLS but with
// none left out. Lighthouse skips the shifts of the half second after the visitor's input; the
// tests give none while they measure, but Chromium's phone emulation reports its first layout as
// a resize of the window, which marks the next half second's shifts the same way: a shift when
// the scripts start would count on a slow machine and not on a fast one. Each shift keeps what
// moved, so that a failing test names the element and its boxes before and after.
import type { Page } from '@playwright/test';

type Shift = { value: number; at: number; sources: string[] };
type ShiftWindow = Window & { layoutShifts?: Shift[] };

/** Call before the page loads. */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as ShiftWindow).layoutShifts = shifts;
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node ? node.nodeName : '(gone)';
      const data = [...node.attributes]
        .filter(({ name }) => name.startsWith('data-') || name === 'id' || name === 'class')
        .map(({ name, value }) => `${name}="${value.slice(0, 60)}"`);
      return `<${node.localName}${data.length ? ' ' + data.join(' ') : ''}>`;
    };
    const box = ({ x, y, width, height }: DOMRectReadOnly) =>
      `${Math.round(x)},${Math.round(y)} ${Math.round(width)}×${Math.round(height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: {
          node: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      })[]) {
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: entry.sources.map(
            (source) =>
              `${describe(source.node)} ${box(source.previousRect)} → ${box(source.currentRect)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the shifts, and a description of each for the failure message. */
export async function layoutShifts(page: Page): Promise<{ total: number; report: string }> {
  const shifts = await page.evaluate(() => (window as ShiftWindow).layoutShifts);
  if (shifts === undefined)
    throw new Error('watchLayoutShift(page) was not called before the visit');
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  const report = shifts
    .map(({ value, at, sources }) => `${value.toFixed(4)} at ${at} ms: ${sources.join('; ')}`)
    .join('\n');
  return { total, report };
}

/**
 * Lighthouse reports CLS to two decimals and the goal is its 0.00; anything that moves on screen
 * measures 0.01 and more.
 */
export const noLayoutShift = 0.005;
