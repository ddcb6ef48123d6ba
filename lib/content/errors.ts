// What a content read throws. Each failure throws, never returns a fallback, so that ISR keeps
// serving the last good page (docs/architecture.md, rule 6).
import { errorBody } from '#content-schema/content.zod.ts';
import type { ContentFailure } from '../metrics/content.ts';

/**
 * Every failure of a content read: the endpoint's path, and the cache tags of the read, which
 * the read pipeline fills in so that a logged failure names what the webhook would refresh.
 */
export class ContentError extends Error {
  readonly path: string;
  tags: readonly string[] = [];

  constructor(path: string, message: string, options?: ErrorOptions) {
    super(message, options);
    this.path = path;
  }
}

/** The service answered with a status other than 200. */
export class ContentServiceError extends ContentError {
  override name = 'ContentServiceError';
  readonly status: number;
  readonly body: unknown;

  constructor(path: string, status: number, body: unknown) {
    super(path, `content service answered ${status} for ${path}: ${describe(body)}`);
    this.status = status;
    this.body = body;
  }
}

/** The service did not answer within the time limit. */
export class ContentTimeoutError extends ContentError {
  override name = 'ContentTimeoutError';
  readonly timeoutMs: number;

  constructor(path: string, timeoutMs: number) {
    super(path, `content service did not answer ${path} within ${timeoutMs} ms`);
    this.timeoutMs = timeoutMs;
  }
}

/** The service answered 200 with a body that breaks the contract. */
export class ContentValidationError extends ContentError {
  override name = 'ContentValidationError';
  readonly issues: readonly { path: PropertyKey[]; message: string }[];

  constructor(path: string, issues: readonly { path: PropertyKey[]; message: string }[]) {
    const first = issues[0];
    const where = first ? `${first.path.map(String).join('.') || '(root)'}: ${first.message}` : '';
    super(
      path,
      `content service sent an invalid body for ${path} (${issues.length} issue(s)) ${where}`,
    );
    this.issues = issues;
  }
}

/** The connection failed or closed, or the answer could not be read (a body that is not JSON). */
export class ContentUnreachableError extends ContentError {
  override name = 'ContentUnreachableError';

  constructor(path: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(path, `content service could not be read for ${path}: ${reason}`, { cause });
  }
}

/** The answer was larger than the site reads (lib/bounded-body.ts): refused, not parsed. */
export class ContentTooLargeError extends ContentUnreachableError {
  override name = 'ContentTooLargeError';
}

/**
 * A redirect: the site follows none, so that its preview token and request signature never reach
 * another address. Its body says where it led; the status is the service's.
 */
export function redirectBody(location: string | null): { message: string } {
  let where = 'nowhere';
  try {
    if (location) where = new URL(location, 'http://relative.invalid').origin;
  } catch {
    where = 'an address that is not a URL';
  }
  if (where === 'http://relative.invalid') where = 'the same origin';
  return { message: `a redirect to ${where}, which the site does not follow` };
}

/**
 * True only when the service said positively that the item does not exist: a 404 whose body is
 * the contract's `not_found` error. A 404 from anything in front of the service (a gateway's
 * HTML page, an empty or foreign body) is a failure like a 500, so the last good page stays.
 */
export function isNotFound(error: unknown): boolean {
  if (!(error instanceof ContentServiceError) || error.status !== 404) return false;
  const said = serviceRefusal(error);
  return said?.error === 'not_found' && said.status === 404;
}

/**
 * The contract's error body of a 4xx the service itself sent, or undefined: a 5xx, another
 * failure, or a 4xx from something in front of the service.
 */
export function serviceRefusal(error: unknown) {
  if (!(error instanceof ContentServiceError) || error.status < 400 || error.status >= 500) {
    return undefined;
  }
  const said = errorBody.safeParse(error.body);
  return said.success ? said.data : undefined;
}

/** What kind of failure a read threw, for the metrics; undefined for anything else. */
export function failureKind(error: unknown): ContentFailure | undefined {
  if (error instanceof ContentServiceError) {
    return serviceRefusal(error) === undefined ? 'status' : 'refused';
  }
  if (error instanceof ContentTimeoutError) return 'timeout';
  if (error instanceof ContentValidationError) return 'schema';
  if (error instanceof ContentUnreachableError) return 'network';
  return undefined;
}

function describe(body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body) return String(body.message);
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return text === undefined ? '(no body)' : text.slice(0, 200);
}
