// The network call of a read made while an editor previews: the same call with the draft switch
// (`draft=1`) and the preview token (content-schema/openapi.yaml, "Drafts"), signed when the
// client signs, and never kept: no cache may hold what visitors must not see. A redirect is
// never followed: the token would go along to wherever it leads.
import { signUrl } from './sign.ts';

export const previewTokenHeader = 'x-preview-token';

export type DraftFetchOptions = {
  token: string;
  signSecret: string | undefined;
  network: typeof globalThis.fetch;
};

export function draftFetch(options: DraftFetchOptions): (request: Request) => Promise<Response> {
  const { token, signSecret, network } = options;
  return (request) => {
    const url = new URL(request.url);
    url.searchParams.set('draft', '1');
    const headers = new Headers(request.headers);
    headers.set(previewTokenHeader, token);
    return network(signSecret ? signUrl(url, signSecret) : url, {
      method: request.method,
      headers,
      signal: request.signal,
      cache: 'no-store',
      redirect: 'manual',
    });
  };
}
