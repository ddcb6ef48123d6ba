// What edge-hardening.test.ts sends as a visitor and expects of every answer the edge sends.
import { expect } from 'vitest';
import { headerValues, type RawAnswer } from './raw-request.ts';

/** A visitor at `address`, as the CDN in front of the edge (127.0.0.1) names it. */
export const visitor = (address: string) => ({ 'x-forwarded-for': address });

/** The headers a browser and the Observatory look for, each exactly once. */
export function expectSecurityHeaders(answer: RawAnswer, tls = true) {
  const once = ['x-content-type-options', 'x-frame-options', 'referrer-policy'];
  once.push('content-security-policy', ...(tls ? ['strict-transport-security'] : []));
  for (const name of once) expect(headerValues(answer, name), name).toHaveLength(1);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  if (tls) expect(answer.headers['strict-transport-security']).toMatch(/max-age=31536000/);
}
