// The Chromium Lighthouse drives: the system one (PLAYWRIGHT_CHROMIUM_PATH, as the browser tests
// use, else /usr/bin/chromium), headless, in a throwaway profile, reached over its DevTools port.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePorts } from '#tools/testing/free-ports.ts';
import { config } from '#lib/config/index.ts';
import { inherited, start } from '#tools/process/project-copy.ts';

export type Chromium = { port: number; stop: () => Promise<void> };

export const chromiumPath = config().tooling.chromiumPath;

export async function startChromium(): Promise<Chromium> {
  const [port = 0] = await freePorts(1);
  const profile = mkdtempSync(join(tmpdir(), 'mantisoft-bench-web-chromium-'));
  const flags = [
    '--headless=new',
    // Root in a container has no user namespace for the sandbox.
    '--no-sandbox',
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${profile}`,
    '--no-first-run',
    '--no-default-browser-check',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    'about:blank',
  ];
  const running = start([chromiumPath, ...flags].join(' '), tmpdir(), {
    HOME: tmpdir(),
    ...inherited(['PATH', 'HOME']),
  });
  const stop = async () => {
    await running.stop();
    rmSync(profile, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    const answer = await fetch(`http://127.0.0.1:${port}/json/version`).catch(() => undefined);
    if (answer?.ok) return { port, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`${chromiumPath} did not open its DevTools port:\n${running.output()}`);
}
