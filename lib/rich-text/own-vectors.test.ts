// The sanitiser against the project's own attack families (tools/testing/rich-text/own-vectors.ts).
// Each output is parsed again by a DOM and held to properties that do not depend on the
// allow-list's code: only allowed elements and attributes, no handler, no script-capable URL, no
// change on reparse.
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.ts';
import { expectSafe, safetyProblems } from '#tools/testing/rich-text/expect-safe.ts';
import { ownVectors } from '#tools/testing/rich-text/own-vectors.ts';

const clean = (html: string) => sanitizeRichText(html).html;

describe("the project's own attack vectors", () => {
  it('are at least 200 distinct payloads over every family', () => {
    expect(new Set(ownVectors.map((vector) => vector.payload)).size).toBeGreaterThanOrEqual(200);
    expect(new Set(ownVectors.map((vector) => vector.family)).size).toBeGreaterThanOrEqual(10);
  });

  it('would be caught unsanitised: the check sees what they carry', () => {
    // Without the sanitiser most of them break a rule; a check that passed them all would
    // prove nothing about the sanitiser.
    const caught = ownVectors.filter((vector) => safetyProblems(vector.payload).length > 0);
    expect(caught.length / ownVectors.length).toBeGreaterThan(0.9);
  });

  it.each(ownVectors.map((vector, index) => ({ ...vector, index })))(
    '$family #$index comes out safe and stable',
    ({ payload }) => {
      const output = clean(payload);
      expectSafe(output);
      expect(clean(output)).toBe(output);
    },
  );
});
