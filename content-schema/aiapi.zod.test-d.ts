import { expectTypeOf, test } from 'vitest';
import type { z } from 'zod';
import type { components } from '#lib/content/aiapi.gen.ts';
import type * as schema from './aiapi.zod.ts';

type Schemas = components['schemas'];

test('every drawing schema equals its generated type', () => {
  expectTypeOf<z.infer<typeof schema.clientDetailResponse>>().toEqualTypeOf<
    Schemas['ClientDetailResponse']
  >();
  expectTypeOf<z.infer<typeof schema.drawResponse>>().toEqualTypeOf<Schemas['DrawResponse']>();
  expectTypeOf<z.infer<typeof schema.taskDetailResponse>>().toEqualTypeOf<
    Schemas['TaskDetailResponse']
  >();
  expectTypeOf<z.infer<typeof schema.drawRequest>>().toEqualTypeOf<Schemas['DrawRequest']>();
  expectTypeOf<z.infer<typeof schema.taskDetailRequest>>().toEqualTypeOf<
    Schemas['TaskDetailRequest']
  >();
});
