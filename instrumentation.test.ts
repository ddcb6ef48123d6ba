// The start-up preload (instrumentation.ts) is worth its second only if it loads the jsdom the
// sanitiser uses. With two versions installed (the tests' and isomorphic-dompurify's own), a
// server that renders rich text loads both, and keeps the code of both.
import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

describe('the jsdom loaded at start-up', () => {
  it('is the one isomorphic-dompurify sanitises with', () => {
    const purify = createRequire(require.resolve('isomorphic-dompurify'));
    expect(realpathSync(purify.resolve('jsdom'))).toBe(realpathSync(require.resolve('jsdom')));
  });
});
