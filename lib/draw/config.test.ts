import { describe, expect, it } from 'vitest';
import { readDrawConfig } from './config.ts';
import { defaultAiApiToken } from './default-token.ts';

describe('readDrawConfig', () => {
  it('points at the embedded demo with its token when nothing is set', () => {
    expect(readDrawConfig({})).toEqual({
      base: 'http://127.0.0.1:4010',
      demo: true,
      token: defaultAiApiToken,
      timeoutMs: 15_000,
      rateLimit: { limit: 5, windowS: 60 },
      detailRateLimit: { limit: 180, windowS: 60 },
      budget: { hour: 60, day: 300 },
      captchaRateLimit: { limit: 20, windowS: 60 },
      siteOrigin: 'http://localhost:3000',
    });
  });

  it('follows the embedded service to its port', () => {
    expect(readDrawConfig({ CONTENT_SERVICE_PORT: '4205' }).base).toBe('http://127.0.0.1:4205');
  });

  it('reads every variable, and ignores numbers that make no sense', () => {
    const config = readDrawConfig({
      AI_API_BASE: 'https://draw.example.com/',
      AI_API_TOKEN: 'real-token',
      AI_API_TIMEOUT_MS: '-3',
      AI_DRAW_RATE_LIMIT: '10',
      AI_DRAW_RATE_WINDOW_S: 'soon',
      AI_DETAIL_RATE_LIMIT: '30',
      AI_DETAIL_RATE_WINDOW_S: '0',
      AI_DRAW_BUDGET_HOUR: '0',
      AI_DRAW_BUDGET_DAY: '1000',
      AI_CAPTCHA_RATE_LIMIT: '8',
      AI_CAPTCHA_RATE_WINDOW_S: 'often',
      SITE_URL: 'https://www.example.com/zh',
    });
    expect(config).toEqual({
      base: 'https://draw.example.com',
      demo: false,
      token: 'real-token',
      timeoutMs: 15_000,
      rateLimit: { limit: 10, windowS: 60 },
      detailRateLimit: { limit: 30, windowS: 60 },
      budget: { hour: 60, day: 1000 },
      captchaRateLimit: { limit: 8, windowS: 60 },
      siteOrigin: 'https://www.example.com',
    });
  });
});
