// The environment the launcher gives `next start`, on top of the operator's own: which memory
// allocator the server process runs on (docs/performance.md, "Decision: jemalloc").
//
// jemalloc, where the system has it (Debian and Ubuntu: `apt-get install libjemalloc2`; it comes
// with redis-server): glibc's allocator keeps in the process much of what a burst of renders
// freed, fragmented over its arenas, and that memory stays resident while the server idles.
// SERVER_JEMALLOC names another copy of the library, or `off` for glibc's. An operator's own
// LD_PRELOAD is kept as it is, without jemalloc: it may name another allocator.
//
// MALLOC_CONF (background_thread:true unless set), with jemalloc: jemalloc hands freed pages back
// to the system only while the process allocates, so a server that fell idle right after a burst
// would keep them; its background threads purge on time instead, as Redis runs it by default.
//
// MALLOC_ARENA_MAX (2 unless set), for glibc's allocator: glibc gives each thread that allocates
// its own arena (up to eight per core), and each is left fragmented after a burst of renders.
import { existsSync } from 'node:fs';
import { config, type Env } from '#lib/config/index.ts';

/** Where Debian, Ubuntu and Fedora install jemalloc's shared library. */
export const jemallocPaths = [
  '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2',
  '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2',
  '/usr/lib64/libjemalloc.so.2',
];

export type ServerEnv<E extends Env> = {
  env: E & { MALLOC_ARENA_MAX: string; LD_PRELOAD?: string; MALLOC_CONF?: string };
  /** The allocator the server runs on, for the launcher's log. */
  allocator: string;
  /** A setting that could not be followed, said once at start. */
  warning?: string;
};

/** `env`, handed to the server's process as it is, with the allocator's variables added. */
export function serverEnv<E extends Env>(
  env: E,
  exists: (path: string) => boolean = existsSync,
): ServerEnv<E> {
  const { preload, jemalloc, jemallocConf, mallocArenas } = config(env).server;
  const withArenas = { ...env, MALLOC_ARENA_MAX: String(mallocArenas) };
  const glibc = `the system's malloc (MALLOC_ARENA_MAX=${mallocArenas})`;
  if (preload) return { env: withArenas, allocator: `LD_PRELOAD=${preload}` };
  if (jemalloc === 'off') return { env: withArenas, allocator: glibc };
  const library = jemalloc ?? jemallocPaths.find((path) => exists(path));
  if (!library) return { env: withArenas, allocator: glibc };
  if (!exists(library)) {
    return {
      env: withArenas,
      allocator: glibc,
      warning: `SERVER_JEMALLOC names ${library}, which does not exist: the server runs on ${glibc}`,
    };
  }
  return {
    env: { ...withArenas, LD_PRELOAD: library, MALLOC_CONF: jemallocConf },
    allocator: `jemalloc (${library}, MALLOC_CONF=${jemallocConf})`,
  };
}
