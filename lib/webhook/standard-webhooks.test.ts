import { describe, expect, it } from 'vitest';
import { secretKey, sign, signedWebhook, verify } from './standard-webhooks.ts';

// Reference vector computed independently:
//   printf '%s' 'msg_1.1763800000.{"tags":["help"]}' | openssl dgst -sha256 -hmac 'topsecret' -binary | base64
const vector = {
  secret: 'topsecret',
  id: 'msg_1',
  timestamp: 1763800000,
  body: '{"tags":["help"]}',
  signature: 'v1,10lCC5qGujlrsT1gKCZvHor6gaD9zRoBG6dSv9uJxPQ=',
};
const now = vector.timestamp * 1000;
const headers = { id: vector.id, timestamp: String(vector.timestamp), signature: vector.signature };

describe('sign', () => {
  it('matches an independently computed HMAC-SHA256', () => {
    expect(sign(vector.secret, vector.id, vector.timestamp, vector.body)).toBe(vector.signature);
  });

  it('decodes whsec_ secrets as base64', () => {
    expect(secretKey('whsec_' + Buffer.from('topsecret').toString('base64'))).toEqual(
      Buffer.from('topsecret'),
    );
  });
});

describe('verify', () => {
  it('accepts the right signature within the tolerance, also among several', () => {
    expect(verify(vector.secret, headers, vector.body, now + 299_000)).toEqual({ ok: true });
    const rotated = { ...headers, signature: `v1,AAAA ${vector.signature}` };
    expect(verify(vector.secret, rotated, vector.body, now)).toEqual({ ok: true });
  });

  it.each([
    ['another secret', 'signature', { secret: 'other' }],
    ['a changed body', 'signature', { body: '{"tags":["announcement"]}' }],
    ['a changed id', 'signature', { headers: { ...headers, id: 'msg_2' } }],
    ['a stale timestamp', 'timestamp', { now: now + 301_000 }],
    ['a future timestamp', 'timestamp', { now: now - 301_000 }],
    ['a missing signature', 'headers', { headers: { ...headers, signature: null } }],
    [
      'another version',
      'signature',
      { headers: { ...headers, signature: vector.signature.replace('v1,', 'v2,') } },
    ],
    [
      'a non-numeric timestamp',
      'timestamp',
      { headers: { ...headers, timestamp: '1763800000.5' } },
    ],
  ])(
    'refuses %s, for its %s',
    (
      _,
      fault,
      change: { secret?: string; body?: string; now?: number; headers?: typeof headers | object },
    ) => {
      const verdict = verify(
        change.secret ?? vector.secret,
        { ...headers, ...change.headers },
        change.body ?? vector.body,
        change.now ?? now,
      );
      expect(verdict).toMatchObject({ ok: false, fault });
    },
  );
});

describe('signedWebhook', () => {
  it('builds the reference call, and a fresh id for each call by default', () => {
    const { id, timestamp, secret } = vector;
    const call = signedWebhook(secret, ['help'], { id, timestamp });
    expect(call.body).toBe(vector.body);
    expect(call.headers).toEqual({
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': vector.signature,
    });
    const first = signedWebhook(secret, ['help']).headers;
    const second = signedWebhook(secret, ['help']).headers;
    expect(first['webhook-id']).not.toBe(second['webhook-id']);
    const headers = {
      id: first['webhook-id'] ?? null,
      timestamp: first['webhook-timestamp'] ?? null,
      signature: first['webhook-signature'] ?? null,
    };
    expect(verify(secret, headers, vector.body)).toEqual({ ok: true });
  });
});
