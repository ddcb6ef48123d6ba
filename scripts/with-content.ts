// Runs a command (next dev, build or start) with a content service behind it. With
// CONTENT_API_BASE set, the command runs as it is. Without it, the embedded reference service
// starts first as its own process (the site reaches it over HTTP, as it would the company's),
// and stops when the command ends. A service already answering on the port is reused.
//   node scripts/with-content.ts next build
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { log } from '#lib/log.ts';
import { checkProductionConfig } from '#lib/startup/production-config.ts';
import { hasProductionBuild, portInUse, portInUseMessage } from './start-checks.ts';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-content.ts <command> [args…]');
  process.exit(2);
}

const root = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.CONTENT_SERVICE_PORT || '4010';
const local = `http://127.0.0.1:${port}`;

const nextCommand = command === 'next' ? args[0] : undefined;
// A production server with wrong settings would serve wrong links or leave a door open to
// every visitor: say each problem in one line and stop, or say what is only unusual once.
if (nextCommand === 'start') {
  const { errors, warnings } = checkProductionConfig(process.env);
  for (const error of errors) log.error(`configuration: ${error}`);
  if (errors.length > 0) process.exit(1);
  if (warnings.length > 0) log.warn(`configuration: ${warnings.join('; ')}`);
}
// `next start` and `next dev` fail with a stack trace on a missing build or a busy port: say
// what to do in one line instead, before anything starts.
if (nextCommand === 'start' && !hasProductionBuild(root)) {
  log.error('There is no production build yet: run `npm run build` first, then `npm start`.');
  process.exit(1);
}
if (nextCommand === 'start' || nextCommand === 'dev') {
  const sitePort = Number(process.env.PORT || 3000);
  if (await portInUse(sitePort)) {
    log.error(`site: ${portInUseMessage(sitePort, 'PORT')}`);
    process.exit(1);
  }
}

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`${local}/health`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

function spawnService(): ChildProcess {
  return spawn(process.execPath, ['content-service/main.ts'], { cwd: root, stdio: 'inherit' });
}

async function startService(): Promise<ChildProcess | null> {
  if (await healthy()) {
    log.info(`content-service: using the one already running on ${local}`);
    return null;
  }
  if (await portInUse(Number(port), process.env.CONTENT_SERVICE_HOST || '127.0.0.1')) {
    throw new Error(portInUseMessage(Number(port), 'CONTENT_SERVICE_PORT'));
  }
  const service = spawnService();
  for (let waited = 0; waited < 20_000; waited += 200) {
    if (service.exitCode !== null)
      throw new Error(`the content service exited with code ${service.exitCode}`);
    if (await healthy()) return service;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  service.kill();
  throw new Error(`the content service did not answer on ${local} within 20 s`);
}

const env = { ...process.env };
let service: ChildProcess | null = null;
let stopping = false;
if (!process.env.CONTENT_API_BASE) {
  service = await startService().catch((error: Error) => {
    log.error(`content-service: ${error.message}`);
    process.exit(1);
  });
  env.CONTENT_API_BASE = local;
  if (nextCommand === 'start') {
    log.warn(
      `content-service: the production server reads the embedded demo content service on ${local}; set CONTENT_API_BASE to the company's content service`,
    );
  }
  env.CONTENT_PUBLIC_ORIGIN ||=
    process.env.CONTENT_SERVICE_PUBLIC_URL || `http://localhost:${port}`;
}

// A crashed service is started again: meanwhile the site keeps serving its cached pages.
function supervise(current: ChildProcess) {
  current.on('exit', (code) => {
    if (stopping) return;
    log.error('content-service: exited; starting it again in 1 s', { code });
    setTimeout(() => {
      if (stopping) return;
      service = spawnService();
      supervise(service);
    }, 1000);
  });
}
if (service) supervise(service);

const child = spawn(command, args, {
  cwd: root,
  env: { ...env, PATH: `${root}node_modules/.bin:${env.PATH ?? ''}` },
  stdio: 'inherit',
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  stopping = true;
  service?.kill('SIGTERM');
  process.exit(code ?? (signal ? 1 : 0));
});
