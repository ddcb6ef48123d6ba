// The drawing proxy of the production server refuses what another web page could make a
// visitor's browser send: a cross-site POST, and a body that is not declared as JSON.
import { expect, test } from 'vitest';
import { site, siteUrl } from './site.ts';

const post = (path: string, headers: Record<string, string>, body: string) =>
  fetch(siteUrl(path), { method: 'POST', headers, body, redirect: 'manual' });

test('a cross-site text/plain drawing request is refused with 403 and a message', async () => {
  const response = await post(
    '/aiapi/v1/draw',
    {
      'content-type': 'text/plain',
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    },
    JSON.stringify({ prompt: 'a lighthouse' }),
  );
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual({
    code: 403,
    msg: 'requests from other sites are not accepted',
    data: null,
  });
});

test('a same-site drawing request whose body is not JSON is refused with 415', async () => {
  const response = await post(
    '/aiapi/v1/task/detail',
    { 'content-type': 'text/plain', origin: site.origin },
    JSON.stringify({ taskId: 'task-1' }),
  );
  expect(response.status).toBe(415);
  expect(await response.json()).toMatchObject({
    msg: 'the body must be sent as application/json',
  });
});
