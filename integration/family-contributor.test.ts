// A contributor's addresses: one that names nobody is the localised 404, and the internal form
// of an address leads to the public one.
import { expect, test } from 'vitest';
import en from '#locales/en/common.json' with { type: 'json' };
import zh from '#locales/zh/common.json' with { type: 'json' };
import { documentOf, textOf } from './html.ts';
import { get, site } from './site.ts';

const sites = [
  { prefix: '', notFound: zh.notFound.title },
  { prefix: '/en', notFound: en.notFound.title },
];

test.each(sites)(
  '$prefix/contributor/user/detail without a known id is a localised 404',
  async ({ prefix, notFound }) => {
    for (const query of ['?id=999', '?id=abc', '?id=03', '']) {
      const path = `${prefix}/contributor/user/detail${query}`;
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(textOf(await documentOf(response), 'h1')).toBe(notFound);
    }
  },
);

test.each(sites)(
  '$prefix/contributor/user/detail/5 leads to the public address',
  async ({ prefix }) => {
    const internal = await get(`${prefix}/contributor/user/detail/5`);
    expect(internal.status).toBe(308);
    const location = internal.headers.get('location') ?? '';
    expect(location).toMatch(new RegExp(`${prefix}/contributor/user/detail\\?id=5$`));
    const { pathname, search } = new URL(location, site.origin);
    const target = await get(pathname + search);
    expect(target.status).toBe(200);
    expect(textOf(await documentOf(target), 'h1')).toBe('Marta Kowalska');
  },
);
