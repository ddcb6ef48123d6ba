import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { listen, localOrigin } from './listen.ts';

describe('listening', () => {
  it('fails with the system’s error on a port already taken', async () => {
    const first = createServer();
    await listen(first, 0, '127.0.0.1');
    const { port } = first.address() as AddressInfo;
    await expect(listen(createServer(), port, '127.0.0.1')).rejects.toMatchObject({
      code: 'EADDRINUSE',
    });
    await new Promise((resolve) => first.close(resolve));
  });

  it('names the origin this machine reaches a server on', () => {
    expect(localOrigin('127.0.0.1', 3000)).toBe('http://127.0.0.1:3000');
    expect(localOrigin('0.0.0.0', 3000)).toBe('http://127.0.0.1:3000');
    expect(localOrigin('::', 3000)).toBe('http://127.0.0.1:3000');
    expect(localOrigin('::1', 3000)).toBe('http://[::1]:3000');
    expect(localOrigin('10.0.0.11', 3001)).toBe('http://10.0.0.11:3001');
  });
});
