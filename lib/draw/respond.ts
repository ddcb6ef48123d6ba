// The proxy's answers: never cached, never carrying anything of the upstream response but its
// checked body. Errors keep the contract's envelope `{ code, msg, data: null }`, with `code`
// equal to the HTTP status, so the browser reads every answer the same way; a refusal the
// visitor can act on adds `reason` (./refusals.ts).
import { methodNotAllowed as notAllowed, problem, type ProblemBody } from '../http-problem.ts';

const noStore = { 'cache-control': 'no-store' };
const envelope: ProblemBody = (status, msg) => ({ code: status, msg, data: null });

export function answer(body: unknown): Response {
  return Response.json(body, { headers: noStore });
}

export type FailureInit = { headers?: Record<string, string>; reason?: string };

export function failure(status: number, msg: string, init: FailureInit = {}): Response {
  const { headers, reason } = init;
  const body: ProblemBody =
    reason === undefined ? envelope : (code, text) => ({ code, msg: text, data: null, reason });
  return problem(status, msg, { body, headers: { ...noStore, ...headers } });
}

export function methodNotAllowed(allow: 'GET' | 'POST' | 'GET, POST'): () => Response {
  return notAllowed(allow, `use ${allow}`, { body: envelope, headers: noStore });
}
