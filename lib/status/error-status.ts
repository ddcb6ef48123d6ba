// What the error page says about an error: its HTTP status and, when the visitor may read it,
// its message. Pure, so the boundary stays small and the rules are tested.

type Shape = { status?: unknown; statusCode?: unknown; response?: { status?: unknown } };

function asStatus(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599
    ? value
    : undefined;
}

/** From the error, its status, or the response's status; 500 when none says. */
export function statusOf(error: unknown): number {
  if (typeof error !== 'object' || error === null) return 500;
  const shape = error as Shape;
  return (
    asStatus(shape.status) ?? asStatus(shape.statusCode) ?? asStatus(shape.response?.status) ?? 500
  );
}

/**
 * The error's own message, for errors raised in the browser. An error from the server carries a
 * digest and a message Next has replaced with a generic English sentence: the page's localised
 * text says it better.
 */
export function visibleMessage(error: { message?: string; digest?: string }): string | undefined {
  if (error.digest) return undefined;
  const message = error.message?.trim();
  return message ? message : undefined;
}
