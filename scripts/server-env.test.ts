import { describe, expect, it } from 'vitest';
import { jemallocPaths, serverEnv } from './server-env.ts';

const [debianJemalloc = ''] = jemallocPaths;
const onDisk =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

describe("the production server's environment", () => {
  it('preloads jemalloc where the system has it, and keeps everything else', () => {
    const { env, allocator, warning } = serverEnv(
      { PORT: '3000', CONTENT_API_BASE: 'https://content.example.com' },
      onDisk(debianJemalloc),
    );
    expect(env).toEqual({
      PORT: '3000',
      CONTENT_API_BASE: 'https://content.example.com',
      MALLOC_ARENA_MAX: '2',
      LD_PRELOAD: debianJemalloc,
      MALLOC_CONF: 'background_thread:true',
    });
    expect(allocator).toBe(`jemalloc (${debianJemalloc}, MALLOC_CONF=background_thread:true)`);
    expect(warning).toBeUndefined();
  });

  it("stays on the system's malloc, with two arenas, where there is no jemalloc", () => {
    const { env, allocator } = serverEnv({ PORT: '3000' }, onDisk());
    expect(env).toEqual({ PORT: '3000', MALLOC_ARENA_MAX: '2' });
    expect(allocator).toBe("the system's malloc (MALLOC_ARENA_MAX=2)");
  });

  it('takes the library SERVER_JEMALLOC names, or none with off', () => {
    const own = '/opt/jemalloc/lib/libjemalloc.so.2';
    const exists = onDisk(own, debianJemalloc);
    expect(serverEnv({ SERVER_JEMALLOC: own }, exists).env.LD_PRELOAD).toBe(own);
    const off = serverEnv({ SERVER_JEMALLOC: 'off' }, exists);
    expect(off.env.LD_PRELOAD).toBeUndefined();
    expect(off.env.MALLOC_CONF).toBeUndefined();
    expect(off.allocator).toBe("the system's malloc (MALLOC_ARENA_MAX=2)");
  });

  it('says so, and runs on the system’s malloc, when SERVER_JEMALLOC names a missing file', () => {
    const { env, warning } = serverEnv(
      { SERVER_JEMALLOC: '/nowhere/libjemalloc.so' },
      onDisk(debianJemalloc),
    );
    expect(env.LD_PRELOAD).toBeUndefined();
    expect(warning).toMatch(
      /SERVER_JEMALLOC names \/nowhere\/libjemalloc\.so, which does not exist/,
    );
  });

  it("takes the operator's own jemalloc settings instead of the launcher's", () => {
    const conf = 'background_thread:false,dirty_decay_ms:1000';
    const { env, allocator } = serverEnv({ MALLOC_CONF: conf }, onDisk(debianJemalloc));
    expect(env.LD_PRELOAD).toBe(debianJemalloc);
    expect(env.MALLOC_CONF).toBe(conf);
    expect(allocator).toBe(`jemalloc (${debianJemalloc}, MALLOC_CONF=${conf})`);
  });

  it("keeps the operator's own preload and arena count", () => {
    const { env, allocator } = serverEnv(
      { LD_PRELOAD: '/usr/lib/libtcmalloc.so.4', MALLOC_ARENA_MAX: '4' },
      onDisk(debianJemalloc),
    );
    expect(env.LD_PRELOAD).toBe('/usr/lib/libtcmalloc.so.4');
    expect(env.MALLOC_ARENA_MAX).toBe('4');
    expect(env.MALLOC_CONF).toBeUndefined();
    expect(allocator).toBe('LD_PRELOAD=/usr/lib/libtcmalloc.so.4');
  });
});
