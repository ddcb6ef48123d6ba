// The address of the connection a request arrived on, for route handlers that Next never shows
// a socket. Next 16 gives route handlers a web `Request` only (`request.ip` was removed in
// Next 15), and the `x-forwarded-for` it fills in from the socket (`??=` in
// next/dist/server/base-server.js) keeps whatever the visitor sent, so it can be forged.
// Node publishes every incoming request on the documented diagnostics channel
// `http.server.request.start`, with its socket, before any `request` listener (Next's) runs:
// there the socket's address is written into a header of our own, replacing any copy the
// visitor sent. instrumentation.ts installs this once per server process.
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/** The header that carries the socket's address from the Node server to the route handler. */
export const peerAddressHeader = 'x-mantisoft-peer-address';

// On globalThis, not in a module variable: instrumentation and route handlers are separate
// bundles of one process, each with its own copy of this module.
const installed = Symbol.for('mantisoft.peer-address');
const state = globalThis as { [installed]?: boolean };

type RequestStart = { request: IncomingMessage; socket: Socket };

/** Writes each request's socket address into `peerAddressHeader`; idempotent. */
export function stampPeerAddresses(): void {
  if (state[installed]) return;
  state[installed] = true;
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as RequestStart;
    const address = socket.remoteAddress;
    if (address) request.headers[peerAddressHeader] = address;
    else delete request.headers[peerAddressHeader];
  });
}

/**
 * Whether `peerAddressHeader` comes from the socket. Where nothing installed the stamp (a
 * server started otherwise), the header is the visitor's to forge and must not be read.
 */
export function peerAddressesStamped(): boolean {
  return state[installed] === true;
}
