import { describe, expect, it } from 'vitest';
import { summaryOf } from './article-summary.ts';

describe('the summary of a help article', () => {
  it('is the text of its first paragraph', () => {
    expect(
      summaryOf('<h2>A</h2><p>Check the <strong>dongle</strong> &amp; the cable.</p><p>Then…</p>'),
    ).toBe('Check the dongle & the cable.');
  });

  it('is shortened at a word in English and anywhere in Chinese', () => {
    const english = summaryOf(`<p>${'word '.repeat(60)}</p>`, 40) ?? '';
    expect(english.length).toBeLessThanOrEqual(40);
    expect(english).toMatch(/word…$/);
    const chinese = summaryOf(`<p>${'激光切割'.repeat(30)}</p>`, 40) ?? '';
    expect([...chinese]).toHaveLength(40);
    expect(chinese.endsWith('…')).toBe(true);
  });

  it('is none without a paragraph of text', () => {
    expect(summaryOf('<table><tr><td>x</td></tr></table>')).toBeUndefined();
    expect(summaryOf('<p> <img src="a.png" alt=""> </p>')).toBeUndefined();
  });
});
