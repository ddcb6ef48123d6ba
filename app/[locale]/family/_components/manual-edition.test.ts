import { describe, expect, it } from 'vitest';
import { type ManualEdition, pickEdition } from './manual-edition.ts';

const edition = (language: 'zh' | 'en'): ManualEdition => ({
  language,
  title: `Manual ${language}`,
  fileUrl: `https://files.example.com/manual-${language}.pdf`,
  size: 1000,
  pages: 10,
});

describe('pickEdition', () => {
  it("links the edition in the page's language", () => {
    const editions = [edition('zh'), edition('en')];
    expect(pickEdition(editions, 'en')).toEqual({ edition: editions[1], otherLanguage: false });
    expect(pickEdition(editions, 'zh')).toEqual({ edition: editions[0], otherLanguage: false });
  });

  it('falls back to the other language and says so', () => {
    expect(pickEdition([edition('zh')], 'en')).toEqual({
      edition: edition('zh'),
      otherLanguage: true,
    });
  });

  it('has nothing to link when the service lists no edition', () => {
    expect(pickEdition([], 'zh')).toBeNull();
  });
});
