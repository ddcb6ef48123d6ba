// The site's own routes answer a problem the same way: JSON that says what went wrong in a
// short message, never a stack or an upstream body. The default body is `{ error }`; an API
// whose contract has its own envelope (the drawing service's `{ code, msg, data }`) passes it.

/** The JSON body of a problem, given its status and message. */
export type ProblemBody = (status: number, message: string) => unknown;

export type ProblemInit = {
  headers?: HeadersInit;
  body?: ProblemBody;
};

const errorBody: ProblemBody = (_status, message) => ({ error: message });

export function problem(status: number, message: string, init: ProblemInit = {}): Response {
  const { headers, body = errorBody } = init;
  return Response.json(body(status, message), { status, headers });
}

/** A route's answer to every method it does not serve: 405 with `Allow`. */
export function methodNotAllowed(
  allowed: string,
  message = `use ${allowed}`,
  init: ProblemInit = {},
): () => Response {
  return () => {
    const headers = new Headers(init.headers);
    headers.set('allow', allowed);
    return problem(405, message, { ...init, headers });
  };
}
