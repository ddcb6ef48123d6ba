// The AI drawing service behind the site's proxy (/aiapi/v1/*), its limits per visitor (whose
// address comes from the connection, or from a trusted proxy: ./serving.ts, TRUSTED_PROXIES) and
// the whole site's drawing budget.
import { defaultAiApiToken } from '../draw/default-token.ts';
import { embeddedContentBase } from './content.ts';
import { setting, type Values } from './setting.ts';
import { count, httpOrigin, httpUrl, text } from './values.ts';

export const drawingVariables = {
  AI_API_BASE: setting(httpUrl('https://draw.mantisoft.com')),
  AI_API_TOKEN: setting(text, { secret: true }),
  AI_API_TIMEOUT_MS: setting(count('milliseconds'), { default: '15000' }),
  AI_PUBLIC_ORIGIN: setting(httpOrigin('https://img.draw.mantisoft.com'), { buildTime: true }),
  AI_DRAW_RATE_LIMIT: setting(count('drawings'), { default: '5' }),
  AI_DRAW_RATE_WINDOW_S: setting(count('seconds'), { default: '60' }),
  AI_DETAIL_RATE_LIMIT: setting(count('requests'), { default: '180' }),
  AI_DETAIL_RATE_WINDOW_S: setting(count('seconds'), { default: '60' }),
  AI_DRAW_BUDGET_HOUR: setting(count('drawings'), { default: '60' }),
  AI_DRAW_BUDGET_DAY: setting(count('drawings'), { default: '300' }),
  AI_CAPTCHA_RATE_LIMIT: setting(count('puzzles'), { default: '20' }),
  AI_CAPTCHA_RATE_WINDOW_S: setting(count('seconds'), { default: '60' }),
};

export function drawingConfig(
  values: Values<typeof drawingVariables> & { CONTENT_SERVICE_PORT: number },
) {
  return {
    /** True when AI_API_BASE is unset: the embedded service's demo draws, and the dialog says so. */
    demo: values.AI_API_BASE === undefined,
    /** Origin (and optional path prefix) of the service, without a trailing slash. */
    base: (values.AI_API_BASE ?? embeddedContentBase(values.CONTENT_SERVICE_PORT)).replace(
      /\/+$/,
      '',
    ),
    /** Sent as the auth-token header by the server, never to a browser. */
    token: values.AI_API_TOKEN ?? defaultAiApiToken,
    timeoutMs: values.AI_API_TIMEOUT_MS,
    /** Where the service's pictures come from, when not from AI_API_BASE's origin. */
    publicOrigin: values.AI_PUBLIC_ORIGIN,
    /** Drawings per visitor address and window. */
    rateLimit: { limit: values.AI_DRAW_RATE_LIMIT, windowS: values.AI_DRAW_RATE_WINDOW_S },
    /** Calls to client/detail and task/detail together, per visitor address and window. */
    detailRateLimit: {
      limit: values.AI_DETAIL_RATE_LIMIT,
      windowS: values.AI_DETAIL_RATE_WINDOW_S,
    },
    /** Drawings of the whole site per clock hour and per day (lib/draw/budget.ts). */
    budget: { hour: values.AI_DRAW_BUDGET_HOUR, day: values.AI_DRAW_BUDGET_DAY },
    /** Captcha puzzles per visitor and window. */
    captchaRateLimit: {
      limit: values.AI_CAPTCHA_RATE_LIMIT,
      windowS: values.AI_CAPTCHA_RATE_WINDOW_S,
    },
  };
}
