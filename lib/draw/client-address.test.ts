import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';
import { peerAddressHeader, stampPeerAddresses } from './peer-address.ts';
import { proxyTrust } from '../server/proxy-trust.ts';

describe('clientAddress', () => {
  it('reads no header while nothing stamps addresses: every request shares one bucket', () => {
    const headers = new Headers({
      [peerAddressHeader]: '203.0.113.7',
      'x-real-ip': '203.0.113.8',
      'x-forwarded-for': '203.0.113.9',
    });
    expect(clientAddress(headers)).toBe('unknown');
  });

  it('reads the stamped address once the server stamps, and never a visitor’s header', () => {
    stampPeerAddresses(proxyTrust([]));
    expect(clientAddress(new Headers({ [peerAddressHeader]: '203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientAddress(new Headers({ 'x-real-ip': '203.0.113.8' }))).toBe('unknown');
    expect(clientAddress(new Headers({ [peerAddressHeader]: 'x'.repeat(100) }))).toBe('unknown');
  });
});
