import { describe, expect, it } from 'vitest';
import { statusOf, visibleMessage } from './error-status.ts';

describe('statusOf', () => {
  it('reads the status from the error, its status code, or its response', () => {
    expect(statusOf(Object.assign(new Error('x'), { status: 503 }))).toBe(503);
    expect(statusOf({ statusCode: 404 })).toBe(404);
    expect(statusOf({ response: { status: 502 } })).toBe(502);
    expect(statusOf({ status: 429, response: { status: 500 } })).toBe(429);
  });

  it('says 500 when nothing gives an error status', () => {
    expect(statusOf(new Error('x'))).toBe(500);
    expect(statusOf({ status: 200 })).toBe(500);
    expect(statusOf({ status: '404' })).toBe(500);
    expect(statusOf('boom')).toBe(500);
    expect(statusOf(null)).toBe(500);
  });
});

describe('visibleMessage', () => {
  it("shows a browser error's message, not the server's generic one", () => {
    expect(visibleMessage({ message: 'Network error' })).toBe('Network error');
    expect(
      visibleMessage({
        message: 'An error occurred in the Server Components render.',
        digest: '12',
      }),
    ).toBeUndefined();
    expect(visibleMessage({ message: '  ' })).toBeUndefined();
  });
});
