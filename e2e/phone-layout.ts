// What a phone's narrow screen must not do to a page's text, read from the page as it is: each
// check returns what breaks its rule, described, so that a test can expect an empty list. The
// budget spec runs them on its visits of every page (e2e/a11y.spec.ts), e2e/layout.spec.ts at
// 320 px.
import type { Page } from '@playwright/test';

/** Buttons and fields set in another font than the page's (a browser's default leaks in). */
export function controlsInAnotherFont(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pageFont = getComputedStyle(document.body).fontFamily;
    return [...document.querySelectorAll('button, input, select, textarea')]
      .filter((control) => getComputedStyle(control).fontFamily !== pageFont)
      .map(
        (control) => `${control.outerHTML.slice(0, 80)}: ${getComputedStyle(control).fontFamily}`,
      );
  });
}

/** Headings of plain text that wrap and leave a word or two alone on their last line. */
export function lonelyHeadingLines(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3')]
      .filter((heading) => heading.childElementCount === 0 && heading.getClientRects().length)
      .flatMap((heading) => {
        // Each line's width, and the last one's against the widest.
        const range = document.createRange();
        range.selectNodeContents(heading);
        const lines = new Map<number, number>();
        for (const box of range.getClientRects()) {
          if (box.width === 0) continue;
          const line = Math.round(box.bottom);
          lines.set(line, (lines.get(line) ?? 0) + box.width);
        }
        const widths = [...lines.entries()].sort(([a], [b]) => a - b).map(([, width]) => width);
        const last = widths.at(-1) ?? 0;
        const widest = Math.max(...widths);
        return widths.length > 1 && last < widest / 3
          ? [`${heading.textContent}: last line ${Math.round(last)} of ${Math.round(widest)} px`]
          : [];
      }),
  );
}

/** The home page's section heads whose link to all their items is missing or wraps. */
export function wrappedSectionLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ['announcements-title', 'showcase-title'].flatMap((id) => {
      const link = document.getElementById(id)?.parentElement?.querySelector(':scope > a');
      const lines = link?.getClientRects().length ?? 0;
      return lines === 1 ? [] : [`${id}: its link takes ${lines} lines`];
    }),
  );
}
