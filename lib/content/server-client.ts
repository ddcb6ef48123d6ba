// The site's own content clients, configured from the server's settings.
import 'server-only';
import { config } from '../config/index.ts';
import { draftState } from '../preview/draft-state.ts';
import { type ContentClient, type ContentClientOptions, createContentClient } from './client.ts';

let pages: ContentClient | undefined;
let published: ContentClient | undefined;

/**
 * The pages' client: published content, or the drafts while an editor previews (Next's draft
 * mode with a valid draft session, both set by app/api/preview) and the site has a
 * CONTENT_PREVIEW_TOKEN.
 */
export function contentClient(): ContentClient {
  pages ??= createContentClient({ ...contentClientOptions(), previewToken: previewTokenNow });
  return pages;
}

/**
 * Published content only, even for an editor in preview: what the sitemap, the feeds, the
 * release list and the stable download links serve, since programs keep what they read there.
 */
export function publishedContentClient(): ContentClient {
  published ??= createContentClient(contentClientOptions());
  return published;
}

/** The options the environment sets, for a client that needs some of its own (the search's). */
export function contentClientOptions(): ContentClientOptions {
  const { apiBase, timeoutMs, signSecret } = config().content;
  return { baseUrl: apiBase, timeoutMs, signSecret };
}

async function previewTokenNow(): Promise<string | undefined> {
  const token = config().content.previewToken;
  if (!token) return undefined;
  return (await draftState()) === 'on' ? token : undefined;
}
