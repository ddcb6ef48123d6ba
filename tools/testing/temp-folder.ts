// Folders of a test file's own in the system's temporary folder, removed once the file's tests
// are done, so that a run leaves nothing behind on the machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

const made: string[] = [];

// Each test file evaluates this module anew (Vitest isolates files), so the hook is that file's.
afterAll(() => {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A new empty folder named `<prefix>-<random>`, removed after the test file. */
export function tempFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), `${prefix}-`));
  made.push(folder);
  return folder;
}
