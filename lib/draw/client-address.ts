// Which visitor a request to the drawing proxy counts against.
import { peerAddressesStamped, peerAddressHeader } from './peer-address.ts';

/** The bucket of every request whose address cannot be known. */
export const unknownClient = 'unknown';

/**
 * The visitor's address. `trustedHeader` is the header the operator's reverse proxy sets
 * (TRUST_PROXY_HEADER); only then is a header believed, since without such a proxy every header
 * is the visitor's own. With `x-forwarded-for` the right-most entry is taken: it is the one our
 * proxy appended, while everything to its left came from the visitor. Without a trusted header
 * the address of the connection is used (peer-address.ts). A request whose address cannot be
 * read shares the single bucket "unknown": a misconfigured deployment then limits everyone
 * together rather than no one.
 */
export function clientAddress(headers: Headers, trustedHeader: string | undefined): string {
  if (trustedHeader) return fromHeader(headers, trustedHeader);
  return peerAddressesStamped() ? fromHeader(headers, peerAddressHeader) : unknownClient;
}

function fromHeader(headers: Headers, name: string): string {
  const raw = headers.get(name);
  if (!raw) return unknownClient;
  const parts = raw.split(',').map((part) => part.trim());
  const address = name === 'x-forwarded-for' ? parts.at(-1) : parts[0];
  // An address is short; anything longer is junk that must not grow the limiter's keys.
  return address && address.length <= 64 ? address : unknownClient;
}
