// The visitor's address, for route handlers that Next never shows a socket. Next 16 gives route
// handlers a web `Request` only (`request.ip` was removed in Next 15), and the `x-forwarded-for`
// it fills in from the socket (`??=` in next/dist/server/base-server.js) keeps whatever the
// visitor sent, so it can be forged. Node publishes every incoming request on the documented
// diagnostics channel `http.server.request.start`, with its socket, before any `request` listener
// (Next's, or scripts/serve.ts's) runs: there the visitor's address is written into a header of
// our own, replacing any copy the visitor sent. It is the connection's address, or the X-Real-IP
// of a reverse proxy the operator listed in TRUSTED_PROXIES (lib/server/proxy-trust.ts).
//
// The production server (scripts/serve.ts) installs it before it listens; instrumentation.ts
// installs it too, for `next dev` and a bare `next start`, where the first requests may come
// before instrumentation has run and are then counted as unknown.
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { config } from '../config/index.ts';
import { type ProxyTrust, proxyTrust, visitorAddress } from '../server/proxy-trust.ts';

/** The header that carries the visitor's address from the Node server to the route handler. */
export const peerAddressHeader = 'x-mantisoft-peer-address';

// On globalThis, not in a module variable: the server, instrumentation and route handlers are
// separate bundles of one process, each with its own copy of this module.
const installed = Symbol.for('mantisoft.peer-address');
const state = globalThis as { [installed]?: boolean };

type RequestStart = { request: IncomingMessage; socket: Socket };

/**
 * Writes each request's visitor address into `peerAddressHeader`; the first call in a process
 * decides whom it trusts (by default TRUSTED_PROXIES), later calls change nothing.
 */
export function stampPeerAddresses(
  trusted: ProxyTrust = proxyTrust(config().serving.trustedProxies),
): void {
  if (state[installed]) return;
  state[installed] = true;
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as RequestStart;
    const address = visitorAddress(socket.remoteAddress, request.headers['x-real-ip'], trusted);
    if (address) request.headers[peerAddressHeader] = address;
    else delete request.headers[peerAddressHeader];
  });
}

/**
 * Whether `peerAddressHeader` comes from the server. Where nothing installed the stamp (a
 * server started otherwise), the header is the visitor's to forge and must not be read.
 */
export function peerAddressesStamped(): boolean {
  return state[installed] === true;
}
