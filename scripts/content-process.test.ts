import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { servedContent, servedDifference } from '#content-service/settings.ts';
import { freePorts } from '#tools/testing/free-ports.ts';
import {
  contentServiceSettings,
  startContentService,
  superviseContentService,
} from './content-process.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('what a launcher compares before it reuses a content service', () => {
  const wanted = servedContent({}, root);

  it('accepts a service that serves the same seed folder and origin', () => {
    expect(servedDifference(wanted, { status: 'ok', ...wanted })).toBeUndefined();
    // The same folder, named relatively from the repository.
    const relative = servedContent({ CONTENT_SERVICE_SEED_DIR: 'content-service/seed' }, root);
    expect(relative).toEqual(wanted);
  });

  it('names each difference by the variable that chooses it', () => {
    const other = servedContent(
      {
        CONTENT_SERVICE_SEED_DIR: '.seed-large',
        CONTENT_SERVICE_PUBLIC_URL: 'https://cdn.example/',
      },
      root,
    );
    expect(other.origin).toBe('https://cdn.example');
    expect(servedDifference(wanted, { status: 'ok', ...other })).toBe(
      'another seed folder (CONTENT_SERVICE_SEED_DIR) and pictures at https://cdn.example, not http://localhost:4010 (CONTENT_SERVICE_PUBLIC_URL)',
    );
  });

  it('does not reuse a service that does not say what it serves', () => {
    for (const answer of [undefined, null, 'ok', { status: 'ok' }]) {
      expect(servedDifference(wanted, answer)).toBe(
        'content it does not name (an older service, or another program)',
      );
    }
    expect(servedDifference(wanted, { status: 'ok', seed: wanted.seed })).toBe(
      'pictures at an unknown origin, not http://localhost:4010 (CONTENT_SERVICE_PUBLIC_URL)',
    );
  });
});

describe('startContentService, with a real service on the port', () => {
  const started: ChildProcess[] = [];
  afterAll(async () => {
    await Promise.all(
      started.map(
        (service) =>
          new Promise<void>((resolve) => {
            if (service.exitCode !== null || service.signalCode !== null) return resolve();
            service.once('exit', () => resolve());
            service.kill('SIGTERM');
          }),
      ),
    );
  });

  it('reuses the one running only when it serves what was asked for', async () => {
    const [port = 0] = await freePorts(1);
    // The runner's environment without what chooses the service's content, which each case sets.
    const env = {
      ...process.env,
      CONTENT_SERVICE_PORT: String(port),
      CONTENT_SERVICE_SEED_DIR: undefined,
      CONTENT_SERVICE_PUBLIC_URL: undefined,
    };
    const first = await startContentService(contentServiceSettings(root, env));
    expect(first).not.toBeNull();
    if (first) started.push(first);

    await expect(startContentService(contentServiceSettings(root, env))).resolves.toBeNull();

    const largeSeed = { ...env, CONTENT_SERVICE_SEED_DIR: '.seed-large' };
    await expect(startContentService(contentServiceSettings(root, largeSeed))).rejects.toThrow(
      `the content service already running on http://127.0.0.1:${port} serves another seed folder (CONTENT_SERVICE_SEED_DIR): stop it, or start this one on another port with CONTENT_SERVICE_PORT=<port>.`,
    );
    const otherOrigin = { ...env, CONTENT_SERVICE_PUBLIC_URL: 'https://cdn.example' };
    await expect(startContentService(contentServiceSettings(root, otherOrigin))).rejects.toThrow(
      `serves pictures at http://localhost:${port}, not https://cdn.example (CONTENT_SERVICE_PUBLIC_URL)`,
    );
  }, 30_000);

  it('starts a stopped service again, but not once the launcher has settled it', async () => {
    const [port = 0] = await freePorts(1);
    const env = { ...process.env, CONTENT_SERVICE_PORT: String(port) };
    const settings = contentServiceSettings(root, env);
    const url = `http://127.0.0.1:${port}/`;
    const first = await startContentService(settings);
    if (!first) throw new Error('a service already ran on a free port');
    const service = superviseContentService(first, settings);
    // What Ctrl-C does: the signal reaches the service and the launcher at once.
    service.settle();
    first.kill('SIGINT');
    await new Promise((resolve) => first.once('exit', resolve));
    // The supervisor waits 1 s before it starts a service again, which then takes a moment.
    const answers = () =>
      fetch(url).then(
        () => true,
        () => false,
      );
    try {
      for (let look = 0; look < 10; look += 1) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(await answers()).toBe(false);
      }
    } finally {
      await service.stop();
    }
  }, 30_000);
});
