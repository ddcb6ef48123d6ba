// The dialog's strings (the `draw` namespace, see load-strings.ts) and the little it needs to use
// them: no i18next in the island, a plain object and `fill`.
import type zh from '#locales/zh/draw.json';
import { DrawRequestError } from '#lib/draw/client.ts';

export type DrawStrings = typeof zh;
export type DialogStrings = DrawStrings['dialog'];

/** Puts values into a string's `{{name}}` places; an unknown place is left as it is. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (place, name: string) =>
    name in values ? String(values[name]) : place,
  );
}

/** What to tell the visitor about a request that failed before the service could answer. */
export function requestErrorText(error: unknown, strings: DialogStrings): string {
  if (!(error instanceof DrawRequestError)) return strings.errors.service;
  if (error.status === 0) return strings.errors.network;
  if (error.status === 429) {
    return fill(strings.errors.rateLimited, { seconds: error.retryAfterS ?? 60 });
  }
  if (error.status === 400 || error.status === 413) return strings.errors.badRequest;
  return strings.errors.service;
}
