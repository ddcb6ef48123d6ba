import { describe, expect, it } from 'vitest';
import { visitorKey } from './visitor-key.ts';

describe('visitorKey', () => {
  it('counts an IPv4 address as itself, also when a v6 socket maps it', () => {
    expect(visitorKey('203.0.113.7')).toBe('203.0.113.7');
    expect(visitorKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one visitor', () => {
    const phone = visitorKey('2001:db8:1234:5678:aaaa:bbbb:cccc:dddd');
    expect(phone).toBe('2001:db8:1234:5678::/64');
    expect(visitorKey('2001:0db8:1234:5678::1')).toBe(phone);
    expect(visitorKey('2001:db8:1234:5678:ffff::9%eth0')).toBe(phone);
    expect(visitorKey('2001:db8:1234:5679::1')).not.toBe(phone);
  });

  it('reads the compressed forms of the prefix', () => {
    expect(visitorKey('::1')).toBe('0:0:0:0::/64');
    expect(visitorKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });

  it('keeps what is not an address as it is', () => {
    expect(visitorKey('unknown')).toBe('unknown');
    expect(visitorKey('2001:db8::zz')).toBe('2001:db8::zz');
  });
});
