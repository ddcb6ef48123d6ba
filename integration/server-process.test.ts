// The production server as `npm start` runs it (scripts/server-env.ts): on jemalloc where the
// system has it (CI installs it), which keeps about 85 MB less of what a burst of renders freed
// than glibc's allocator, with the background threads that hand freed memory back while the
// server idles; on glibc's, with two arenas, where it does not.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { listeningPid } from '#tools/load/proc.ts';
import { jemallocPaths } from '../scripts/server-env.ts';
import { site } from './site.ts';

test('the server runs on jemalloc, purging in the background, where the system has it, else on two glibc arenas', () => {
  const pid = listeningPid(site.port);
  expect(pid, `a process listens on ${site.port}`).not.toBeNull();
  const maps = readFileSync(`/proc/${pid}/maps`, 'utf8');
  const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
  const library = jemallocPaths.find((path) => existsSync(path));
  if (library) {
    expect(maps).toContain(library);
    const threads = readdirSync(`/proc/${pid}/task`).map((task) =>
      readFileSync(`/proc/${pid}/task/${task}/comm`, 'utf8').trim(),
    );
    expect(threads).toContain('jemalloc_bg_thd');
  } else {
    expect(maps).not.toContain('libjemalloc');
    expect(environ).toContain('MALLOC_ARENA_MAX=2');
  }
});
