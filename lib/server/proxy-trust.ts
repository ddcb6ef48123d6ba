// What the server believes of a request's headers, by who sent it: a connection from one of the
// operator's reverse proxies (TRUSTED_PROXIES) speaks for the visitor behind it, through X-Real-IP
// (the visitor's address) and X-Request-Id (the edge's id of the request); any other connection is
// the visitor itself, whose headers say whatever it likes and are never believed.
import { randomBytes } from 'node:crypto';
import { addressMatcher, type IpRange, ipVersion, parseRange, plainAddress } from './ip-ranges.ts';

/** Whether a connection's address is one of the listed proxies. */
export type ProxyTrust = (socketAddress: string | undefined) => boolean;

/** The trust of `TRUSTED_PROXIES` (config().serving.trustedProxies); an empty list trusts none. */
export function proxyTrust(list: readonly string[]): ProxyTrust {
  const ranges = list.map(parseRange).filter((range): range is IpRange => range !== undefined);
  const matches = addressMatcher(ranges);
  return (socketAddress) => socketAddress !== undefined && matches(socketAddress);
}

/** The one value of a header Node hands over (a repeated one is a list, and is junk here). */
function single(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value.trim() : undefined;
}

/**
 * The visitor's address: the X-Real-IP a trusted proxy sent, when it is an address; otherwise
 * the connection's own. Undefined when the connection has none (it closed already).
 */
export function visitorAddress(
  socketAddress: string | undefined,
  realIp: string | string[] | undefined,
  trusted: ProxyTrust,
): string | undefined {
  if (trusted(socketAddress)) {
    const claimed = single(realIp);
    if (claimed && ipVersion(plainAddress(claimed)) !== 0) return plainAddress(claimed);
  }
  return socketAddress === undefined ? undefined : plainAddress(socketAddress);
}

// Short and safe to write anywhere: a log line, a header, a file name. nginx's $request_id is 32
// hexadecimal digits.
const safeId = /^[A-Za-z0-9._-]{1,64}$/;

/** A fresh request id, in the form of nginx's $request_id. */
export function newRequestId(): string {
  return randomBytes(16).toString('hex');
}

/** The id a trusted proxy gave the request, when it is short and safe; otherwise a fresh one. */
export function requestId(
  socketAddress: string | undefined,
  given: string | string[] | undefined,
  trusted: ProxyTrust,
): string {
  const id = single(given);
  return trusted(socketAddress) && id && safeId.test(id) ? id : newRequestId();
}
