import { readFile } from 'node:fs';
import { createConnection } from 'node:net';
import { Worker } from 'node:worker_threads';
import { stat } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { withDeadline } from './deadline.ts';

describe('a deadline on async work', () => {
  it('passes the answer through when it comes in time', async () => {
    await expect(
      withDeadline(
        async () => 'page',
        1000,
        () => new Error('late'),
      ),
    ).resolves.toBe('page');
  });

  it('gives up on work that ignores the abort, and tells the work it was abandoned', async () => {
    let signal: AbortSignal | undefined;
    const hung = (given: AbortSignal) => {
      signal = given;
      return new Promise<never>(() => undefined);
    };
    await expect(withDeadline(hung, 20, () => new Error('no answer in 20 ms'))).rejects.toThrow(
      'no answer in 20 ms',
    );
    expect(signal?.aborted).toBe(true);
  });

  it('takes an answer that arrived while the event loop was busy past the limit', async () => {
    // One file-system call completes while this thread is busy; when the loop runs again the
    // overdue timer comes first, and the answer is waiting right behind it. Where the loop is
    // when the thread gets busy decides the order, so each phase is tried.
    const busyCall = () => {
      const answer = withDeadline(
        () => stat(import.meta.filename),
        20,
        () => new Error('late'),
      );
      const busyUntil = performance.now() + 120;
      while (performance.now() < busyUntil) {
        // a render or a garbage collection holding the thread
      }
      return answer;
    };
    const fromImmediate = new Promise((resolve) => setImmediate(() => resolve(busyCall())));
    await expect(fromImmediate).resolves.toHaveProperty('size');
    const fromIo = new Promise((resolve) =>
      readFile(import.meta.filename, () => resolve(busyCall())),
    );
    await expect(fromIo).resolves.toHaveProperty('size');
  });

  it('takes an answer that spans several reads of its socket, sent while the thread was busy', async () => {
    // A large answer takes more than one read of its socket. Once the thread is free again, the
    // overdue limit must leave room for all of them, not only the first. The sender runs on a
    // thread of its own, as Redis runs in a process of its own.
    const answerBytes = 1_000_000;
    const sender = new Worker(
      `const { createServer } = require('node:net');
       const { parentPort } = require('node:worker_threads');
       const server = createServer((socket) => socket.end(Buffer.alloc(${answerBytes}, 7)));
       server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));`,
      { eval: true },
    );
    const port = await new Promise<number>((resolve) => sender.once('message', resolve));
    const readAll = () =>
      new Promise<number>((resolve, reject) => {
        let received = 0;
        const socket = createConnection({ host: '127.0.0.1', port });
        socket.on('data', (chunk) => (received += chunk.length));
        socket.once('end', () => resolve(received));
        socket.once('error', reject);
      });
    try {
      const answer = withDeadline(readAll, 40, () => new Error('late'));
      const busyUntil = performance.now() + 150;
      while (performance.now() < busyUntil) {
        // the answer arrives meanwhile
      }
      await expect(answer).resolves.toBe(answerBytes);
    } finally {
      await sender.terminate();
    }
  });
});
