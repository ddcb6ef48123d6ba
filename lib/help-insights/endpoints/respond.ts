// What the feedback and search-event endpoints answer: JSON, never stored by a cache (an answer
// is one visitor's), a problem as `{ error }` with a message.
import type { z } from 'zod';
import { declaresJson, isCrossSite } from '../../draw/request-guard.ts';
import type { RateLimiter } from '../../rate-limit/rate-limit.ts';
import { problem } from '../../http-problem.ts';
import { readLimitedText } from '../../webhook/read-body.ts';

const noStore = { 'cache-control': 'private, no-store' };

/** The largest body read: a 500-character comment, every character escaped, fits well below. */
export const maxBodyBytes = 8 * 1024;

export function ok(body: unknown): Response {
  return Response.json(body, { headers: noStore });
}

export function refuse(status: number, message: string, headers: Record<string, string> = {}) {
  return problem(status, message, { headers: { ...noStore, ...headers } });
}

export type Guard = {
  limiter: RateLimiter;
  /** The visitor a request counts against (lib/visitor-key.ts of its address). */
  visitor: (request: Request) => string;
  /** The site's public origin: a browser's request from any other site is refused. */
  siteOrigin: string;
};

/** A 403 for another site's request, or a 429 past the visitor's limit; null: go on. */
export async function refuseRequest(request: Request, guard: Guard): Promise<Response | null> {
  if (isCrossSite(request, guard.siteOrigin)) {
    return refuse(403, 'requests from other sites are not accepted');
  }
  const decision = await guard.limiter.hit(guard.visitor(request));
  if (decision.allowed) return null;
  const seconds = String(decision.retryAfterS);
  return refuse(429, `too many requests; try again in ${seconds} s`, { 'retry-after': seconds });
}

/** The checked JSON body, or the 4xx that says what is wrong with it. */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ ok: true; value: z.output<S> } | { ok: false; response: Response }> {
  if (!declaresJson(request)) {
    return { ok: false, response: refuse(415, 'the body must be sent as application/json') };
  }
  const text = await readLimitedText(request, maxBodyBytes);
  if (text === null) {
    return { ok: false, response: refuse(413, `the body must be at most ${maxBodyBytes} bytes`) };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, response: refuse(400, 'the body must be JSON') };
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const message = parsed.error.issues[0]?.message ?? 'the body is not valid';
  return { ok: false, response: refuse(400, message) };
}
