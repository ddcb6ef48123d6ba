// The drawing proxy of the production server refuses what another web page could make a
// visitor's browser send: a cross-site POST, and a body that is not declared as JSON.
import { expect, test } from '@playwright/test';

const prompt = JSON.stringify({ prompt: 'a lighthouse' });

test('a cross-site text/plain drawing request is refused with 403 and a message', async ({
  request,
}) => {
  const response = await request.post('/aiapi/v1/draw', {
    headers: {
      'content-type': 'text/plain',
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    },
    data: prompt,
  });
  expect(response.status()).toBe(403);
  expect(await response.json()).toEqual({
    code: 403,
    msg: 'requests from other sites are not accepted',
    data: null,
  });
});

test('a same-site drawing request whose body is not JSON is refused with 415', async ({
  request,
  baseURL,
}) => {
  const response = await request.post('/aiapi/v1/task/detail', {
    headers: { 'content-type': 'text/plain', origin: baseURL ?? '' },
    data: JSON.stringify({ taskId: 'task-1' }),
  });
  expect(response.status()).toBe(415);
  expect((await response.json()) as { msg: string }).toMatchObject({
    msg: 'the body must be sent as application/json',
  });
});
