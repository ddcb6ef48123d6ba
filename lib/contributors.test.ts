import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contributorPath, contributors, findContributor, joinUrl } from './contributors.ts';
import { locales } from './i18n/locales.ts';
import { products } from './site-config.ts';

function strings(locale: string) {
  const file = new URL(`../locales/${locale}/contributor.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as {
    people: Record<string, { role: string; bio: string }>;
    regions: Record<string, string>;
    kinds: { items: Record<string, { title: string; text: string }> };
  };
}

describe('contributors', () => {
  it('have unique ids and keys', () => {
    const ids = contributors.map((c) => c.id);
    const keys = contributors.map((c) => c.key);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(keys).size).toBe(keys.length);
    for (const id of ids) expect(findContributor(String(id))?.id).toBe(id);
  });

  it.each(locales)('have a name, role, bio and region in %s', (locale) => {
    const { people, regions, kinds } = strings(locale);
    for (const c of contributors) {
      expect(c.name[locale].trim(), `${c.key} name`).not.toBe('');
      expect(people[c.key]?.role, `${c.key} role`).toBeTruthy();
      expect(people[c.key]?.bio, `${c.key} bio`).toBeTruthy();
      expect(regions[c.region], `${c.key} region`).toBeTruthy();
      for (const kind of c.kinds) expect(kinds.items[kind]?.title).toBeTruthy();
    }
    // No stale strings for someone who is no longer listed.
    expect(Object.keys(people).sort()).toEqual(contributors.map((c) => c.key).sort());
  });

  it('have an avatar on disk, an SVG', () => {
    for (const c of contributors) {
      const file = new URL(`../public${c.avatar}`, import.meta.url);
      expect(existsSync(file), c.avatar).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(/^<svg[^>]+viewBox="0 0 96 96"/);
    }
  });

  it('name known products, at least one contribution, a plausible year and https links', () => {
    const productKeys = products.map((p) => p.key as string);
    const thisYear = new Date().getFullYear();
    for (const c of contributors) {
      expect(c.products.length, c.key).toBeGreaterThan(0);
      for (const product of c.products) expect(productKeys).toContain(product);
      expect(c.kinds.length, c.key).toBeGreaterThan(0);
      expect(new Set(c.kinds).size, c.key).toBe(c.kinds.length);
      expect(c.since).toBeGreaterThanOrEqual(2015);
      expect(c.since).toBeLessThanOrEqual(thisYear);
      for (const link of c.links) expect(new URL(link.href).protocol).toBe('https:');
    }
    expect(new URL(joinUrl).protocol).toBe('https:');
  });
});

describe('findContributor', () => {
  it('finds a listed id and nothing for anything else', () => {
    expect(findContributor('3')?.key).toBe('jonas-weber');
    for (const id of ['0', '03', '999', 'abc', '3abc', '', '-1', '1.0', ' 3']) {
      expect(findContributor(id), JSON.stringify(id)).toBeNull();
    }
  });
});

describe('contributorPath', () => {
  it('is the public address with the id in the query', () => {
    expect(contributorPath(5)).toBe('/contributor/user/detail?id=5');
  });
});
