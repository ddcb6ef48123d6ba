import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';

describe('clientAddress', () => {
  it('reads the configured header', () => {
    expect(clientAddress(new Headers({ 'x-real-ip': '203.0.113.7' }), 'x-real-ip')).toBe(
      '203.0.113.7',
    );
  });

  it('takes the right-most x-forwarded-for entry, the one our proxy appended', () => {
    const headers = new Headers({ 'x-forwarded-for': '1.2.3.4, 10.0.0.1, 203.0.113.7' });
    expect(clientAddress(headers, 'x-forwarded-for')).toBe('203.0.113.7');
  });

  it('believes no header when no proxy is trusted', () => {
    const headers = new Headers({ 'x-real-ip': '203.0.113.7', 'x-forwarded-for': '203.0.113.8' });
    expect(clientAddress(headers, undefined)).toBe('unknown');
  });

  it('puts requests without the header, or with junk in it, in the shared bucket', () => {
    expect(clientAddress(new Headers(), 'x-real-ip')).toBe('unknown');
    expect(clientAddress(new Headers({ 'x-real-ip': 'x'.repeat(100) }), 'x-real-ip')).toBe(
      'unknown',
    );
  });
});
