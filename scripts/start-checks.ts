// What the launcher checks before it starts anything, so that a newcomer or an operator reads one
// line per problem that says what to do, rather than a stack trace or a site that runs wrong:
// the settings first (lib/config/check.ts), then the build and the port.
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { buildDir } from '#lib/build-dir.ts';
import { checkBuildConfig, checkProductionConfig } from '#lib/config/check.ts';
import { config, type Env } from '#lib/config/index.ts';

/**
 * The production server serves the last `next build` in the build folder (`.next`, or the one
 * NEXT_DIST_DIR names); without one it can only fail.
 */
export function hasProductionBuild(root: string, folder: string = buildDir()): boolean {
  return existsSync(join(root, folder, 'BUILD_ID'));
}

/** Whether a server could not listen on `port` at `host` (every address when unset) now. */
export function portInUse(port: number, host?: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') resolve(true);
      else reject(error);
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(false)));
  });
}

export function portInUseMessage(port: number, variable: string): string {
  return `port ${port} is already in use: stop what is using it, or choose another port with ${variable}=<port>.`;
}

export type LaunchReport = {
  /** One line each; any stops the launch. */
  errors: string[];
  /** Said in one line; the launch goes on. */
  warning?: string;
};

/**
 * The checks of `next dev`, `build` or the production server (`start`), before the launcher
 * starts anything. A wrong setting stops the rest: a missing build or a busy port says little
 * while the settings are wrong.
 */
export async function launchChecks(
  command: 'dev' | 'build' | 'start',
  root: string,
  env?: Env,
): Promise<LaunchReport> {
  if (command === 'build') {
    return { errors: checkBuildConfig(env).map((line) => `configuration: ${line}`) };
  }
  const errors: string[] = [];
  let warnings: string[] = [];
  if (command === 'start') {
    const report = checkProductionConfig(env);
    if (report.errors.length > 0) {
      return { errors: report.errors.map((line) => `configuration: ${line}`) };
    }
    warnings = report.warnings;
    if (!hasProductionBuild(root, buildDir(env))) {
      errors.push('There is no production build yet: run `npm run build` first, then `npm start`.');
    }
  }
  const { site, serving } = config(env);
  // The production server listens on LISTEN_ADDRESS; `next dev` on every address.
  const host = command === 'start' ? serving.listenAddress : undefined;
  if (await portInUse(site.port, host)) errors.push(`site: ${portInUseMessage(site.port, 'PORT')}`);
  const operatorPort = command === 'start' ? serving.metrics.port : undefined;
  if (operatorPort === site.port) {
    errors.push('operator: METRICS_PORT must differ from PORT: visitors must never reach /metrics');
  } else if (
    operatorPort !== undefined &&
    (await portInUse(operatorPort, serving.metrics.address))
  ) {
    errors.push(`operator: ${portInUseMessage(operatorPort, 'METRICS_PORT')}`);
  }
  return {
    errors,
    ...(warnings.length > 0 ? { warning: `configuration: ${warnings.join('; ')}` } : {}),
  };
}
