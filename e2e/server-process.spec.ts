// The production server as `npm start` runs it (scripts/server-env.ts): on jemalloc where the
// system has it (CI installs it), which keeps about 85 MB less of what a burst of renders freed
// than glibc's allocator; on glibc's, with two arenas, where it does not.
import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { listeningPid } from '#lib/load/proc.ts';
import { jemallocPaths } from '../scripts/server-env.ts';

test('the server runs on jemalloc where the system has it, else on two glibc arenas', () => {
  const { port } = new URL(test.info().project.use.baseURL ?? '');
  const pid = listeningPid(Number(port));
  expect(pid, `a process listens on ${port}`).not.toBeNull();
  const maps = readFileSync(`/proc/${pid}/maps`, 'utf8');
  const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
  const library = jemallocPaths.find((path) => existsSync(path));
  if (library) {
    expect(maps).toContain(library);
  } else {
    expect(maps).not.toContain('libjemalloc');
    expect(environ).toContain('MALLOC_ARENA_MAX=2');
  }
});
