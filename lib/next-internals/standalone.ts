// The configuration the custom server (scripts/serve.ts) runs Next with: the settings the build
// resolved, as Next's own generated `<distDir>/standalone/server.js` sets them up before it starts
// the server. A release has no next.config.mjs to load; a repository has one, but the build's
// own configuration is what its pages were made with, and Next warns that `next start` does not
// work with standalone output unless it is handed over this way.
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
import type { Env } from '../config/index.ts';
import { imageOptimizerConfig } from '../image-optimizer.ts';

type ImagesConfig = NonNullable<NextConfig['images']>;

/**
 * The image optimiser's settings that follow the environment the server starts with (the
 * content service it reads, the cache's size), in the form Next's loadConfig gives them: the
 * variable above is taken as it is, so a URL pattern must already be the plain object Next
 * turns it into (next/dist/server/config.js, `remotePatterns`).
 */
export function startImages(built: ImagesConfig | undefined, env?: Env): ImagesConfig {
  const { remotePatterns, dangerouslyAllowLocalIP, maximumDiskCacheSize } =
    imageOptimizerConfig(env);
  return {
    ...built,
    remotePatterns: remotePatterns.map(({ protocol, hostname, port, pathname, search }) => ({
      protocol: protocol === 'https:' ? ('https' as const) : ('http' as const),
      hostname,
      port,
      pathname,
      search,
    })),
    dangerouslyAllowLocalIP,
    maximumDiskCacheSize,
  };
}

/**
 * The build's configuration in `dir` (a release's root or the repository), made the one Next
 * loads, with the image optimiser's settings of this start. A copy of a build (npm run start:cluster gives each instance one) is served from its own
 * folder, `distDir`, rather than from the folder it was built in.
 */
export function standaloneConfig(dir: string, distDir = buildDir()): NextConfig {
  const file = join(dir, distDir, 'required-server-files.json');
  if (!existsSync(file)) throw new Error(`${file} does not exist: run \`npm run build\` first`);
  const { config } = JSON.parse(readFileSync(file, 'utf8')) as {
    config: NextConfig & { distDirRoot?: string };
  };
  const served = { ...config, distDir, distDirRoot: distDir, images: startImages(config.images) };
  // eslint-disable-next-line no-restricted-syntax -- Next's own variable, read by its loadConfig
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(served);
  return served;
}
