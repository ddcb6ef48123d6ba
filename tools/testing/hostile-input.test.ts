// The property tests' verdict on an answer must be able to say no.
import { describe, expect, it } from 'vitest';
import { expectHonestAnswer } from './hostile-input.ts';

const stack = 'TypeError: x is undefined\n    at handler (/srv/app/route.ts:12:5)\n';

describe('an honest answer', () => {
  it('is a 2xx, 3xx or 4xx with a message', async () => {
    await expectHonestAnswer(Response.json({ ok: true }), 'ok');
    await expectHonestAnswer(new Response(null, { status: 308 }), 'redirect');
    await expectHonestAnswer(Response.json({ error: 'q is required' }, { status: 400 }), '400');
    await expectHonestAnswer(
      Response.json({ code: 429, msg: 'slow down' }, { status: 429 }),
      '429',
    );
  });

  it('is never a server error, a stack trace or an error without words', async () => {
    const refused = [
      Response.json({ error: 'boom' }, { status: 500 }),
      Response.json({ error: 'gateway' }, { status: 502 }),
      new Response(stack, { status: 200 }),
      Response.json({ error: stack }, { status: 400 }),
      Response.json({ error: '' }, { status: 404 }),
      Response.json({ detail: 'no message field' }, { status: 400 }),
    ];
    for (const response of refused) {
      await expect(expectHonestAnswer(response, 'refused')).rejects.toThrow();
    }
  });
});
