// Which visitor a draw request counts against.

/** The bucket of every request that arrives without the configured header. */
export const unknownClient = 'unknown';

/**
 * The visitor's address from the header the reverse proxy sets. With `x-forwarded-for` the
 * right-most entry is taken: it is the one our own proxy appended, while everything to its left
 * came from the visitor and can be forged. (Behind a chain of proxies, configure the last one
 * to set `x-real-ip` instead.) A request without the header, or with an empty one, shares the
 * single bucket "unknown": a misconfigured deployment then limits everyone together rather
 * than no one.
 */
export function clientAddress(headers: Headers, headerName: string): string {
  const raw = headers.get(headerName);
  if (!raw) return unknownClient;
  const parts = raw.split(',').map((part) => part.trim());
  const address = headerName === 'x-forwarded-for' ? parts.at(-1) : parts[0];
  // An address is short; anything longer is junk that must not grow the limiter's keys.
  return address && address.length <= 64 ? address : unknownClient;
}
