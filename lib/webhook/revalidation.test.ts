import { describe, expect, it } from 'vitest';
import { ReplayGuard } from './replay-guard.ts';
import { decide } from './revalidation.ts';
import { sign } from './standard-webhooks.ts';

const secret = 'test-secret';
const now = 1763800000_000;

function call(body: string, options: { id?: string; secret?: string; guard?: ReplayGuard } = {}) {
  const id = options.id ?? 'msg_' + Math.random().toString(36).slice(2);
  const timestamp = now / 1000;
  return decide({
    secret: options.secret === undefined ? secret : options.secret,
    headers: { id, timestamp: String(timestamp), signature: sign(secret, id, timestamp, body) },
    body,
    guard: options.guard ?? new ReplayGuard(),
    now,
  });
}

describe('decide', () => {
  it('revalidates the known tags of a signed call, each once', async () => {
    expect(await call('{"tags":["help","download:linux","help"]}')).toEqual({
      status: 200,
      tags: ['help', 'download:linux'],
      replayed: false,
    });
  });

  it('refreshes the announcement lists with any one announcement', async () => {
    expect(await call('{"tags":["announcement:12","announcement:3","announcement:12"]}')).toEqual({
      status: 200,
      tags: ['announcement:12', 'announcement-list', 'announcement:3'],
      replayed: false,
    });
  });

  it('refreshes the help trees with any one help article', async () => {
    expect(await call('{"tags":["help:1001","help-tree","help:2011"]}')).toEqual({
      status: 200,
      tags: ['help:1001', 'help-tree', 'help:2011'],
      replayed: false,
    });
  });

  it('refuses everything when no secret is configured', async () => {
    expect(await call('{"tags":["help"]}', { secret: '' })).toMatchObject({
      status: 503,
      refusal: 'disabled',
    });
  });

  it('answers 401 for a signature made with another secret', async () => {
    const body = '{"tags":["help"]}';
    const result = await decide({
      secret: 'server-secret',
      headers: {
        id: 'm',
        timestamp: String(now / 1000),
        signature: sign('other', 'm', now / 1000, body),
      },
      body,
      guard: new ReplayGuard(),
      now,
    });
    expect(result).toMatchObject({
      status: 401,
      message: 'webhook-signature does not match',
      refusal: 'signature',
    });
  });

  it.each([
    ['not JSON', 'tags=help', 'the body must be JSON', 'body'],
    ['no tags', '{}', 'tags', 'body'],
    ['an empty list', '{"tags":[]}', 'at least one tag', 'body'],
    ['a tag that is not a string', '{"tags":[12]}', 'tags.0', 'body'],
    [
      'an unknown tag',
      '{"tags":["help","announcements","announcement:abc"]}',
      'unknown tag(s): announcements, announcement:abc',
      'tags',
    ],
  ])('answers 400 for %s', async (_, body, message, refusal) => {
    const result = await call(body);
    expect(result.status).toBe(400);
    expect(result).toHaveProperty('message', expect.stringContaining(message));
    expect(result).toHaveProperty('refusal', refusal);
  });

  it('acknowledges a replayed id without revalidating again', async () => {
    const guard = new ReplayGuard();
    expect(await call('{"tags":["help"]}', { id: 'msg_same', guard })).toMatchObject({
      tags: ['help'],
    });
    expect(await call('{"tags":["help"]}', { id: 'msg_same', guard })).toEqual({
      status: 200,
      tags: [],
      replayed: true,
    });
  });
});

describe('ReplayGuard', () => {
  it('forgets ids once their window has passed', () => {
    const guard = new ReplayGuard(1000);
    expect(guard.firstSeen('a', 0)).toBe(true);
    expect(guard.firstSeen('a', 999)).toBe(false);
    expect(guard.firstSeen('a', 1000)).toBe(true);
  });
});
