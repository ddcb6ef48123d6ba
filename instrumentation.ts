// Failures of background regeneration never reach a visitor (the last good page is served), so
// they are reported here, one line each, with what an operator needs to find the cause.
import type { Instrumentation } from 'next';

export const onRequestError: Instrumentation.onRequestError = (error, request, context) => {
  const { name, message } =
    error instanceof Error ? error : { name: 'Error', message: String(error) };
  const digest =
    typeof error === 'object' && error && 'digest' in error ? String(error.digest) : undefined;
  console.error(
    JSON.stringify({
      level: 'error',
      event: 'request-error',
      error: name,
      message,
      digest,
      method: request.method,
      path: request.path,
      route: context.routePath,
      routeType: context.routeType,
      renderSource: context.renderSource,
      revalidateReason: context.revalidateReason,
    }),
  );
};
