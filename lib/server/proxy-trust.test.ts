import { describe, expect, it } from 'vitest';
import { proxyTrust, requestId, visitorAddress } from './proxy-trust.ts';

const edge = proxyTrust(['10.0.0.5', '127.0.0.1']);
const none = proxyTrust([]);

describe('the visitor address', () => {
  it('ignores the X-Real-IP a direct visitor forges', () => {
    expect(visitorAddress('203.0.113.9', '198.51.100.1', edge)).toBe('203.0.113.9');
    expect(visitorAddress('10.0.0.5', '198.51.100.1', none)).toBe('10.0.0.5');
  });

  it('believes the X-Real-IP of a listed proxy', () => {
    expect(visitorAddress('10.0.0.5', '198.51.100.1', edge)).toBe('198.51.100.1');
    expect(visitorAddress('::ffff:127.0.0.1', '2001:db8::7', edge)).toBe('2001:db8::7');
  });

  it('falls back to the proxy’s own address when it sends no address, or junk', () => {
    expect(visitorAddress('10.0.0.5', undefined, edge)).toBe('10.0.0.5');
    expect(visitorAddress('10.0.0.5', 'unknown', edge)).toBe('10.0.0.5');
    expect(visitorAddress('10.0.0.5', '1.1.1.1, 2.2.2.2', edge)).toBe('10.0.0.5');
    expect(visitorAddress('10.0.0.5', ['1.1.1.1', '2.2.2.2'], edge)).toBe('10.0.0.5');
  });

  it('writes an IPv4 visitor the same way whichever socket it came through', () => {
    expect(visitorAddress('::ffff:203.0.113.9', undefined, none)).toBe('203.0.113.9');
    expect(visitorAddress('::ffff:127.0.0.1', '::ffff:198.51.100.1', edge)).toBe('198.51.100.1');
    expect(visitorAddress(undefined, '198.51.100.1', edge)).toBeUndefined();
  });
});

describe('the request id', () => {
  it('keeps the id a listed proxy gives, when it is short and safe', () => {
    expect(requestId('10.0.0.5', 'a1b2c3d4e5f60718293a4b5c6d7e8f90', edge)).toBe(
      'a1b2c3d4e5f60718293a4b5c6d7e8f90',
    );
    expect(requestId('10.0.0.5', 'edge-1.req_42', edge)).toBe('edge-1.req_42');
  });

  it('replaces the id a direct visitor sends, and an unsafe one from a proxy', () => {
    const fresh = /^[0-9a-f]{32}$/;
    expect(requestId('203.0.113.9', 'chosen-by-visitor', edge)).toMatch(fresh);
    for (const unsafe of ['', 'a b', 'x'.repeat(65), '"}{"level":"error', 'ünïcode']) {
      expect(requestId('10.0.0.5', unsafe, edge), unsafe).toMatch(fresh);
    }
    expect(requestId('10.0.0.5', undefined, edge)).not.toBe(requestId('10.0.0.5', undefined, edge));
  });
});
