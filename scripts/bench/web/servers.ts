// The two sites `npm run bench:web` compares, built in the same run and served on their own
// ports: the site (`npm run build` / `npm start`, so with the embedded content service, in its
// own build folder) and the bare Next.js page of bench/bare-next.
import { join } from 'node:path';
import { bareEnv, type Running, start, waitForUrl } from '#e2e/project-copy.ts';
import type { Stops } from '../stops.ts';

export const siteBuildDir = '.next-web';
export const bareApp = join('bench', 'bare-next');

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
