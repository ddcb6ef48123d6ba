// The connection's address reaches the proxy through a real Node HTTP server, as under
// `next start`, and a visitor cannot put another one in its place.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';
import { peerAddressesStamped, peerAddressHeader, stampPeerAddresses } from './peer-address.ts';

/** The address the proxy would count a request against, as the server received it. */
async function addressSeenBy(forged: Record<string, string>): Promise<string> {
  const server = createServer((request, response) => {
    response.end(clientAddress(toHeaders(request.headers), undefined));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers: forged });
    return await response.text();
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

function toHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  return headers;
}

const forged = { [peerAddressHeader]: '6.6.6.6', 'x-real-ip': '198.51.100.1' };

describe('the connection address', () => {
  it('is not read from a header while nothing stamps it: all share one bucket', async () => {
    expect(peerAddressesStamped()).toBe(false);
    expect(await addressSeenBy(forged)).toBe('unknown');
  });

  it('comes from the socket once stamped, whatever the visitor sends', async () => {
    stampPeerAddresses();
    stampPeerAddresses();
    expect(await addressSeenBy(forged)).toBe('127.0.0.1');
    expect(await addressSeenBy({})).toBe('127.0.0.1');
  });
});
