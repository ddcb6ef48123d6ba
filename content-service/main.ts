// `npm run content-service`: the reference content service on CONTENT_SERVICE_PORT (4010).
import { log } from '#lib/log.ts';
import { drawServiceFromEnv } from './draw-http.ts';
import { createContentServer } from './server.ts';
import { originFrom, seedDirFrom } from './settings.ts';
import { openStore } from './store.ts';

const port = Number(process.env.CONTENT_SERVICE_PORT || 4010);
const host = process.env.CONTENT_SERVICE_HOST || '127.0.0.1';
const seedDir = seedDirFrom(process.env, process.cwd());
const origin = originFrom(process.env, port);

if (!Number.isInteger(port) || port < 1 || port > 65535) {
  log.error('content-service: CONTENT_SERVICE_PORT must be a port number', {
    value: process.env.CONTENT_SERVICE_PORT,
  });
  process.exit(2);
}

const store = await openStore(seedDir, (error) => {
  if (error) {
    log.warn('content-service: seed change ignored, keeping the last good content', {
      seedDir,
      cause: error,
    });
  } else {
    log.info('content-service: seed reloaded', { seedDir });
  }
}).catch((error: Error) => {
  log.error('content-service: cannot load the seed', { seedDir, cause: error });
  process.exit(1);
});

const server = createContentServer({
  store,
  seedDir,
  origin,
  signSecret: process.env.CONTENT_API_SIGN_SECRET || undefined,
  previewToken: process.env.CONTENT_PREVIEW_TOKEN || undefined,
  draw: drawServiceFromEnv(),
});

server.on('error', (error: NodeJS.ErrnoException) => {
  const reason =
    error.code === 'EADDRINUSE'
      ? 'the port is already in use (CONTENT_SERVICE_PORT chooses another)'
      : error.message;
  log.error(`content-service: cannot listen on ${host}:${port}`, { reason, cause: error });
  process.exit(1);
});
server.listen(port, host, () => {
  log.info(`content-service: listening on http://${host}:${port}`, { seedDir });
});

function stop() {
  store.close();
  server.close(() => process.exit(0));
  server.closeAllConnections();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
