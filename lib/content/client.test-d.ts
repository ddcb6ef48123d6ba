// read() keeps openapi-fetch's typing: the path must be one of the contract's, and that path
// types the query. A read the contract does not allow fails `tsc` (`npm run check`).
import { expectTypeOf, test } from 'vitest';
import { z } from 'zod';
import { type ContentClient, read } from './client.ts';
import { inLocale } from './in-locale.ts';

declare const client: ContentClient;
const schema = z.object({ ok: z.boolean() });
const article = { path: '/api/helpInfo/get', tags: [], schema } as const;

test('a read states a contract path and the query that path takes', () => {
  expectTypeOf(read(client, article, inLocale('en', { id: 7 }))).resolves.toEqualTypeOf<{
    ok: boolean;
  }>();
  // The manuals take no parameters at all.
  read(client, { path: '/api/pcUpgrade/MantiSoft', tags: [], schema });
});

test('a read the contract does not allow does not compile', () => {
  // @ts-expect-error not a path of the contract
  read(client, { path: '/api/helpInfo/all', tags: [], schema }, inLocale('en'));
  // @ts-expect-error the article's id is missing
  read(client, article, inLocale('en'));
  // @ts-expect-error an id is a number
  read(client, article, inLocale('en', { id: '7' }));
  // @ts-expect-error every path but the manuals' needs lang
  read(client, article, { params: { query: { id: 7 } } });
  // @ts-expect-error and cannot be called without its parameters
  read(client, article);
});
