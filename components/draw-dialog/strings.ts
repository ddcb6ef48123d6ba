// The dialog's strings (the `draw` namespace, see load-strings.ts) and the little it needs to use
// them: no i18next in the island, a plain object and `fill`.
import type zh from '#locales/zh/draw.json';
import { DrawRequestError } from '#lib/draw/client.ts';

export type DrawStrings = typeof zh;
export type DialogStrings = DrawStrings['dialog'];

import { fill } from '#lib/i18n/fill.ts';

export { fill };

/** What to tell the visitor about a request that failed before the service could answer. */
export function requestErrorText(error: unknown, strings: DialogStrings): string {
  if (!(error instanceof DrawRequestError)) return strings.errors.service;
  if (error.status === 0) return strings.errors.network;
  // The proxy's refusals a visitor can act on (no pass, a limit, the site's budget) come in the
  // page's language, which the client names in Accept-Language.
  if (error.reason !== undefined) return error.message;
  if (error.status === 429) {
    return fill(strings.errors.rateLimited, { seconds: error.retryAfterS ?? 60 });
  }
  if (error.status === 400 || error.status === 413) return strings.errors.badRequest;
  return strings.errors.service;
}
