// The image optimiser's settings (next.config.mjs `images`), from the same configuration as the
// Content-Security-Policy's image origins: it resizes and re-encodes pictures from the content
// service's public origin and from nowhere else. Read by next.config.mjs, so relative imports.
import { config, type Env } from './config/index.ts';
import { contentImageOrigins } from './image-origins.ts';

/** Loopback and private IPv4 ranges, and loopback and private IPv6. */
const privateHost =
  /^(localhost|127(\.\d{1,3}){3}|10(\.\d{1,3}){3}|192\.168(\.\d{1,3}){2}|172\.(1[6-9]|2\d|3[01])(\.\d{1,3}){2}|\[(::1|f[cd][0-9a-f:]*)\])$/i;

export function isPrivateHost(hostname: string): boolean {
  return privateHost.test(hostname);
}

/** Four hours: how long a resized picture is kept before it is asked for again. */
export const pictureLifetimeSeconds = 14_400;

export function imageOptimizerConfig(env?: Env) {
  const origins = contentImageOrigins(env);
  return {
    // Next's default, said here because the edge negotiates it (deploy/nginx/site.conf keys its
    // copies of /_next/image by whether the visitor accepts WebP): a format added here is added
    // there, or the edge hands one visitor's format to another.
    formats: ['image/webp' as const],
    // Next's default too: how long a resized copy is kept, by the optimiser and, told by the
    // edge, by the browser (deploy/nginx/site.conf says the same number).
    minimumCacheTTL: pictureLifetimeSeconds,
    // How much disk the resized copies may take in the build folder's cache/images
    // (IMAGE_CACHE_MAX_MB, 0 for none). Left unset, Next takes half of the disk's free space when
    // the server starts, which each instance sharing a build folder would take again; past the
    // bound the least recently asked copies are deleted.
    maximumDiskCacheSize: config(env).content.imageCacheMb * 1024 * 1024,
    remotePatterns: origins.map((origin) => new URL(`${origin}/**`)),
    // Next 16 refuses to fetch from a private address unless told to. The embedded service,
    // and a company's service inside its own network, live at one; the patterns above keep the
    // optimiser to that one origin, so nothing else on the network can be reached through it.
    dangerouslyAllowLocalIP: origins.some((origin) => isPrivateHost(new URL(origin).hostname)),
  };
}
