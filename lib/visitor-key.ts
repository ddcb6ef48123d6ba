// Which visitor a request counts against, for every per-visitor limit (drawing, help search).
// An IPv4 address is one visitor. An IPv6 address is grouped by its /64: a carrier gives one
// phone or one home a whole /64 and the device picks addresses inside it at will, so counting
// each address apart would let one visitor be as many as they like.
import { ipv6Groups, plainAddress } from './server/ip-ranges.ts';

/** The key a per-visitor limit counts `address` under; anything not an address is kept as it is. */
export function visitorKey(address: string): string {
  const plain = plainAddress(address.trim());
  if (!plain.includes(':')) return plain;
  const groups = ipv6Groups(plain);
  if (!groups) return plain;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
