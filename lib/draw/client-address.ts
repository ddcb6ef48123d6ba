// Which visitor a request to the drawing proxy counts against.
import { peerAddressesStamped, peerAddressHeader } from './peer-address.ts';

/** The bucket of every request whose address cannot be known. */
export const unknownClient = 'unknown';

/**
 * The visitor's address, as the server stamped it (peer-address.ts: the connection's address, or
 * the X-Real-IP of a trusted proxy). No header the visitor sends is read. A request whose
 * address cannot be known shares the single bucket "unknown": a server that stamps nothing then
 * limits everyone together rather than no one.
 */
export function clientAddress(headers: Headers): string {
  if (!peerAddressesStamped()) return unknownClient;
  const address = headers.get(peerAddressHeader)?.trim();
  // An address is short; anything longer is junk that must not grow the limiter's keys.
  return address && address.length <= 64 ? address : unknownClient;
}
