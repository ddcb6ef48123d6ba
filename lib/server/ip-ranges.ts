// Addresses and ranges (CIDR) of IPv4 and IPv6, as an operator lists the reverse proxies the
// server believes (TRUSTED_PROXIES). A server that listens on an IPv6 socket sees an IPv4 peer as
// `::ffff:a.b.c.d`, so an IPv4-mapped address is read as the IPv4 address it carries, on either
// side: `127.0.0.1` in the list matches a connection from `::ffff:127.0.0.1`, and the reverse.
//
// Plain TypeScript, without node:net: lib/config reads the settings through it, and lib/config is
// compiled into every bundle Next makes, the Edge runtime's included.

export type IpRange = { address: string; prefix: number; family: 'ipv4' | 'ipv6' };

const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The address without an IPv6 zone, and an IPv4-mapped IPv6 address as its IPv4 address. */
export function plainAddress(address: string): string {
  const unzoned = address.replace(/%.*$/, '');
  return mapped.exec(unzoned)?.[1] ?? unzoned;
}

function ipv4Bytes(text: string): number[] | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  // No leading zeros: some readers take 010 for octal.
  if (!parts.every((part) => /^(0|[1-9]\d{0,2})$/.test(part) && Number(part) <= 255))
    return undefined;
  return parts.map(Number);
}

const hexGroups = (text: string) => (text === '' ? [] : text.split(':'));

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail counts as the last two). */
export function ipv6Groups(text: string): number[] | undefined {
  let head = text;
  let tail: number[] = [];
  const lastColon = text.lastIndexOf(':');
  if (text.slice(lastColon + 1).includes('.')) {
    const bytes = ipv4Bytes(text.slice(lastColon + 1));
    if (!bytes) return undefined;
    const [a = 0, b = 0, c = 0, d = 0] = bytes;
    tail = [(a << 8) | b, (c << 8) | d];
    head = text.slice(0, lastColon + 1);
    if (!head.endsWith('::')) head = head.slice(0, -1);
  }
  const halves = head.split('::');
  if (halves.length > 2) return undefined;
  const [left = [], right = []] = halves.map(hexGroups);
  const given = [...left, ...right];
  if (!given.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return undefined;
  const count = given.length + tail.length;
  const missing = 8 - count;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  const parse = (groups: string[]) => groups.map((group) => parseInt(group, 16));
  return [
    ...parse(left),
    ...Array<number>(halves.length === 2 ? missing : 0).fill(0),
    ...parse(right),
    ...tail,
  ];
}

type Parsed = { family: 'ipv4' | 'ipv6'; value: bigint };

/** The address as 128 bits, an IPv4 address as its IPv4-mapped form; undefined if it is none. */
function parseAddress(address: string): Parsed | undefined {
  const plain = plainAddress(address);
  const bytes = ipv4Bytes(plain);
  if (bytes) {
    const value = bytes.reduce((sum, byte) => (sum << 8n) | BigInt(byte), 0xffffn);
    return { family: 'ipv4', value };
  }
  const groups = ipv6Groups(plain);
  if (!groups) return undefined;
  return { family: 'ipv6', value: groups.reduce((sum, group) => (sum << 16n) | BigInt(group), 0n) };
}

/** 4 or 6 for an IPv4 or IPv6 address (an IPv6 zone allowed), else 0: as node:net's isIP. */
export function ipVersion(address: string): 0 | 4 | 6 {
  if (ipv4Bytes(address)) return 4;
  return ipv6Groups(address.replace(/%[\w.-]+$/, '')) ? 6 : 0;
}

/** `10.0.0.0/8`, `2001:db8::/32` or one address; undefined when it is neither. */
export function parseRange(text: string): IpRange | undefined {
  const [given = '', prefixText, ...rest] = text.trim().split('/');
  if (rest.length > 0 || given.includes('%')) return undefined;
  const isMapped = mapped.test(given);
  const address = plainAddress(given);
  const parsed = parseAddress(address);
  if (!parsed) return undefined;
  const bits = parsed.family === 'ipv4' ? 32 : 128;
  let prefix = bits;
  if (prefixText !== undefined) {
    if (!/^\d{1,3}$/.test(prefixText)) return undefined;
    // A mapped range counts its prefix over the 128 bits of IPv6, of which the IPv4 part is the
    // last 32.
    prefix = Number(prefixText) - (isMapped ? 96 : 0);
    if (prefix < 0 || prefix > bits) return undefined;
  }
  return { address, prefix, family: parsed.family };
}

/** Whether an address is one of `ranges`; an address that is no IP address never is. */
export function addressMatcher(ranges: readonly IpRange[]): (address: string) => boolean {
  const compiled = ranges.flatMap(({ address, prefix, family }) => {
    const parsed = parseAddress(address);
    // An IPv4 prefix counts over the last 32 of the mapped form's 128 bits.
    const shift = BigInt(128 - (family === 'ipv4' ? 96 + prefix : prefix));
    return parsed ? [{ value: parsed.value >> shift, shift }] : [];
  });
  return (address) => {
    const parsed = parseAddress(address);
    if (!parsed) return false;
    return compiled.some(({ value, shift }) => parsed.value >> shift === value);
  };
}
