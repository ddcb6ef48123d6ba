// What the custom server (scripts/serve.ts) needs to run Next from a release, that is from Next's
// standalone output (`output: 'standalone'`), where there is no next.config.mjs to load: the
// settings the build resolved, as Next's own generated `<distDir>/standalone/server.js` sets
// them up before it starts the server.
//
// Relies on two things of Next's that are not public API (next 16.4):
// - the file `<distDir>/required-server-files.json`, whose `config` is the build's complete
//   configuration (the one server.js embeds, paths relative to the release's root);
// - the variable `__NEXT_PRIVATE_STANDALONE_CONFIG`: with it set, Next's loadConfig returns that
//   configuration as it is (no next.config file read, no .env files loaded) and does not warn
//   that `next start` does not work with standalone output (next/dist/server/config.js,
//   next/dist/server/next.js).
// server.js also sets NODE_ENV=production and changes into its folder; the launcher starts the
// server with NODE_ENV=production and in the release's root.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NextConfig } from 'next';
import { buildDir } from '../build-dir.ts';

/**
 * In a release, the build's configuration, made the one Next loads; in a repository (a
 * next.config.mjs beside the build) undefined, and Next reads next.config.mjs itself.
 */
export function standaloneConfig(dir: string, distDir = buildDir()): NextConfig | undefined {
  if (existsSync(join(dir, 'next.config.mjs'))) return undefined;
  const file = join(dir, distDir, 'required-server-files.json');
  if (!existsSync(file)) throw new Error(`${file} does not exist: is ${dir} a release?`);
  const { config } = JSON.parse(readFileSync(file, 'utf8')) as { config: NextConfig };
  // eslint-disable-next-line no-restricted-syntax -- Next's own variable, read by its loadConfig
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
  return config;
}
