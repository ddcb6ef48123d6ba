// Reading an answer of another service with a bound on its size: a service (or something in
// front of it) that answers without end must not fill the server's memory. The bound is checked
// twice: against Content-Length before anything is read, and by counting while the body streams
// in, since a chunked answer announces no length.

/** An answer larger than the reader allows; nothing past the bound was read. */
export class AnswerTooLargeError extends Error {
  override name = 'AnswerTooLargeError';
  readonly maxBytes: number;

  constructor(maxBytes: number) {
    super(`the answer is larger than ${describeBytes(maxBytes)}, the most the site reads`);
    this.maxBytes = maxBytes;
  }
}

/** `8 MB` for 8 × 1024 × 1024, `512 kB` for 512 × 1024: as the documents state the bounds. */
export function describeBytes(bytes: number): string {
  if (bytes >= 1 << 20 && bytes % (1 << 20) === 0) return `${bytes / (1 << 20)} MB`;
  if (bytes >= 1 << 10 && bytes % (1 << 10) === 0) return `${bytes / (1 << 10)} kB`;
  return `${bytes} bytes`;
}

/** The whole body of `response`, or AnswerTooLargeError once it passes `maxBytes`. */
export async function readBounded(
  response: Response,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new AnswerTooLargeError(maxBytes);
  }
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new AnswerTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The body as text (UTF-8, as `response.text()` reads it), within `maxBytes`. */
export async function readBoundedText(response: Response, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readBounded(response, maxBytes));
}

/**
 * The same answer with its body read within `maxBytes`, for a reader (openapi-fetch) that reads
 * it itself. The body is already decoded, so its length and encoding headers no longer apply.
 */
export async function boundedResponse(response: Response, maxBytes: number): Promise<Response> {
  const nullBody = [204, 205, 304].includes(response.status);
  const body = nullBody ? null : await readBounded(response, maxBytes);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** A 3xx: the site follows no redirect of another service, so that its credentials stay there. */
export function isRedirect(status: number): boolean {
  return status >= 300 && status < 400;
}
