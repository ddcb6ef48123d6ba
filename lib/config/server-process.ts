// The production server's process: the folder of the build it serves, its memory allocator and
// its JavaScript heap, as the launcher (`npm start`) sets them up.
import { z } from 'zod';
import { setting, type Values } from './setting.ts';
import { count, text } from './values.ts';

// A plain folder at the project's root (no path, nothing that climbs out of it), and one that
// .gitignore, .prettierignore, eslint and Vitest already skip through their `.next*` patterns.
const buildFolder = z.string().regex(/^\.next(-[a-z0-9]+)*$/i, {
  error: 'expected .next or .next-<name> (letters, digits and hyphens), e.g. .next-e2e',
});

const jemalloc = z.string().refine((value) => value === 'off' || value.startsWith('/'), {
  error: 'expected off, or the absolute path of a jemalloc library',
});

export const serverProcessVariables = {
  NEXT_DIST_DIR: setting(buildFolder, { default: '.next' }),
  SERVER_JEMALLOC: setting(jemalloc),
  LD_PRELOAD: setting(text),
  MALLOC_CONF: setting(text, { default: 'background_thread:true' }),
  MALLOC_ARENA_MAX: setting(count('arenas'), { default: '2' }),
  SERVER_HEAP_GROWING_PERCENT: setting(
    count('percent', { min: 0, max: 400, hint: "0: V8's own choice" }),
    { default: '50' },
  ),
};

export function serverProcessConfig(values: Values<typeof serverProcessVariables>) {
  return {
    /** The folder `next build` writes and `next start` serves, relative to the project. */
    buildDir: values.NEXT_DIST_DIR,
    /** `off`, a library to preload, or undefined for the system's usual places. */
    jemalloc: values.SERVER_JEMALLOC,
    /** The operator's own preload, which replaces the launcher's choice of allocator. */
    preload: values.LD_PRELOAD,
    /** jemalloc's settings, when the server runs on it. */
    jemallocConf: values.MALLOC_CONF,
    /** glibc's arenas, when the server runs on the system's malloc. */
    mallocArenas: values.MALLOC_ARENA_MAX,
    /** V8's --heap-growing-percent; 0: V8's own choice. */
    heapGrowingPercent: values.SERVER_HEAP_GROWING_PERCENT,
  };
}
