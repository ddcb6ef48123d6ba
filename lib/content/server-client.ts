// The site's own content client, configured from server-only environment variables.
import 'server-only';
import {
  type ContentClient,
  type ContentClientOptions,
  createContentClient,
  defaultContentApiBase,
} from './client.ts';

let shared: ContentClient | undefined;

export function contentClient(): ContentClient {
  shared ??= createContentClient(contentClientOptions());
  return shared;
}

/** The options the environment sets, for a client that needs some of its own (the search's). */
export function contentClientOptions(): ContentClientOptions {
  return {
    baseUrl: process.env.CONTENT_API_BASE || defaultContentApiBase,
    timeoutMs: positiveNumber(process.env.CONTENT_API_TIMEOUT_MS),
    signSecret: process.env.CONTENT_API_SIGN_SECRET || undefined,
  };
}

function positiveNumber(value: string | undefined): number | undefined {
  const number = Number(value);
  return value && Number.isFinite(number) && number > 0 ? number : undefined;
}
