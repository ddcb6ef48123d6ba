// The drawing proxy's refusals that a visitor must understand (no pass, a limit, the site's
// budget), in the visitor's language: the dialog names its page's locale in Accept-Language, and
// shows the message as it comes. Each carries `reason`, a fixed word a program can act on.
import en from '#locales/en/draw.json';
import zh from '#locales/zh/draw.json';
import { fill } from '../i18n/fill.ts';
import { preferredLocale } from '../i18n/negotiate.ts';
import { failure } from './respond.ts';

const texts = { zh: zh.refusals, en: en.refusals };

export type RefusalText = keyof typeof texts.zh;

/** The reason word of each refusal, in the answer's body and the operator's metrics. */
export const refusalReasons = {
  captcha: 'captcha',
  visitorLimit: 'visitor-limit',
  budgetHour: 'budget-hour',
  budgetDay: 'budget-day',
  captchaLimit: 'captcha-limit',
  puzzleGone: 'puzzle-gone',
} as const satisfies Record<RefusalText, string>;

export type RefusalReason = (typeof refusalReasons)[RefusalText];

/** The text of a refusal in the language the request asks for (Chinese unless English). */
export function refusalText(
  request: Request,
  text: RefusalText,
  values: Record<string, number> = {},
): string {
  const locale = preferredLocale(request.headers.get('accept-language'));
  return fill(texts[locale][text], values);
}

/**
 * A refusal as the proxy answers it: the envelope with the localised message and the reason;
 * `retryAfterS` also fills the message's time and the Retry-After header.
 */
export function refusal(
  request: Request,
  status: number,
  text: RefusalText,
  retryAfterS?: number,
): Response {
  const values: Record<string, number> =
    retryAfterS === undefined
      ? {}
      : {
          seconds: retryAfterS,
          minutes: Math.ceil(retryAfterS / 60),
          hours: Math.ceil(retryAfterS / 3600),
        };
  const headers = retryAfterS === undefined ? undefined : { 'retry-after': String(retryAfterS) };
  return failure(status, refusalText(request, text, values), {
    headers,
    reason: refusalReasons[text],
  });
}
