// The embedded reference content service as a process of its own, for the launchers
// (scripts/with-content.ts, scripts/start-cluster.ts): started once, reused when one already
// answers on the port and serves the same seed and origin (a launcher asked for another seed
// folder would otherwise build or serve the wrong content without a word), and started again if
// it crashes while the site runs.
import { type ChildProcess, spawn } from 'node:child_process';
import { config } from '#lib/config/index.ts';
import { log } from '#lib/log.ts';
import { type ServedContent, servedContent, servedDifference } from '#content-service/settings.ts';
import { portInUse, portInUseMessage } from './start-checks.ts';

export type ContentServiceSettings = {
  root: string;
  port: number;
  host: string;
  /** What a service on the port must serve to be reused. */
  serves: ServedContent;
  /** The environment the service is started with. */
  env: NodeJS.ProcessEnv;
};

export function contentServiceSettings(
  root: string,
  // eslint-disable-next-line no-restricted-syntax -- handed to the service's process as it is
  env: NodeJS.ProcessEnv = process.env,
): ContentServiceSettings {
  const { port, host } = config(env).contentService;
  return { root, port, host, serves: servedContent(env, root), env };
}

export const contentServiceUrl = ({ port }: ContentServiceSettings) => `http://127.0.0.1:${port}`;

/** The /health answer of a service on the port, or undefined when none answers. */
async function health(settings: ContentServiceSettings): Promise<unknown> {
  try {
    const answer = await fetch(`${contentServiceUrl(settings)}/health`, {
      signal: AbortSignal.timeout(1000),
    });
    return answer.ok ? await answer.json() : undefined;
  } catch {
    return undefined;
  }
}

function spawnService(settings: ContentServiceSettings): ChildProcess {
  return spawn(process.execPath, ['content-service/main.ts'], {
    cwd: settings.root,
    env: settings.env,
    stdio: 'inherit',
  });
}

/**
 * Starts the service, or returns null when one serving the same content already answers on its
 * port; one serving other content is an error that says how to get the right one.
 */
export async function startContentService(
  settings: ContentServiceSettings,
): Promise<ChildProcess | null> {
  const url = contentServiceUrl(settings);
  const running = await health(settings);
  if (running !== undefined) {
    const difference = servedDifference(settings.serves, running);
    if (difference) {
      throw new Error(
        `the content service already running on ${url} serves ${difference}: stop it, or start this one on another port with CONTENT_SERVICE_PORT=<port>.`,
      );
    }
    log.info(`content-service: using the one already running on ${url}`);
    return null;
  }
  if (await portInUse(settings.port, settings.host)) {
    throw new Error(portInUseMessage(settings.port, 'CONTENT_SERVICE_PORT'));
  }
  const service = spawnService(settings);
  for (let waited = 0; waited < 20_000; waited += 200) {
    if (service.exitCode !== null)
      throw new Error(`the content service exited with code ${service.exitCode}`);
    if ((await health(settings)) !== undefined) return service;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  service.kill();
  throw new Error(`the content service did not answer on ${url} within 20 s`);
}

/**
 * Starts the service again whenever it exits (meanwhile the site keeps serving its cached
 * pages), until `stop`, which ends the one running.
 */
export function superviseContentService(first: ChildProcess, settings: ContentServiceSettings) {
  let current = first;
  let stopping = false;
  const watch = (service: ChildProcess) => {
    service.on('exit', (code) => {
      if (stopping) return;
      log.error('content-service: exited; starting it again in 1 s', { code });
      setTimeout(() => {
        if (stopping) return;
        current = spawnService(settings);
        watch(current);
      }, 1000);
    });
  };
  watch(first);
  return {
    /**
     * Starts it no more, but leaves the one running: the site may still need it while it
     * drains, and a signal to the whole process group (Ctrl-C) has stopped it already.
     */
    settle: () => {
      stopping = true;
    },
    stop: () => {
      stopping = true;
      current.kill('SIGTERM');
      return current.exitCode !== null || current.signalCode !== null
        ? Promise.resolve()
        : new Promise<void>((resolve) => current.once('exit', () => resolve()));
    },
  };
}
