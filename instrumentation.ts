// Failures of background regeneration never reach a visitor (the last good page is served), so
// they are reported here, one log line each, with what an operator needs to find the cause.
import type { Instrumentation } from 'next';
import { log } from '#lib/log.ts';

// The drawing proxy limits visitors by the address of their connection, which Next does not
// show route handlers: it is passed on from the Node server (lib/draw/peer-address.ts).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { stampPeerAddresses } = await import('#lib/draw/peer-address.ts');
  stampPeerAddresses();
}

export const onRequestError: Instrumentation.onRequestError = (error, request, context) => {
  // React replaces a server component's error with a digest in what the browser sees; the same
  // digest in the log leads from a visitor's report to the cause.
  const digest =
    typeof error === 'object' && error && 'digest' in error ? String(error.digest) : undefined;
  log.error('request failed', {
    method: request.method,
    // The page being rendered, or regenerated in the background when revalidateReason is set.
    path: request.path,
    route: context.routePath,
    routeType: context.routeType,
    renderSource: context.renderSource,
    revalidateReason: context.revalidateReason,
    digest,
    cause: error,
  });
};
