import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

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
