// What the page and data cache answers (lib/cache/cache-handler.ts), and what filling it costs.
//
// Each lookup Next makes is a hit, a stale answer (an entry served while Next renders it again in
// the background: a tag marked since it was made, or its lifetime run out) or a miss (nothing, so
// the visitor or the page being rendered waits for a render or a fetch), by kind: page, route
// handler, fetch data.
//
// Render and regeneration times: Next offers no public hook around a render (its own spans need
// OpenTelemetry), but every render of a cached page or fetch begins with the handler's lookup of
// its key and ends with the handler's set() of the same key. So a miss or a stale answer opens a
// fill of its key, and the set() that follows closes it: the time between them is the render (a
// miss filled) or the regeneration (a stale entry refreshed in the background). Lookups of a key
// whose fill is open join it (Next renders a key once at a time; visitors meanwhile find the same
// stale entry), so the time runs from the lookup that started the render. A render that fails
// stores nothing: its fill is dropped once `windowMs` has passed (content reads give up after 60
// s), or replaced by the next lookup after that. A set() that no lookup opened (the build's
// prerendering) times nothing.
import { Counter, Histogram } from 'prom-client';
import { lookupKind } from '../next-internals/cache-entries.ts';
import { metric } from './registry.ts';

export type CacheKind = 'page' | 'route' | 'fetch';
export type LookupResult = 'hit' | 'stale' | 'miss';

/** The label of the kind Next names in a lookup; undefined for kinds the site does not cache. */
export function cacheKindOf(kind: string | undefined): CacheKind | undefined {
  switch (kind) {
    case lookupKind.appPage:
    case lookupKind.pages:
      return 'page';
    case lookupKind.appRoute:
      return 'route';
    case lookupKind.fetch:
      return 'fetch';
    default:
      return undefined;
  }
}

const lookups = () =>
  metric(
    'mantisoft_cache_lookups_total',
    (registry) =>
      new Counter({
        name: 'mantisoft_cache_lookups_total',
        help: 'Lookups of the page and data cache, by kind and result (hit, stale, miss)',
        labelNames: ['kind', 'result'],
        registers: [registry],
      }),
  );

const fillSeconds = (name: string, help: string) =>
  metric(
    name,
    (registry) =>
      new Histogram({
        name,
        help,
        labelNames: ['kind'],
        buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
        registers: [registry],
      }),
  );

const renderSeconds = () =>
  fillSeconds(
    'mantisoft_cache_render_seconds',
    'Time from a cache miss to the entry stored, by kind',
  );
const regenerationSeconds = () =>
  fillSeconds(
    'mantisoft_cache_regeneration_seconds',
    'Time from a stale answer to the entry refreshed in the background, by kind',
  );

// Label sets made once: a lookup passes one of these instead of building an object.
const kinds: readonly CacheKind[] = ['page', 'route', 'fetch'];
const results: readonly LookupResult[] = ['hit', 'stale', 'miss'];
const lookupLabels = Object.fromEntries(
  kinds.map((kind) => [
    kind,
    Object.fromEntries(results.map((result) => [result, { kind, result }])),
  ]),
) as Record<CacheKind, Record<LookupResult, { kind: CacheKind; result: LookupResult }>>;
const kindLabels = Object.fromEntries(kinds.map((kind) => [kind, { kind }])) as Record<
  CacheKind,
  { kind: CacheKind }
>;

type Fill = { kind: CacheKind; regeneration: boolean; at: number };

export type CacheMetricsOptions = {
  /** A fill older than this is a render that failed: it is not timed. */
  windowMs?: number;
  /** Open fills kept at most; the oldest is dropped first. */
  maxOpen?: number;
};

/** Counts a cache handler's lookups and times its fills; one per process. */
export class CacheMetrics {
  readonly #windowMs: number;
  readonly #maxOpen: number;
  /** Open fills by key, oldest first (a Map keeps insertion order). */
  readonly #open = new Map<string, Fill>();

  constructor({ windowMs = 2 * 60_000, maxOpen = 10_000 }: CacheMetricsOptions = {}) {
    this.#windowMs = windowMs;
    this.#maxOpen = maxOpen;
  }

  /** A lookup of `key` (of Next's `kind`) at `at` found this. */
  lookedUp(key: string, kind: string | undefined, result: LookupResult, at: number): void {
    const label = cacheKindOf(kind);
    if (!label) return;
    lookups().inc(lookupLabels[label][result]);
    if (result === 'hit') return;
    const open = this.#open.get(key);
    if (open && at - open.at < this.#windowMs) return;
    this.#open.delete(key);
    this.#open.set(key, { kind: label, regeneration: result === 'stale', at });
    if (this.#open.size > this.#maxOpen) {
      const oldest = this.#open.keys().next();
      if (!oldest.done) this.#open.delete(oldest.value);
    }
  }

  /** `key` was stored at `at`: the end of its open fill, if any. */
  stored(key: string, at: number): void {
    const fill = this.#open.get(key);
    if (!fill) return;
    this.#open.delete(key);
    const elapsed = at - fill.at;
    if (elapsed > this.#windowMs) return;
    const histogram = fill.regeneration ? regenerationSeconds() : renderSeconds();
    histogram.observe(kindLabels[fill.kind], elapsed / 1000);
  }
}
