// `npm start`: the production server's launcher. It reads the settings files, checks the settings,
// the build and the port (one line per problem), starts the embedded content service when
// CONTENT_API_BASE is unset, then runs the server (scripts/serve.ts) in a `node` of its own, on
// jemalloc (./server-env.ts) with its heap flags (./server-heap.ts) and a header limit above what
// the edge lets through. SIGTERM and SIGINT are passed on to the server, which drains; the content
// service stops once the server has exited, and the launcher exits with the server's code.
//
// Everything is found from this file's place, never from the working folder: the same files sit
// at the same places in a release folder, which then serves its own build.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { config } from '#lib/config/index.ts';
import { log } from '#lib/log.ts';
import {
  contentServiceSettings,
  contentServiceUrl,
  startContentService,
  superviseContentService,
} from './content-process.ts';
import { loadEnvFiles } from './env-files.ts';
import { serverEnv } from './server-env.ts';
import { serverHeap } from './server-heap.ts';
import { launchChecks } from './start-checks.ts';

/**
 * The largest header block the server reads, in bytes: above the edge's own bound (about 16 kB),
 * so that no header block the edge passes on is refused by an instance.
 */
const maxHeaderBytes = 32 * 1024;

const root = fileURLToPath(new URL('..', import.meta.url));
loadEnvFiles(root, 'production');

// A production server with wrong settings would serve wrong links or leave a door open to every
// visitor: say each problem in one line and stop, or what is only unusual in one line.
const { errors, warning } = await launchChecks('start', root);
for (const error of errors) log.error(error);
if (errors.length > 0) process.exit(1);
if (warning) log.warn(warning);

// Next's custom server leaves NODE_ENV to its caller; React and Next run their production code
// only with `production`.
const production: NodeJS.ProcessEnv = { NODE_ENV: 'production' };
// eslint-disable-next-line no-restricted-syntax -- handed to the server's process as it is
const server = serverEnv<NodeJS.ProcessEnv>({ ...process.env, ...production });
if (server.warning) log.warn(`server: ${server.warning}`);
log.info(`server: memory allocator: ${server.allocator}`);
const heap = serverHeap();
log.info(`server: JavaScript heap: ${heap.heap}`);
const env: NodeJS.ProcessEnv = server.env;

let service: ReturnType<typeof superviseContentService> | null = null;
const { content, contentService } = config();
if (content.embedded) {
  const settings = contentServiceSettings(root);
  const started = await startContentService(settings).catch((error: Error) => {
    log.error(`content-service: ${error.message}`);
    process.exit(1);
  });
  if (started) service = superviseContentService(started, settings);
  // The site reads the service at its loopback address; its pictures keep their public origin.
  env.CONTENT_API_BASE = contentServiceUrl(settings);
  env.CONTENT_PUBLIC_ORIGIN = content.publicOrigin ?? contentService.publicUrl;
}

const serve = fileURLToPath(new URL('./serve.ts', import.meta.url));
const child = spawn(
  process.execPath,
  [...heap.flags, `--max-http-header-size=${maxHeaderBytes}`, serve],
  { cwd: root, env, stdio: 'inherit' },
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    service?.settle();
    child.kill(signal);
  });
}
child.on('exit', async (code, signal) => {
  await service?.stop();
  process.exit(code ?? (signal ? 1 : 0));
});
