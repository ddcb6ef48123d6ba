// The site's own content client, configured from server-only environment variables.
import 'server-only';
import { parsePositive } from '../env.ts';
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
    timeoutMs: parsePositive(process.env.CONTENT_API_TIMEOUT_MS),
    signSecret: process.env.CONTENT_API_SIGN_SECRET || undefined,
  };
}
