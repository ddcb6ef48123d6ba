// Telling the error notFound() throws from any other, for a page that renders its own 404
// screen (app/[locale]/_routes/not-found.tsx). Next's own unstable_rethrow uses the same test;
// no public API answers "is this notFound()?". Imported by server components: keep it to this.
import {
  getAccessFallbackHTTPStatus,
  isHTTPAccessFallbackError,
} from 'next/dist/client/components/http-access-fallback/http-access-fallback.js';

/** Whether `error` is what notFound() throws. */
export function isNotFoundError(error: unknown): boolean {
  return isHTTPAccessFallbackError(error) && getAccessFallbackHTTPStatus(error) === 404;
}
