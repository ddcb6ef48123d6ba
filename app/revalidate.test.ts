// Next reads `export const revalidate` from a page, layout or route without running it, so each
// file must write the number itself (an imported constant is not read: see the route segment
// config in Next's docs). This keeps every one of them equal to the site's single period.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { revalidateSeconds } from '#app/[locale]/_routes/revalidate.ts';

const app = new URL('./', import.meta.url);
const segmentFile = /(^|\/)(page\.tsx|layout\.tsx|route\.ts)$/;

function readRevalidates(): { file: string; value: string }[] {
  return readdirSync(app, { recursive: true, encoding: 'utf8' })
    .filter((file) => segmentFile.test(file))
    .flatMap((file) => {
      const source = readFileSync(new URL(file, app), 'utf8');
      const found = /^export const revalidate\s*=\s*([^;\n]+)/m.exec(source);
      return found?.[1] ? [{ file, value: found[1].trim() }] : [];
    });
}

describe('the regeneration period', () => {
  it('is the same in every route that sets one', () => {
    const revalidates = readRevalidates();
    expect(revalidates.length).toBeGreaterThan(0);
    for (const { file, value } of revalidates) {
      expect({ file, value }).toEqual({ file, value: String(revalidateSeconds) });
    }
  });
});
