import { spawnSync } from 'node:child_process';
import { createClient } from 'redis';
import { describe, expect, it } from 'vitest';
import { findOnPath } from '#lib/find-on-path.ts';
import { missingRedisMessage, startPrivateRedis } from './redis-global-setup.ts';
import { tempFolder } from './temp-folder.ts';

describe('the private Redis of the tests', () => {
  it('runs on 127.0.0.1 with nothing on disk, and is gone once stopped', async () => {
    const binary = findOnPath('redis-server');
    if (!binary) throw new Error(missingRedisMessage);
    const redis = await startPrivateRedis(binary);
    expect(redis.url).toMatch(/^redis:\/\/127\.0\.0\.1:\d+$/);
    const client = createClient({ url: redis.url });
    await client.connect();
    expect(await client.configGet(['save', 'appendonly', 'bind'])).toEqual({
      save: '',
      appendonly: 'no',
      bind: '127.0.0.1',
    });
    client.destroy();
    await redis.stop();
    const again = createClient({ url: redis.url, socket: { reconnectStrategy: false } });
    again.on('error', () => {});
    await expect(again.connect()).rejects.toThrow();
  });

  it('stops the run with one line that says what to install when redis-server is missing', () => {
    const setup = new URL('./redis-global-setup.ts', import.meta.url).pathname;
    // Node itself by its full path; PATH only an empty folder, so that no redis-server is found.
    const emptyPath = tempFolder('no-redis');
    const run = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', `(await import('${setup}')).default({ provide() {} });`],
      { env: { NODE_ENV: 'test', PATH: emptyPath }, encoding: 'utf8', timeout: 20_000 },
    );
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([missingRedisMessage]);
  });
});
