// After a webhook, the instance that received it renders the pages the webhook made stale, at
// once, instead of waiting for a visitor (or the edge's refresh) to ask for each: by the time the
// edge's copy runs out, the new page is ready, here and, through Redis, on every instance. Pages
// are known by what this instance has served: each page's cache key names its path, and its
// entry its tags. A webhook renders at most `warmPagesPerWebhook` of them, the most recently
// served first; the others render on their next visit.
import { LRUCache } from 'lru-cache';
import { isKnownTag } from '../content/tags.ts';
import { defaultLocale } from '../i18n/locales.ts';
import { log } from '../log.ts';
import { routeCachePath } from '../next-internals/cache-entries.ts';

/** At most this many pages are rendered at once per webhook (the most recently served). */
export const warmPagesPerWebhook = 50;
/** How many served pages (path and tags) are remembered. */
const rememberedPages = 5000;
/** Renders asked for at the same time. */
const concurrency = 2;

/** The address a visitor asks for, from a page's cache key; null for anything else. */
export function pagePathOf(key: string): string | null {
  const path = routeCachePath(key);
  if (!path) return null;
  // The default locale's pages live under /zh inside the app and without a prefix outside.
  const inner = `/${defaultLocale}`;
  if (path === inner) return '/';
  return path.startsWith(`${inner}/`) ? path.slice(inner.length) : path;
}

export class ServedPages {
  /**
   * Each page's content tags, joined. A page's entry also carries Next's own tags of its path
   * and layouts (`_N_T_/…`, six on an announcement), which no webhook names (they take content
   * tags only, ../content/tags.ts): leaving those out, and keeping one string rather than an
   * array of them, makes each remembered page a few hundred bytes.
   */
  readonly #pages = new LRUCache<string, string>({ max: rememberedPages });

  /** A page was read or written with these tags. */
  remember(key: string, tags: readonly string[]): void {
    const path = pagePathOf(key);
    const content = tags.filter(isKnownTag);
    if (path && content.length > 0) this.#pages.set(path, content.join(','));
  }

  /** The paths of pages carrying any of `tags`, the most recently served first. */
  tagged(tags: readonly string[], limit = warmPagesPerWebhook): string[] {
    const wanted = new Set(tags);
    const found: string[] = [];
    for (const [path, pageTags] of this.#pages.entries()) {
      if (found.length >= limit) break;
      if (pageTags.split(',').some((tag) => wanted.has(tag))) found.push(path);
    }
    return found;
  }
}

/**
 * Asks this server for each path, a few at a time: a stale page answers at once and renders
 * anew in the background. Failures are logged, once per webhook; nothing waits for this.
 */
export async function warmPages(
  origin: string,
  paths: readonly string[],
  fetchPage: typeof fetch = fetch,
): Promise<void> {
  const queue = [...paths];
  let failed = 0;
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      try {
        const answer = await fetchPage(`${origin}${path}`, { redirect: 'manual' });
        await answer.arrayBuffer();
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, paths.length) }, worker));
  if (failed > 0) log.warn('webhook: pages could not be rendered ahead', { origin, failed });
}
