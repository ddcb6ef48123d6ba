import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildGramIndex, candidatesOf } from './gram-index.ts';

describe('gram index', () => {
  const texts = ['激光切割机', 'laser marking', 'cutting laser', '焊接'];
  const index = buildGramIndex(texts);

  it('finds a word inside longer words, in any language', () => {
    expect(candidatesOf(index, ['激光'])).toEqual([0]);
    expect(candidatesOf(index, ['laser'])).toEqual([1, 2]);
    expect(candidatesOf(index, ['焊'])).toEqual([3]);
  });

  it('keeps only the texts that hold every term', () => {
    expect(candidatesOf(index, ['laser', 'cut'])).toEqual([2]);
    expect(candidatesOf(index, ['laser', '焊接'])).toEqual([]);
    expect(candidatesOf(index, ['unknown'])).toEqual([]);
  });

  it('never leaves out a text that contains every term', () => {
    const alphabet = fc.constantFrom('a', 'b', 'c', '激', '光', ' ');
    const text = fc.string({ unit: alphabet, maxLength: 30 });
    fc.assert(
      fc.property(
        fc.array(text, { maxLength: 12 }),
        fc.array(text, { minLength: 1, maxLength: 3 }),
        (docs, raw) => {
          const terms = raw.map((term) => term.trim()).filter(Boolean);
          if (terms.length === 0) return;
          const candidates = new Set(candidatesOf(buildGramIndex(docs), terms));
          docs.forEach((doc, at) => {
            if (terms.every((term) => doc.includes(term))) expect(candidates.has(at)).toBe(true);
          });
        },
      ),
    );
  });
});
