// Where a system program is (nginx, redis-server): the first executable of that name in PATH's
// folders, then in any further folders given.
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

// eslint-disable-next-line no-restricted-syntax -- the system's search path, not a setting
const systemPath = () => process.env.PATH ?? '';

/** The first executable `name` in the `path` folders, then in `also`; null when none is. */
export function findOnPath(
  name: string,
  path = systemPath(),
  also: readonly string[] = [],
): string | null {
  for (const folder of [...path.split(delimiter), ...also]) {
    if (!folder) continue;
    const candidate = join(folder, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}
