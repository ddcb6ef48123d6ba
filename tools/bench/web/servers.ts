// The two sites `npm run bench:web` compares, built in the same run and served on their own
// ports: the site (`npm run build` / `npm start`, so with the embedded content service, in its
// own build folder) and the bare Next.js page of tools/bench/web/bare-next.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bareEnv, type Running, start, waitForUrl } from '#tools/process/project-copy.ts';
import type { Stops } from '../stops.ts';

export const siteBuildDir = '.next-web';
export const bareApp = join('tools', 'bench', 'web', 'bare-next');

export type WebPorts = { site: number; bare: number; content: number };

function siteEnv(ports: WebPorts): Record<string, string> {
  return bareEnv({
    NEXT_DIST_DIR: siteBuildDir,
    PORT: String(ports.site),
    SITE_URL: `http://127.0.0.1:${ports.site}`,
    CONTENT_SERVICE_PORT: String(ports.content),
  });
}

async function runToEnd(command: string, root: string, env: Record<string, string>, stops: Stops) {
  const running = start(command, root, env);
  stops.push(running.stop);
  const code = await running.exited;
  if (code !== 0) throw new Error(`${command} exited with ${code}:\n${running.output()}`);
}

/** Builds both, one after the other: two builds at once would share two cores. */
export async function buildBoth(root: string, ports: WebPorts, stops: Stops) {
  console.info(`bench:web: building the bare page (${bareApp})…`);
  await runToEnd(`node_modules/.bin/next build ${bareApp}`, root, bareEnv({}), stops);
  console.info(`bench:web: building the site into ${siteBuildDir} (a few minutes)…`);
  await runToEnd('npm run build', root, siteEnv(ports), stops);
  recordBuiltPorts(root, ports);
}

type BuiltPorts = Pick<WebPorts, 'site' | 'content'>;

/** The ports the site was built for: its address and the content origin are fixed at build. */
const builtPortsFile = join(siteBuildDir, 'bench-web-ports.json');

/** Records, beside the site's build, the ports it was built for. */
export function recordBuiltPorts(root: string, ports: BuiltPorts): void {
  const built: BuiltPorts = { site: ports.site, content: ports.content };
  writeFileSync(join(root, builtPortsFile), JSON.stringify(built));
}

/**
 * The ports to serve the site's last bench build on (BENCH_WEB_BUILD=0): the ones it was built
 * for, since its Content-Security-Policy and its image optimiser allow only the content origin
 * of the build, and its links name the site's address. Ports asked for that differ are refused.
 */
export function builtPorts(root: string, asked: Partial<BuiltPorts>): BuiltPorts {
  let built: BuiltPorts;
  try {
    built = JSON.parse(readFileSync(join(root, builtPortsFile), 'utf8')) as BuiltPorts;
  } catch {
    throw new Error(`no bench build in ${siteBuildDir}: run once with BENCH_WEB_BUILD=1`);
  }
  for (const part of ['site', 'content'] as const) {
    const wanted = asked[part];
    if (wanted !== undefined && wanted !== built[part]) {
      throw new Error(
        `the build in ${siteBuildDir} was made for ${part} port ${built[part]}, not ${wanted}: ` +
          'leave the port unset or build again (BENCH_WEB_BUILD=1)',
      );
    }
  }
  return built;
}

async function serve(command: string, root: string, env: Record<string, string>, probe: string) {
  const running: Running = start(command, root, env);
  try {
    await waitForUrl(probe, running, 120_000);
  } catch (error) {
    await running.stop();
    throw error;
  }
  return running.stop;
}

/** Starts both; returns their origins. */
export async function serveBoth(root: string, ports: WebPorts, stops: Stops) {
  const site = `http://127.0.0.1:${ports.site}`;
  const bare = `http://127.0.0.1:${ports.bare}`;
  stops.push(await serve('npm start', root, siteEnv(ports), `${site}/robots.txt`));
  const bareCommand = `node_modules/.bin/next start ${bareApp} -H 127.0.0.1 -p ${ports.bare}`;
  stops.push(await serve(bareCommand, root, bareEnv({}), `${bare}/`));
  return { site, bare };
}
