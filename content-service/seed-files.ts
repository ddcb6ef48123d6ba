// Reading seed files: one JSON file checked against its schema, or every JSON file of a folder.
// An error names the file and the field, so that an editor's typo is found at once.
import { access, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';

export async function readSeed<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.map(String).join('.') || '(root)';
    throw new Error(`${path}: ${where}: ${issue?.message}`);
  }
  return parsed.data;
}

export async function readFolder<S extends z.ZodType>(dir: string, schema: S) {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  // In batches: a folder of ten thousand files read at once could exceed the open-file limit.
  const read: z.output<S>[] = [];
  for (let start = 0; start < names.length; start += 256) {
    const batch = names.slice(start, start + 256);
    read.push(...(await Promise.all(batch.map((name) => readSeed(join(dir, name), schema)))));
  }
  return read;
}

/** Whether a path exists: the seed's optional parts may be left out. */
export async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
