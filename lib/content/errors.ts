// What a content read throws. Each failure throws, never returns a fallback, so that ISR keeps
// serving the last good page (docs/architecture.md, rule 6).

/** The service answered with a status other than 200. */
export class ContentServiceError extends Error {
  override name = 'ContentServiceError';
  readonly status: number;
  readonly body: unknown;
  readonly path: string;

  constructor(path: string, status: number, body: unknown) {
    super(`content service answered ${status} for ${path}: ${describe(body)}`);
    this.path = path;
    this.status = status;
    this.body = body;
  }
}

/** The service did not answer within the time limit. */
export class ContentTimeoutError extends Error {
  override name = 'ContentTimeoutError';
  readonly path: string;
  readonly timeoutMs: number;

  constructor(path: string, timeoutMs: number) {
    super(`content service did not answer ${path} within ${timeoutMs} ms`);
    this.path = path;
    this.timeoutMs = timeoutMs;
  }
}

/** The service answered 200 with a body that breaks the contract. */
export class ContentValidationError extends Error {
  override name = 'ContentValidationError';
  readonly path: string;
  readonly issues: readonly { path: PropertyKey[]; message: string }[];

  constructor(path: string, issues: readonly { path: PropertyKey[]; message: string }[]) {
    const first = issues[0];
    const where = first ? `${first.path.map(String).join('.') || '(root)'}: ${first.message}` : '';
    super(`content service sent an invalid body for ${path} (${issues.length} issue(s)) ${where}`);
    this.path = path;
    this.issues = issues;
  }
}

/** True only when the service said positively that the item does not exist. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ContentServiceError && error.status === 404;
}

function describe(body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body) return String(body.message);
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return text === undefined ? '(no body)' : text.slice(0, 200);
}
