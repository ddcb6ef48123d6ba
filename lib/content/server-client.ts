// The site's own content client, configured from server-only environment variables.
import 'server-only';
import { type ContentClient, createContentClient, defaultContentApiBase } from './client.ts';

let shared: ContentClient | undefined;

export function contentClient(): ContentClient {
  shared ??= createContentClient({
    baseUrl: process.env.CONTENT_API_BASE || defaultContentApiBase,
    timeoutMs: positiveNumber(process.env.CONTENT_API_TIMEOUT_MS),
    signSecret: process.env.CONTENT_API_SIGN_SECRET || undefined,
  });
  return shared;
}

function positiveNumber(value: string | undefined): number | undefined {
  const number = Number(value);
  return value && Number.isFinite(number) && number > 0 ? number : undefined;
}
