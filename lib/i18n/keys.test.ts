import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { locales } from './locales.ts';
import { namespaces } from './resources.ts';

const root = new URL('../../locales/', import.meta.url);

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  if (!value || typeof value !== 'object') throw new Error(`${prefix}: not a string or an object`);
  return Object.entries(value).flatMap(([key, inner]) =>
    keysOf(inner, prefix ? `${prefix}.${key}` : key),
  );
}

function read(locale: string, ns: string): unknown {
  return JSON.parse(readFileSync(new URL(`${locale}/${ns}.json`, root), 'utf8'));
}

describe('locales', () => {
  it('have exactly the registered namespaces', () => {
    for (const locale of locales) {
      const files = readdirSync(new URL(`${locale}/`, root)).map((f) => f.replace(/\.json$/, ''));
      expect(files.sort()).toEqual([...namespaces].sort());
    }
  });

  it.each(namespaces)('%s has the same keys in every locale, none empty', (ns) => {
    const [first, ...others] = locales.map((locale) => keysOf(read(locale, ns)).sort());
    for (const other of others) expect(other).toEqual(first);
    for (const locale of locales) {
      const empty = keysOf(read(locale, ns)).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>(
            (node, part) => (node as Record<string, unknown>)[part],
            read(locale, ns),
          );
        return typeof value === 'string' && value.trim() === '';
      });
      expect(empty, `${locale}/${ns}`).toEqual([]);
    }
  });
});
