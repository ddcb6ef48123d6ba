// The visitor's address reaches the proxy through a real Node HTTP server, as under the
// production server, and a visitor cannot put another one in its place: only a listed proxy's
// X-Real-IP is believed.
import { createServer, type IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { proxyTrust } from '../server/proxy-trust.ts';
import { clientAddress } from './client-address.ts';
import { peerAddressesStamped, peerAddressHeader, stampPeerAddresses } from './peer-address.ts';

/** The address the proxy would count a request against, sent from `localAddress`. */
async function addressSeenBy(
  forged: Record<string, string>,
  localAddress = '127.0.0.1',
): Promise<string> {
  const server = createServer((incoming, response) => {
    response.end(clientAddress(toHeaders(incoming.headers)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<string>((resolve, reject) => {
      const sent = request(
        { host: '127.0.0.1', port, localAddress, headers: forged, agent: false },
        (answer) => {
          let body = '';
          answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
          answer.on('end', () => resolve(body));
        },
      );
      sent.on('error', reject);
      sent.end();
    });
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

describe('the visitor address', () => {
  it('is not read from a header while nothing stamps it: all share one bucket', async () => {
    expect(peerAddressesStamped()).toBe(false);
    expect(await addressSeenBy(forged)).toBe('unknown');
  });

  it('comes from the socket once stamped, whatever a visitor sends', async () => {
    // The edge is 127.0.0.2; this test's requests come from 127.0.0.1 unless told.
    stampPeerAddresses(proxyTrust(['127.0.0.2']));
    stampPeerAddresses(proxyTrust(['0.0.0.0/0']));
    expect(await addressSeenBy(forged)).toBe('127.0.0.1');
    expect(await addressSeenBy({})).toBe('127.0.0.1');
  });

  it('is the X-Real-IP of a listed proxy', async () => {
    expect(await addressSeenBy(forged, '127.0.0.2')).toBe('198.51.100.1');
    expect(await addressSeenBy({}, '127.0.0.2')).toBe('127.0.0.2');
  });
});
