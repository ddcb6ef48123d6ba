// The page's layout shifts from the first paint on, summed as Lighthouse sums them for CLS but with
// none left out. Lighthouse skips the shifts of the half second after the visitor's input; the
// tests give none while they measure, but Chromium's phone emulation reports its first layout as
// a resize of the window, which marks the next half second's shifts the same way: a shift when
// the scripts start would count on a slow machine and not on a fast one. Each shift keeps what
// moved, so that a failing test names the element and its boxes before and after.
import type { Page } from '@playwright/test';

type Shift = { value: number; at: number; sources: string[] };
type ShiftWindow = Window & {
  layoutShifts?: Shift[];
  /** Moves the shifts the observer holds but has not reported yet into layoutShifts. */
  takeLayoutShifts?: () => void;
};

/** Call before the page loads: it watches every document the page loads from then on. */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node ? node.nodeName : '(gone)';
      const data = [...node.attributes]
        .filter(({ name }) => name.startsWith('data-') || name === 'id' || name === 'class')
        .map(({ name, value }) => `${name}="${value.slice(0, 60)}"`);
      return `<${node.localName}${data.length ? ' ' + data.join(' ') : ''}>`;
    };
    const box = ({ x, y, width, height }: DOMRectReadOnly) =>
      `${Math.round(x)},${Math.round(y)} ${Math.round(width)}×${Math.round(height)}`;
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & {
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
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, {
      layoutShifts: shifts,
      takeLayoutShifts: () => record(observer.takeRecords()),
    });
  });
}

/**
 * The sum of the shifts so far, and a description of each for the failure message. It reads
 * after two more frames, so that what the page last changed has been laid out, and takes the
 * observer's pending entries itself rather than waiting for it to report them.
 */
export async function layoutShifts(page: Page): Promise<{ total: number; report: string }> {
  const shifts = await page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const watched = window as ShiftWindow;
    watched.takeLayoutShifts?.();
    return watched.layoutShifts;
  });
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
