// Standard Webhooks signatures (https://www.standardwebhooks.com): HMAC-SHA256 over
// `${id}.${timestamp}.${body}`, sent as `v1,<base64>` in `webhook-signature`, possibly several
// separated by spaces during a secret rotation.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

export const toleranceSeconds = 5 * 60;

/** A `whsec_`-prefixed secret is base64; any other string is used as its UTF-8 bytes. */
export function secretKey(secret: string): Buffer {
  return secret.startsWith('whsec_')
    ? Buffer.from(secret.slice(6), 'base64')
    : Buffer.from(secret, 'utf8');
}

export function sign(secret: string, id: string, timestamp: number, body: string): string {
  const digest = createHmac('sha256', secretKey(secret))
    .update(`${id}.${timestamp}.${body}`)
    .digest('base64');
  return `v1,${digest}`;
}

/** A signed call of the revalidation webhook: its body and headers, for whoever sends one. */
export function signedWebhook(
  secret: string,
  tags: readonly string[],
  options: { id?: string; timestamp?: number } = {},
): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify({ tags });
  const id = options.id ?? `msg_${randomUUID()}`;
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': sign(secret, id, timestamp, body),
    },
  };
}

/** What a refused signature lacked: its headers, a timestamp near now, or a matching HMAC. */
export type SignatureFault = 'headers' | 'timestamp' | 'signature';

export type Verdict = { ok: true } | { ok: false; fault: SignatureFault; reason: string };

export function verify(
  secret: string,
  headers: { id: string | null; timestamp: string | null; signature: string | null },
  body: string,
  now: number = Date.now(),
): Verdict {
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature) {
    return {
      ok: false,
      fault: 'headers',
      reason: 'webhook-id, webhook-timestamp and webhook-signature are required',
    };
  }
  if (!/^\d{1,12}$/.test(timestamp))
    return { ok: false, fault: 'timestamp', reason: 'webhook-timestamp must be Unix seconds' };
  const seconds = Number(timestamp);
  if (Math.abs(now / 1000 - seconds) > toleranceSeconds) {
    return {
      ok: false,
      fault: 'timestamp',
      reason: 'webhook-timestamp is more than 5 minutes away from now',
    };
  }
  const expected = Buffer.from(sign(secret, id, seconds, body).slice(3), 'base64');
  const matches = signature.split(' ').some((candidate) => {
    const [version, value] = candidate.split(',', 2);
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches
    ? { ok: true }
    : { ok: false, fault: 'signature', reason: 'webhook-signature does not match' };
}
