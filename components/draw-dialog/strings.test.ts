import { describe, expect, it } from 'vitest';
import { DrawRequestError } from '#lib/draw/client.ts';
import en from '#locales/en/draw.json';
import zh from '#locales/zh/draw.json';
import { fill, requestErrorText } from './strings.ts';

describe('fill', () => {
  it('puts every value in its place and leaves unknown places alone', () => {
    expect(fill('{{count}} of {{max}} ({{unit}})', { count: 3, max: 500 })).toBe(
      '3 of 500 ({{unit}})',
    );
  });
});

describe('requestErrorText', () => {
  const text = en.dialog;

  it('tells a visitor who draws too often when to try again', () => {
    const error = new DrawRequestError(429, 'too many drawings', 42);
    expect(requestErrorText(error, text)).toBe('Too many drawings; please try again in 42 s');
    expect(requestErrorText(error, zh.dialog)).toContain('42');
  });

  it('shows the site’s own refusals as they come, in the language the client asked for', () => {
    const limited = new DrawRequestError(429, '绘制太频繁了，请 9 秒后再试', 9, 'visitor-limit');
    expect(requestErrorText(limited, zh.dialog)).toBe('绘制太频繁了，请 9 秒后再试');
    const noPass = new DrawRequestError(403, en.refusals.captcha, undefined, 'captcha');
    expect(requestErrorText(noPass, text)).toBe(en.refusals.captcha);
    // Another site's 403 says nothing a visitor can act on.
    expect(requestErrorText(new DrawRequestError(403, 'other sites'), text)).toBe(
      text.errors.service,
    );
  });

  it('tells a network failure apart from a failing service', () => {
    expect(requestErrorText(new DrawRequestError(0, 'offline'), text)).toBe(text.errors.network);
    expect(requestErrorText(new DrawRequestError(502, 'bad gateway'), text)).toBe(
      text.errors.service,
    );
    expect(requestErrorText(new DrawRequestError(504, 'timeout'), text)).toBe(text.errors.service);
  });

  it('asks for another description when the proxy refuses the request', () => {
    expect(requestErrorText(new DrawRequestError(400, 'prompt too long'), text)).toBe(
      text.errors.badRequest,
    );
    expect(requestErrorText(new DrawRequestError(413, 'too large'), text)).toBe(
      text.errors.badRequest,
    );
  });

  it('treats anything else as the service failing, never showing an internal message', () => {
    expect(requestErrorText(new TypeError('x is undefined'), text)).toBe(text.errors.service);
  });
});
