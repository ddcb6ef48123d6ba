import { describe, expect, it } from 'vitest';
import { preferredLocale, rootLocale } from './negotiate.ts';

describe('preferredLocale', () => {
  it.each([
    ['en-US,en;q=0.9', 'en'],
    ['en-GB', 'en'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    ['fr-FR,fr;q=0.9,en;q=0.7,zh;q=0.6', 'en'],
    ['fr-FR,de;q=0.5', 'zh'],
    ['zh-TW;q=0.5,en;q=0.8', 'en'],
    ['en;q=0,zh;q=0.1', 'zh'],
    ['*', 'zh'],
    ['', 'zh'],
    ['EN', 'en'],
    ['en;q=abc', 'zh'],
  ])('%j → %s', (header, expected) => {
    expect(preferredLocale(header)).toBe(expected);
  });

  it('defaults to Chinese without a header', () => {
    expect(preferredLocale(null)).toBe('zh');
  });
});

describe('rootLocale', () => {
  it('lets a valid cookie win over the browser, and ignores an invalid one', () => {
    expect(rootLocale('zh', 'en-US')).toBe('zh');
    expect(rootLocale('en', 'zh-CN')).toBe('en');
    expect(rootLocale('fr', 'en-US')).toBe('en');
    expect(rootLocale(undefined, 'zh-CN')).toBe('zh');
  });
});
