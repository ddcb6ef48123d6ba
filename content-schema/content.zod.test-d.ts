// Ties the zod schemas to the types generated from openapi.yaml: a field added, removed or
// retyped on either side without the other fails `tsc` (`npm run check`).
import { expectTypeOf, test } from 'vitest';
import type { z } from 'zod';
import type { components } from '#lib/content/api.gen.ts';
import type * as schema from './content.zod.ts';

type Schemas = components['schemas'];
type Infer<K extends keyof typeof schema> = z.infer<(typeof schema)[K]>;

test('every response schema equals its generated type', () => {
  expectTypeOf<Infer<'errorBody'>>().toEqualTypeOf<Schemas['Error']>();
  expectTypeOf<Infer<'announcementPage'>>().toEqualTypeOf<Schemas['AnnouncementPage']>();
  expectTypeOf<Infer<'announcement'>>().toEqualTypeOf<Schemas['Announcement']>();
  expectTypeOf<Infer<'showList'>>().toEqualTypeOf<Schemas['ShowList']>();
  expectTypeOf<Infer<'softwareList'>>().toEqualTypeOf<Schemas['SoftwareList']>();
  expectTypeOf<Infer<'manualsUpdateDate'>>().toEqualTypeOf<Schemas['ManualsUpdateDate']>();
  expectTypeOf<Infer<'manual'>>().toEqualTypeOf<Schemas['Manual']>();
  expectTypeOf<Infer<'helpTypeList'>>().toEqualTypeOf<Schemas['HelpTypeList']>();
  expectTypeOf<Infer<'helpSubList'>>().toEqualTypeOf<Schemas['HelpSubList']>();
  expectTypeOf<Infer<'helpArticle'>>().toEqualTypeOf<Schemas['HelpArticle']>();
  expectTypeOf<Infer<'helpSearchPage'>>().toEqualTypeOf<Schemas['HelpSearchPage']>();
  expectTypeOf<Infer<'popularSearchList'>>().toEqualTypeOf<Schemas['PopularSearchList']>();
  expectTypeOf<Infer<'popularSearchResult'>>().toEqualTypeOf<Schemas['PopularSearchResult']>();
  expectTypeOf<Infer<'popularSearchParents'>>().toEqualTypeOf<Schemas['PopularSearchParents']>();
});
