// How the server reports a failed request or background regeneration (instrumentation.ts): one
// JSON line per failure, with the page, its route, the cache tags of the content read that
// failed and the cause, and nothing else. Next reports one error more than once (a page's
// metadata and body, the render and the cache that waited for it) and prints it itself on top;
// an error already reported is not written again, and Next's own print of it is held back.
import { type LogFields, log } from './log.ts';

export type FailedRequest = { path: string; method: string };
export type FailureContext = {
  routerKind?: string;
  routePath?: string;
  routeType?: string;
  renderSource?: string;
  revalidateReason?: string;
};

/** The tags a content error carries (lib/content/errors.ts), read by shape: a bundle may hold
 * two copies of the class. */
function tagsOf(error: unknown): string[] | undefined {
  if (typeof error !== 'object' || error === null || !('tags' in error)) return undefined;
  const { tags } = error;
  return Array.isArray(tags) && tags.every((tag) => typeof tag === 'string') ? tags : undefined;
}

export function failureFields(
  error: unknown,
  request: FailedRequest,
  context: FailureContext,
): LogFields {
  // React replaces a server component's error with a digest in what the browser sees; the same
  // digest in the log leads from a visitor's report to the cause.
  const digest =
    typeof error === 'object' && error && 'digest' in error ? String(error.digest) : undefined;
  return {
    method: request.method,
    // The page being rendered, or regenerated in the background when revalidateReason is set.
    path: request.path,
    route: context.routePath,
    routeType: context.routeType,
    renderSource: context.renderSource,
    revalidateReason: context.revalidateReason,
    tags: tagsOf(error),
    digest,
    cause: error,
  };
}

export type FailureReporter = {
  report: (error: unknown, request: FailedRequest, context: FailureContext) => void;
  /** Whether this value is an error already written to the log. */
  reported: (value: unknown) => boolean;
};

export function createFailureReporter(write = log.error): FailureReporter {
  const seen = new WeakSet<object>();
  const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;
  return {
    report: (error, request, context) => {
      if (isObject(error)) {
        if (seen.has(error)) return;
        seen.add(error);
      }
      write('request failed', failureFields(error, request, context));
    },
    reported: (value) => isObject(value) && seen.has(value),
  };
}

/**
 * A failure Next hands to the instrumentation hook, which it prints itself just before (and
 * again after a failed background regeneration): an error met while rendering, which React
 * stamps with a digest, and a failed content read (it carries its tags), which reaches Next only
 * by failing a page or a route handler.
 */
function isHookedFailure(value: unknown): boolean {
  if (!(value instanceof Error)) return false;
  return ('digest' in value && typeof value.digest === 'string') || tagsOf(value) !== undefined;
}

/**
 * Holds back `console.error` calls that print an error the reporter writes, already or next:
 * Next's own prints of a failure are several lines of text beside its one JSON line. Any other
 * call passes unchanged.
 */
export function holdBackRepeats(
  target: Pick<Console, 'error'>,
  reported: (value: unknown) => boolean,
): void {
  const original = target.error.bind(target);
  target.error = (...args: unknown[]) => {
    if (args.some((arg) => reported(arg) || isHookedFailure(arg))) return;
    original(...args);
  };
}
