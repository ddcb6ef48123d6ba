// Runs a command (next dev or build) with a content service behind it. With CONTENT_API_BASE set,
// the command runs as it is. Without it, the embedded reference service starts first as its own
// process (the site reaches it over HTTP, as it would the company's), and stops when the command
// ends. A service already answering on the port is reused. The production server has a launcher
// of its own, scripts/start.ts.
//   node scripts/with-content.ts next build
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { config } from '#lib/config/index.ts';
import { migrateEmbeddedForDev } from '#lib/help-insights/start.ts';
import { log } from '#lib/log.ts';
import {
  contentServiceSettings,
  contentServiceUrl,
  startContentService,
  superviseContentService,
} from './content-process.ts';
import { loadEnvFiles } from './env-files.ts';
import { launchChecks } from './start-checks.ts';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-content.ts <command> [args…]');
  process.exit(2);
}

const root = fileURLToPath(new URL('..', import.meta.url));
const nextCommand = command === 'next' ? args[0] : undefined;
loadEnvFiles(root, nextCommand === 'dev' ? 'development' : 'production');

// A build with settings it cannot read would compile them in wrong, and `next dev` fails with a
// stack trace on a busy port: say each problem in one line and stop before anything starts.
if (nextCommand === 'dev' || nextCommand === 'build') {
  const { errors, warning } = await launchChecks(nextCommand, root);
  for (const error of errors) log.error(error);
  if (errors.length > 0) process.exit(1);
  if (warning) log.warn(warning);
}
// Only the production server migrates the embedded feedback database at start; `next dev` finds
// it migrated here.
if (nextCommand === 'dev') await migrateEmbeddedForDev(root, log);
const serviceSettings = contentServiceSettings(root);
const local = contentServiceUrl(serviceSettings);

// eslint-disable-next-line no-restricted-syntax -- handed to the command's process as it is
const env: NodeJS.ProcessEnv = { ...process.env };
let service: ReturnType<typeof superviseContentService> | null = null;
const { content, contentService } = config();
if (content.embedded) {
  const started = await startContentService(serviceSettings).catch((error: Error) => {
    log.error(`content-service: ${error.message}`);
    process.exit(1);
  });
  if (started) service = superviseContentService(started, serviceSettings);
  // The site reads the service at its loopback address; its pictures keep their public origin.
  env.CONTENT_API_BASE = local;
  env.CONTENT_PUBLIC_ORIGIN = content.publicOrigin ?? contentService.publicUrl;
}

const child = spawn(command, args, {
  cwd: root,
  env: { ...env, PATH: `${root}node_modules/.bin:${env.PATH ?? ''}` },
  stdio: 'inherit',
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  void service?.stop();
  process.exit(code ?? (signal ? 1 : 0));
});
