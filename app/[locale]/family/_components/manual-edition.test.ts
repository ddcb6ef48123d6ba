import { describe, expect, it } from 'vitest';
import { formatFileSize, type ManualEdition, pickEdition } from './manual-edition.ts';

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

describe('formatFileSize', () => {
  it('reads in decimal units with one decimal', () => {
    expect(formatFileSize(12_403_118, 'en')).toBe('12.4 MB');
    expect(formatFileSize(18_734_592, 'zh')).toBe('18.7 MB');
    expect(formatFileSize(6_000_000, 'en')).toBe('6 MB');
    expect(formatFileSize(2_500_000_000, 'en')).toBe('2.5 GB');
    expect(formatFileSize(850_400, 'en')).toBe('850.4 KB');
    expect(formatFileSize(999, 'en')).toBe('999 B');
  });
});
