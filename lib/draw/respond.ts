// The proxy's answers: never cached, never carrying anything of the upstream response but its
// checked body. Errors keep the contract's envelope `{ code, msg, data: null }`, with `code`
// equal to the HTTP status, so the browser reads every answer the same way.

const noStore = { 'cache-control': 'no-store' };

export function answer(body: unknown): Response {
  return Response.json(body, { headers: noStore });
}

export function failure(status: number, msg: string, headers?: Record<string, string>): Response {
  return Response.json(
    { code: status, msg, data: null },
    { status, headers: { ...noStore, ...headers } },
  );
}
