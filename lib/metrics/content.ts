// What the content service costs the site and how its reads fail, by endpoint: the contract's
// path template (`/api/announcement/getAnno`), a set the contract fixes, never the URL.
//
// Reads and their failures are counted where the read pipeline sees them (lib/content/client.ts).
// But a read that Next's data cache answers looks to the pipeline exactly like a call, and a stale
// entry is refreshed by Next in the background, out of the pipeline's sight; so the calls
// themselves, and their time, are counted where they leave the process: Node's fetch publishes
// each request on undici's diagnostics channels, and a request that starts inside a read carries
// the read's endpoint (an AsyncLocalStorage). Only requests that reach the network count.
import { AsyncLocalStorage } from 'node:async_hooks';
import { subscribe } from 'node:diagnostics_channel';
import { Counter, Histogram } from 'prom-client';
import { metric } from './registry.ts';

/**
 * How a read failed: the service's own 4xx in the contract's words (`refused`, e.g. not found),
 * any other status, no answer in time, a body that breaks the contract, no connection or a body
 * that is not JSON.
 */
export type ContentFailure = 'refused' | 'status' | 'timeout' | 'schema' | 'network';

const reads = () =>
  metric(
    'mantisoft_content_reads_total',
    (registry) =>
      new Counter({
        name: 'mantisoft_content_reads_total',
        help: 'Content reads begun, by endpoint, whether the service or the data cache answers',
        labelNames: ['endpoint'],
        registers: [registry],
      }),
  );

const failures = () =>
  metric(
    'mantisoft_content_errors_total',
    (registry) =>
      new Counter({
        name: 'mantisoft_content_errors_total',
        help: 'Content reads that failed, by endpoint and kind',
        labelNames: ['endpoint', 'kind'],
        registers: [registry],
      }),
  );

const calls = () =>
  metric(
    'mantisoft_content_calls_total',
    (registry) =>
      new Counter({
        name: 'mantisoft_content_calls_total',
        help: 'Requests sent to the content service, by endpoint and status class (none: no answer)',
        labelNames: ['endpoint', 'status'],
        registers: [registry],
      }),
  );

const callSeconds = () =>
  metric(
    'mantisoft_content_call_duration_seconds',
    (registry) =>
      new Histogram({
        name: 'mantisoft_content_call_duration_seconds',
        help: 'Time from a request to the content service to the end of its answer, by endpoint',
        labelNames: ['endpoint'],
        buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
        registers: [registry],
      }),
  );

/**
 * Runs one content read: counts it, counts its failure by `failureOf` (undefined: not a failure of
 * the read, such as a signal Next throws through fetch), and marks the requests it sends with its
 * endpoint.
 */
export async function measureContentRead<T>(
  endpoint: string,
  run: () => Promise<T>,
  failureOf: (error: unknown) => ContentFailure | undefined,
): Promise<T> {
  reads().inc({ endpoint });
  try {
    return await readsInFlight().run(endpoint, run);
  } catch (error) {
    const kind = failureOf(error);
    if (kind) failures().inc({ endpoint, kind });
    throw error;
  }
}

/** undici's request, as its diagnostics channels show it: only its identity matters here. */
type Message = { request: object; response?: { statusCode: number } };
type Call = { endpoint: string; startedAt: number; status: string };

const key = Symbol.for('mantisoft.metrics.content-calls');

/**
 * The endpoint of the read under way, one per process: the read pipeline is bundled into several
 * server chunks, and the channels are subscribed once for all of them.
 */
function readsInFlight(): AsyncLocalStorage<string> {
  const holder = globalThis as { [key]?: AsyncLocalStorage<string> };
  let endpoints = holder[key];
  if (endpoints) return endpoints;
  endpoints = new AsyncLocalStorage<string>();
  holder[key] = endpoints;
  watchCalls(endpoints);
  return endpoints;
}

function watchCalls(endpoints: AsyncLocalStorage<string>): void {
  // Keyed by undici's own request object: one that never ends is forgotten with it.
  const open = new WeakMap<object, Call>();
  subscribe('undici:request:create', (message) => {
    const endpoint = endpoints.getStore();
    if (endpoint === undefined) return;
    open.set((message as Message).request, {
      endpoint,
      startedAt: performance.now(),
      status: 'none',
    });
  });
  subscribe('undici:request:headers', (message) => {
    const { request, response } = message as Message;
    const call = open.get(request);
    if (call && response) call.status = `${Math.floor(response.statusCode / 100)}xx`;
  });
  const end = (message: unknown) => {
    const { request } = message as Message;
    const call = open.get(request);
    if (!call) return;
    open.delete(request);
    calls().inc({ endpoint: call.endpoint, status: call.status });
    callSeconds().observe({ endpoint: call.endpoint }, (performance.now() - call.startedAt) / 1000);
  };
  subscribe('undici:request:trailers', end);
  subscribe('undici:request:error', end);
}
