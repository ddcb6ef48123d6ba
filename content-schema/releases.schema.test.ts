// releases.schema.json must be exactly what releases.zod.ts generates. To regenerate it:
//   WRITE_RELEASES_SCHEMA=1 npx vitest run content-schema/releases.schema.test.ts
//   npx prettier --write content-schema/releases.schema.json
import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { releasesJsonSchema } from './releases.zod.ts';

const file = new URL('./releases.schema.json', import.meta.url);

describe('releases.schema.json', () => {
  it('is up to date with releases.zod.ts', async () => {
    const fresh = `${JSON.stringify(releasesJsonSchema(), null, 2)}\n`;
    if (process.env.WRITE_RELEASES_SCHEMA === '1') await writeFile(file, fresh);
    // Compared as data, so that Prettier's layout of the file does not matter.
    const committed: unknown = JSON.parse(await readFile(file, 'utf8'));
    expect(committed, 'stale: regenerate it (see the comment above)').toEqual(JSON.parse(fresh));
  });
});
