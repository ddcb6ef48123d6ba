// The environment the launcher gives `next start`, on top of the operator's own: which memory
// allocator the server process runs on.
//
// jemalloc, where the system has it (Debian and Ubuntu: `apt-get install libjemalloc2`; it comes
// with redis-server): glibc's allocator keeps in the process much of what a burst of renders
// freed, fragmented over its arenas, and that memory stays resident while the server idles.
// A server of the large seed, after first visits, cached pages under load and then 10,000
// requests spread over 1,000 pages (npm run bench:growth's load), four runs of each in turns on
// one build: 284 to 295 MB resident after a full collection on glibc with two arenas, 203 to
// 204 MB on jemalloc, holding the same heap (109 to 112 MB), as fast (docs/performance.md,
// “The allocator”).
// SERVER_JEMALLOC names another copy of the library, or `off` for glibc's. An operator's own
// LD_PRELOAD is kept as it is, without jemalloc: it may name another allocator.
//
// MALLOC_CONF=background_thread:true, with jemalloc: jemalloc hands freed pages back to the
// system once they are 10 s old, but only while the process allocates, so a server that fell
// idle right after a burst could keep them for as long as it stayed idle: 30 s after the
// bench's load following a publish, 260 MB where the same server on the same build came down
// to 203 MB in another run. Its background threads (a few, asleep between purges) purge on time
// instead: 196 to 198 MB by then in each run (docs/performance.md, “The allocator”). Redis runs
// its jemalloc the same way by default. An operator's own MALLOC_CONF replaces this one.
//
// MALLOC_ARENA_MAX=2, for glibc's allocator (without jemalloc): glibc gives each thread that allocates its own arena (up to eight per
// core), and each is left fragmented after a burst of renders. With two, the idle server of the
// large seed kept 296 MB rather than 421 MB. An operator's own value is kept.
import { existsSync } from 'node:fs';

/** Where Debian, Ubuntu and Fedora install jemalloc's shared library. */
export const jemallocPaths = [
  '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2',
  '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2',
  '/usr/lib64/libjemalloc.so.2',
];

type Env = Record<string, string | undefined>;

/** What the launcher asks of jemalloc, unless the operator's MALLOC_CONF says otherwise. */
const jemallocConf = 'background_thread:true';

export type ServerEnv<E extends Env> = {
  env: E & { MALLOC_ARENA_MAX: string; LD_PRELOAD?: string; MALLOC_CONF?: string };
  /** The allocator the server runs on, for the launcher's log. */
  allocator: string;
  /** A setting that could not be followed, said once at start. */
  warning?: string;
};

export function serverEnv<E extends Env>(
  env: E,
  exists: (path: string) => boolean = existsSync,
): ServerEnv<E> {
  const withArenas = { ...env, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || '2' };
  const glibc = `the system's malloc (MALLOC_ARENA_MAX=${withArenas.MALLOC_ARENA_MAX})`;
  if (env.LD_PRELOAD) return { env: withArenas, allocator: `LD_PRELOAD=${env.LD_PRELOAD}` };
  const setting = env.SERVER_JEMALLOC?.trim() ?? '';
  if (setting === 'off') return { env: withArenas, allocator: glibc };
  const library = setting || jemallocPaths.find((path) => exists(path));
  if (!library) return { env: withArenas, allocator: glibc };
  if (!exists(library)) {
    return {
      env: withArenas,
      allocator: glibc,
      warning: `SERVER_JEMALLOC names ${library}, which does not exist: the server runs on ${glibc}`,
    };
  }
  const conf = env.MALLOC_CONF || jemallocConf;
  return {
    env: { ...withArenas, LD_PRELOAD: library, MALLOC_CONF: conf },
    allocator: `jemalloc (${library}, MALLOC_CONF=${conf})`,
  };
}
