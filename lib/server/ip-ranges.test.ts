import { describe, expect, it } from 'vitest';
import { isIP } from 'node:net';
import { addressMatcher, type IpRange, ipVersion, parseRange, plainAddress } from './ip-ranges.ts';

function matcher(...texts: string[]) {
  const ranges = texts.map(parseRange).filter((range): range is IpRange => range !== undefined);
  expect(ranges).toHaveLength(texts.length);
  return addressMatcher(ranges);
}

describe('a list of trusted addresses', () => {
  it('matches IPv4 addresses and ranges', () => {
    const trusted = matcher('10.0.0.0/8', '192.0.2.7');
    expect(trusted('10.200.3.4')).toBe(true);
    expect(trusted('192.0.2.7')).toBe(true);
    expect(trusted('192.0.2.8')).toBe(false);
    expect(trusted('11.0.0.1')).toBe(false);
  });

  it('matches IPv6 addresses and ranges, written in any of their forms', () => {
    const trusted = matcher('2001:db8::/32', 'fd00::1');
    expect(trusted('2001:db8:ffff::42')).toBe(true);
    expect(trusted('2001:0db9::1')).toBe(false);
    expect(trusted('fd00:0:0:0:0:0:0:1')).toBe(true);
    expect(trusted('fd00::2')).toBe(false);
    expect(trusted('fe80::1%eth0')).toBe(false);
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 address, on either side', () => {
    expect(matcher('127.0.0.1')('::ffff:127.0.0.1')).toBe(true);
    expect(matcher('127.0.0.0/8')('::FFFF:127.9.9.9')).toBe(true);
    expect(matcher('::ffff:10.1.0.0/112')('10.1.2.3')).toBe(true);
    expect(matcher('::ffff:10.1.0.0/112')('10.2.0.1')).toBe(false);
    expect(matcher('127.0.0.1')('::1')).toBe(false);
    expect(matcher('127.0.0.1')('::ffff:7f00:1')).toBe(true);
    expect(plainAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
  });

  it('matches nothing that is not an address', () => {
    const trusted = matcher('0.0.0.0/0', '::/0');
    expect(trusted('203.0.113.9')).toBe(true);
    expect(trusted('2001:db8::9')).toBe(true);
    for (const junk of ['', 'unknown', 'localhost', '1.2.3.4.5', '1.2.3.4, 5.6.7.8']) {
      expect(trusted(junk), junk).toBe(false);
    }
  });

  it('refuses what is not an address or a range', () => {
    for (const text of ['', 'nginx', '10.0.0.0/33', '2001:db8::/129', '10.0.0.1/8/8', '1.2.3']) {
      expect(parseRange(text), text).toBeUndefined();
    }
    expect(parseRange(' 10.0.0.0/8 ')).toEqual({ address: '10.0.0.0', prefix: 8, family: 'ipv4' });
  });
});

describe('an IP address', () => {
  it('is told from anything else as node:net tells it', () => {
    const texts = [
      '127.0.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '256.0.0.1',
      '1.2.3',
      '01.2.3.4',
      '::',
      '::1',
      '2001:db8::7',
      '2001:0db8:0000:0000:0000:ff00:0042:8329',
      '1:2:3:4:5:6:7:8',
      '1:2:3:4:5:6:7:8:9',
      '1::2::3',
      ':::1',
      '::ffff:10.0.0.1',
      '64:ff9b::192.0.2.33',
      '1:2:3:4:5:6:1.2.3.4',
      '1:2:3:4:5:6:7:1.2.3.4',
      'fe80::1%eth0',
      '12345::',
      'g::1',
      'localhost',
      '',
    ];
    for (const text of texts) expect(ipVersion(text), text).toBe(isIP(text));
  });
});
