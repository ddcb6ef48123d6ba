// What the site reads out of an address and its headers before any page renders, under input
// built to break it: each reader gives a valid value or Next's 404, never another error, so a
// hostile address can only ever become a "not found" page.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePageNumber } from '#lib/announcement-routes.ts';
import { announcementCategories } from '#lib/content/index.ts';
import { findContributor } from '#lib/contributors.ts';
import { parseSearchQuery } from '#lib/help-search/query.ts';
import { isLocale, locales } from '#lib/i18n/locales.ts';
import { preferredLocale, rootLocale } from '#lib/i18n/negotiate.ts';
import { isPlatform } from '#lib/releases.ts';
import { headerText, hostileText, runs } from '#tools/testing/hostile-input.ts';
import { idOf, localeOf, oneOf } from './params.ts';

/** A path segment as Next hands it over: anything, or a number-like string. */
const segment = fc.oneof(
  hostileText,
  fc.integer().map(String),
  fc.bigInt().map(String),
  fc.double().map(String),
);

/** What a reader did with a value: a result, a 404, or something else thrown. */
function outcome<T>(read: () => T): { value: T } | { notFound: true } | { thrown: unknown } {
  try {
    return { value: read() };
  } catch (error) {
    const digest = (error as { digest?: unknown }).digest;
    return digest === 'NEXT_HTTP_ERROR_FALLBACK;404' ? { notFound: true } : { thrown: error };
  }
}

describe('route parameters under hostile input', () => {
  it('a locale segment is zh, en or a 404', () => {
    fc.assert(
      fc.property(segment, (value) => {
        const result = outcome(() => localeOf(value));
        if ('value' in result) expect(locales).toContain(result.value);
        else expect(result).toEqual({ notFound: true });
      }),
      runs,
    );
  });

  it('a content id is a whole number from 1 to 999999999 or a 404', () => {
    fc.assert(
      fc.property(segment, (value) => {
        const result = outcome(() => idOf(value));
        if ('value' in result) {
          expect(Number.isSafeInteger(result.value)).toBe(true);
          expect(result.value).toBeGreaterThanOrEqual(1);
          expect(result.value).toBeLessThanOrEqual(999_999_999);
          expect(String(result.value)).toBe(value);
        } else expect(result).toEqual({ notFound: true });
      }),
      runs,
    );
  });

  it('a segment of a fixed few is one of them or a 404', () => {
    fc.assert(
      fc.property(fc.oneof(segment, fc.constantFrom(...announcementCategories)), (value) => {
        const result = outcome(() => oneOf(value, announcementCategories));
        if ('value' in result) expect(result.value).toBe(value);
        else {
          expect(result).toEqual({ notFound: true });
          expect(announcementCategories).not.toContain(value);
        }
      }),
      runs,
    );
  });

  it('a page number, a platform and a contributor are a known value or nothing', () => {
    fc.assert(
      fc.property(segment, (value) => {
        const page = parsePageNumber(value);
        if (page !== null) expect(String(page)).toBe(value);
        expect(typeof isPlatform(value)).toBe('boolean');
        const contributor = outcome(() => findContributor(value));
        expect('thrown' in contributor).toBe(false);
      }),
      runs,
    );
  });

  it('any Accept-Language header and language cookie choose one of the two languages', () => {
    fc.assert(
      fc.property(
        fc.option(headerText, { nil: null }),
        fc.option(hostileText, { nil: undefined }),
        (acceptLanguage, cookie) => {
          expect(isLocale(preferredLocale(acceptLanguage))).toBe(true);
          expect(isLocale(rootLocale(cookie, acceptLanguage))).toBe(true);
        },
      ),
      runs,
    );
  });

  it('any help search query string is a valid query or a message', () => {
    fc.assert(
      fc.property(hostileText, (raw) => {
        const parsed = parseSearchQuery(new URLSearchParams(raw));
        if (parsed.ok) expect(parsed.query.q.trim()).not.toBe('');
        else expect(parsed.error).toMatch(/\w/);
      }),
      runs,
    );
  });
});
