// The checked body of a POST to the drawing proxy or the captcha, or the 4xx answer that says
// why it is refused: another site's request, a body not declared as JSON, one too large, or one
// its schema refuses. Nothing is read past the limit.
import type { z } from 'zod';
import { readLimitedText } from '../webhook/read-body.ts';
import { refuseCrossSite, refuseNonJson } from './request-guard.ts';
import { failure } from './respond.ts';

/** Largest request body accepted: a 500-character prompt, or a drag's trail, is far below it. */
export const maxBodyBytes = 8 * 1024;

export async function readPost<S extends z.ZodType>(
  request: Request,
  schema: S,
  siteOrigin: string | undefined,
): Promise<z.output<S> | Response> {
  return (
    refuseCrossSite(request, siteOrigin) ?? refuseNonJson(request) ?? readBody(request, schema)
  );
}

/** The body parsed by `schema`, or the 4xx answer that explains why it is not acceptable. */
async function readBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.output<S> | Response> {
  const text = await readLimitedText(request, maxBodyBytes);
  if (text === null) return failure(413, `the body is larger than ${maxBodyBytes} bytes`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return failure(400, 'the body must be a JSON object');
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const message = issue?.path.length === 0 ? 'the body must be a JSON object' : issue?.message;
  return failure(400, message ?? 'the body is not valid');
}
