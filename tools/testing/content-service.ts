// Starts the reference service on a free port for a test, on the real seed or a copy of it.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DrawService, drawServiceFromEnv } from '#content-service/draw-http.ts';
import { createContentServer } from '#content-service/server.ts';
import { openStore } from '#content-service/store.ts';

export const seedDir = fileURLToPath(new URL('../../content-service/seed', import.meta.url));

export type Running = { origin: string; seedDir: string; stop: () => Promise<void> };

export async function startService(
  options: {
    copySeed?: boolean;
    signSecret?: string;
    previewToken?: string;
    onReload?: (error?: Error) => void;
    draw?: DrawService;
  } = {},
): Promise<Running> {
  const dir = options.copySeed ? await mkdtemp(join(tmpdir(), 'content-seed-')) : seedDir;
  if (options.copySeed) await cp(seedDir, dir, { recursive: true });
  const store = await openStore(dir, options.onReload);
  // The origin is known once the port is: the server reads it per request.
  const serviceOptions = {
    store,
    seedDir: dir,
    origin: '',
    signSecret: options.signSecret,
    previewToken: options.previewToken,
    draw: options.draw ?? drawServiceFromEnv({}),
  };
  const server = createContentServer(serviceOptions);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  serviceOptions.origin = origin;
  return {
    origin,
    seedDir: dir,
    stop: async () => {
      store.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      if (options.copySeed) await rm(dir, { recursive: true, force: true });
    },
  };
}
