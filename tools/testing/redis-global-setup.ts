// Vitest's global set-up: a real Redis for the tests that need one (lib/rate-limit/rate-limit.test.ts
// reads its address with inject('redisUrl')). With TEST_REDIS_URL set, that Redis is used as it
// is; the tests write only keys under a random prefix of their own and delete them. Otherwise a
// private redis-server from PATH starts on a free port of 127.0.0.1, with nothing on disk, and
// stops when the run ends. A Redis that happens to listen on 6379 is never used by default.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { config } from '#lib/config/index.ts';
import { findOnPath } from '#lib/find-on-path.ts';
import { freePorts } from './free-ports.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    redisUrl: string;
  }
}

export const missingRedisMessage =
  'The tests need Redis: install redis-server (Debian/Ubuntu: apt-get install redis-server; macOS: brew install redis), or set TEST_REDIS_URL to a Redis of yours.';

/** Whether a Redis on `port` answers PING. */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

type PrivateRedis = { url: string; stop: () => Promise<void> };

async function startOnce(
  binary: string,
  dir: string,
  wanted?: number,
): Promise<PrivateRedis | string> {
  const port = wanted ?? (await freePorts(1))[0] ?? 0;
  // Nothing on disk: no snapshots, no append-only file, and a folder of its own all the same.
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  args.push('--dir', dir, '--daemonize', 'no', '--loglevel', 'warning');
  const server: ChildProcess = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
  };
  for (let waited = 0; waited < 10_000; waited += 50) {
    if (server.exitCode !== null) return output.trim() || `exited with code ${server.exitCode}`;
    if (await answers(port)) return { url: `redis://127.0.0.1:${port}`, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  return `it did not answer on port ${port} within 10 s`;
}

/**
 * Starts redis-server on a free port (another try if that port was taken in the meantime), or
 * on `port` (a test that stops Redis and starts it again where the site expects it).
 */
export async function startPrivateRedis(binary: string, port?: number): Promise<PrivateRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'mantisoft-test-redis-'));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  let failure = '';
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const started = await startOnce(binary, dir, port);
    if (typeof started === 'string') {
      failure = started;
      continue;
    }
    return {
      url: started.url,
      stop: async () => {
        await started.stop();
        removeDir();
      },
    };
  }
  removeDir();
  throw new Error(`${binary} could not start: ${failure}`);
}

export default async function setup(project: TestProject) {
  const given = config().tooling.testRedisUrl;
  if (given) {
    project.provide('redisUrl', given);
    return;
  }
  const binary = findOnPath('redis-server');
  if (!binary) {
    // One line that says what to do, rather than a stack trace or a failed test further on.
    console.error(missingRedisMessage);
    process.exit(1);
  }
  const redis = await startPrivateRedis(binary);
  // Should the run end without its teardown (an uncaught error, process.exit), stop it anyway.
  const stopOnExit = () => void redis.stop();
  process.once('exit', stopOnExit);
  project.provide('redisUrl', redis.url);
  return async () => {
    process.off('exit', stopOnExit);
    await redis.stop();
  };
}
