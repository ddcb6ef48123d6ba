// `npm run content-service`: the reference content service on CONTENT_SERVICE_PORT (4010).
import { checkContentServiceConfig } from '#lib/config/check.ts';
import { config } from '#lib/config/index.ts';
import { log } from '#lib/log.ts';
import { drawServiceFromEnv } from './draw-http.ts';
import { createContentServer } from './server.ts';
import { seedDirFrom } from './settings.ts';
import { openStore } from './store.ts';

const problems = checkContentServiceConfig();
for (const problem of problems) log.error(`content-service: ${problem}`);
if (problems.length > 0) process.exit(2);

const { contentService, content } = config();
const { port, host, publicUrl: origin } = contentService;
const seedDir = seedDirFrom(process.cwd());

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
  signSecret: content.signSecret,
  previewToken: content.previewToken,
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
