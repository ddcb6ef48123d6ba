// Next's command-line program, for a launcher that runs it in a `node` of its own (flags that
// NODE_OPTIONS refuses: scripts/with-content.ts).
import { fileURLToPath } from 'node:url';

/** The file `next` runs (its package's `bin`). */
export function nextCliPath(): string {
  return fileURLToPath(import.meta.resolve('next/dist/bin/next'));
}
