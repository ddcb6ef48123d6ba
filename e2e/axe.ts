// What the accessibility specs share: the rules axe checks, waiting for a settled page, and a
// readable report. A serious or critical violation fails; minor and moderate ones are printed.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

// WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices.
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const blocking = new Set(['serious', 'critical']);
export const widths = [1280, 390];

/**
 * Load done, web fonts in, finite animations (fades, slides) over and two frames painted after
 * hydration: what axe sees is what a visitor reads.
 */
export async function settle(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.allSettled(finite.map((animation) => animation.finished));
  });
}

type ContrastData = { contrastRatio?: number; fgColor?: string; bgColor?: string };

function describeNode(node: Result['nodes'][number]): string {
  const target = node.target
    .map((part) => (Array.isArray(part) ? part.join(' >>> ') : part))
    .join(', ');
  // Contrast failures carry the measured colours: the quickest way to a fix.
  const data: ContrastData | undefined = node.any[0]?.data;
  if (!data?.contrastRatio) return target;
  return `${target}  (${data.contrastRatio}:1, ${data.fgColor} on ${data.bgColor})`;
}

function describeViolation(violation: Result): string {
  return [
    `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
    ...violation.nodes.map((node) => `    ${describeNode(node)}`),
  ].join('\n');
}

function report(where: string, results: AxeResults): Result[] {
  const failing = results.violations.filter((each) => blocking.has(each.impact ?? ''));
  const other = results.violations.filter((each) => !blocking.has(each.impact ?? ''));
  const summary =
    failing.length === 0 && other.length === 0
      ? 'clean'
      : `${failing.length} serious/critical, ${other.length} minor/moderate`;
  console.info(
    [
      `a11y ${where}: ${summary}`,
      ...[...failing, ...other].map((each) => `  ${describeViolation(each)}`),
    ].join('\n'),
  );
  return failing;
}

/**
 * Runs axe on the page as it is, or on the part `include` selects, and returns the blocking
 * violations, described.
 */
export async function blockingViolations(
  page: Page,
  where: string,
  options: { include?: string } = {},
): Promise<string[]> {
  // Legacy mode runs axe inside the page instead of gathering frame results in a new blank tab:
  // half the time, and the site embeds no cross-origin frame it would miss.
  const builder = new AxeBuilder({ page }).withTags(tags).setLegacyMode();
  if (options.include) builder.include(options.include);
  return report(where, await builder.analyze()).map(describeViolation);
}
