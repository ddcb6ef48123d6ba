// The environment the launcher gives `next start`, on top of the operator's own.
//
// MALLOC_ARENA_MAX=2: glibc gives each thread that allocates its own malloc arena (up to eight
// per core), and the server's threads (V8's compiler and collector helpers, libuv's pool) leave
// each arena fragmented after a burst of renders; the process keeps that memory. With two
// arenas, after 10,000 requests over 1,000 pages of the large seed and 30 s idle, the server held
// 296 MB instead of 421 MB (the normal seed 231 MB instead of 273 MB), at the same throughput.
// An operator's own value is kept; on a system without glibc the variable means nothing.

export function serverEnv<Env extends Record<string, string | undefined>>(
  env: Env,
): Env & { MALLOC_ARENA_MAX: string } {
  return { ...env, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || '2' };
}
