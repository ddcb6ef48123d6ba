// What the embedded content service serves, from its settings (lib/config): read by the service
// itself (main.ts), and by the launchers that reuse one already running on the port
// (scripts/content-process.ts), so that they can tell whether it serves the content they were
// asked for. Its /health answer carries the same two facts.
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { config, type Env } from '#lib/config/index.ts';

/** What a launcher compares: a service's seed folder (as a fingerprint) and its public origin. */
export type ServedContent = { seed: string; origin: string };

const defaultSeedDir = fileURLToPath(new URL('./seed', import.meta.url));

/** The seed folder, absolute: CONTENT_SERVICE_SEED_DIR (relative to `cwd`) or the repository's. */
export function seedDirFrom(cwd: string, env?: Env): string {
  return resolve(cwd, config(env).contentService.seedDir ?? defaultSeedDir);
}

/**
 * Names a seed folder without saying where it is on disk: /health answers anyone who reaches
 * the port, and a path says more about the machine than a launcher needs.
 */
export function seedFingerprint(seedDir: string): string {
  return createHash('sha256').update(resolve(seedDir)).digest('hex').slice(0, 16);
}

export function servedContent(env: Env, cwd: string): ServedContent {
  return {
    seed: seedFingerprint(seedDirFrom(cwd, env)),
    origin: config(env).contentService.publicUrl,
  };
}

/**
 * Why a running service (its /health answer) does not serve what `wanted` describes, in the
 * words of the variables that choose it; undefined when it does.
 */
export function servedDifference(wanted: ServedContent, health: unknown): string | undefined {
  const running = (typeof health === 'object' && health !== null ? health : {}) as Partial<
    Record<keyof ServedContent, unknown>
  >;
  if (running.seed === undefined && running.origin === undefined) {
    return 'content it does not name (an older service, or another program)';
  }
  const differences: string[] = [];
  if (running.seed !== wanted.seed) {
    differences.push('another seed folder (CONTENT_SERVICE_SEED_DIR)');
  }
  if (running.origin !== wanted.origin) {
    const origin = typeof running.origin === 'string' ? running.origin : 'an unknown origin';
    differences.push(`pictures at ${origin}, not ${wanted.origin} (CONTENT_SERVICE_PUBLIC_URL)`);
  }
  return differences.length > 0 ? differences.join(' and ') : undefined;
}
