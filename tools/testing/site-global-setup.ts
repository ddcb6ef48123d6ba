// Vitest's global set-up of the integration project: the test site (tools/process/test-site.ts:
// the production build and its release, made once per change of the sources, the release
// unpacked outside the repository and started with its own start command, with the embedded
// content service on a private copy of the seed), on the same ports and settings
// as the browser tests' site, which is built for them. Tests read its address and settings with
// inject('site') (integration/site.ts); the server's output goes to a log file that a failing
// test can point at.
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { config } from '#lib/config/index.ts';
import { bareEnv, start, waitForUrl } from '../process/project-copy.ts';
import {
  copySeed,
  e2eServerCommand,
  e2eServerEnv,
  e2eSettings,
  type E2eSettings,
  servedBuildDir,
  servedRelease,
} from '../process/web-server.ts';

export type SiteUnderTest = E2eSettings & {
  origin: string;
  contentOrigin: string;
  /** The build folder the server serves and regenerates pages into. */
  buildDir: string;
  /** Where everything the server prints goes. */
  logFile: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    site: SiteUnderTest;
  }
}

const root = new URL('../..', import.meta.url).pathname;

export default async function setup(project: TestProject) {
  const settings = e2eSettings(config().tooling.e2e, copySeed());
  mkdirSync(join(root, 'reports'), { recursive: true });
  const logFile = join(root, 'reports', 'integration-site.log');
  const log = createWriteStream(logFile);
  const running = start(`${e2eServerCommand} http`, root, bareEnv(e2eServerEnv(settings)), (text) =>
    log.write(text),
  );
  const origin = `http://127.0.0.1:${settings.port}`;
  const stop = async () => {
    await running.stop();
    log.end();
    rmSync(settings.seedDir, { recursive: true, force: true });
    // The server's copy of the release, should it have been stopped before it removed it.
    rmSync(servedRelease('http', settings.port), { recursive: true, force: true });
  };
  try {
    // A production build takes a minute or two, several on a busy machine.
    await waitForUrl(`${origin}/robots.txt`, running, 10 * 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide('site', {
    ...settings,
    origin,
    contentOrigin: `http://127.0.0.1:${settings.contentPort}`,
    buildDir: servedBuildDir('http', settings.port),
    logFile,
  });
  return stop;
}
