// The request a piece of server code runs for, so that every log line written while a request is
// handled carries its id (lib/log.ts) without each caller passing it on. The production server
// (scripts/serve.ts) runs each request's handling inside `inRequest`.
//
// The storage hangs on globalThis under a Symbol.for key: Next compiles the route handlers, the
// instrumentation and the cache handler into bundles of their own, each with its own copy of
// this module, and all of them must read the store the server opened.
import { AsyncLocalStorage } from 'node:async_hooks';

export type RequestContext = {
  /** The request's id: the trusted edge's X-Request-Id, or a fresh one (./proxy-trust.ts). */
  reqId: string;
};

const key = Symbol.for('mantisoft.request-context');
const holder = globalThis as { [key]?: AsyncLocalStorage<RequestContext> };

function storage(): AsyncLocalStorage<RequestContext> {
  holder[key] ??= new AsyncLocalStorage<RequestContext>();
  return holder[key];
}

/** Runs `work` as part of the request `context`, and whatever it starts too. */
export function inRequest<T>(context: RequestContext, work: () => T): T {
  return storage().run(context, work);
}

/** The id of the request being handled, or undefined outside any. */
export function currentRequestId(): string | undefined {
  return storage().getStore()?.reqId;
}
