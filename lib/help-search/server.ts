// The search route's content client: the site's, with answers kept a minute in Next's data
// cache and a time limit a visitor can wait for.
import 'server-only';
import { type ContentClient, createContentClient } from '../content/client.ts';
import { contentClientOptions } from '../content/server-client.ts';
import { createHelpSearch, searchCacheSeconds, searchTimeoutMs } from './search.ts';

let client: ContentClient | undefined;

function searchClient(): ContentClient {
  if (client) return client;
  const options = contentClientOptions();
  client = createContentClient({
    ...options,
    timeoutMs: Math.min(options.timeoutMs ?? searchTimeoutMs, searchTimeoutMs),
    revalidate: searchCacheSeconds,
  });
  return client;
}

/** One search for the whole server process, so identical queries in flight share one read. */
export const searchHelp = createHelpSearch(searchClient);
