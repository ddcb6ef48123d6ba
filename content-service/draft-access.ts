// The draft switch of the content API: `draft=1` reads what the content team has not published
// yet, and only with the preview token in `X-Preview-Token`. The token is a server's credential
// (the website adds it while an editor previews); the search calls never answer drafts.
import { createHash, timingSafeEqual } from 'node:crypto';
import { previewTokenHeader } from '#lib/content/draft-fetch.ts';
import { HttpError } from './params.ts';

/** Search reads published content only, whoever asks. */
const draftlessPaths = new Set([
  '/api/helpInfo/selInfo',
  '/api/searchToInfo/list',
  '/api/searchToInfo/parentId',
]);

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** Whether the call reads drafts; a malformed or unauthorised switch is an HttpError. */
export function readsDrafts(
  path: string,
  params: URLSearchParams,
  given: string | undefined,
  previewToken: string | undefined,
): boolean {
  const values = params.getAll('draft');
  if (values.length > 1) throw new HttpError(400, `draft is given ${values.length} times`);
  const [value] = values;
  if (value === undefined || value === '' || value === '0') return false;
  if (value !== '1') throw new HttpError(400, 'draft must be 0 or 1');
  if (draftlessPaths.has(path)) {
    throw new HttpError(400, `${path} reads published content only; it takes no draft`);
  }
  if (!previewToken) {
    throw new HttpError(401, 'drafts are off: the service has no preview token configured');
  }
  if (!given) throw new HttpError(401, `draft=1 needs the preview token in ${previewTokenHeader}`);
  // Compared as digests: equal lengths, so the comparison says nothing about the token's length.
  if (!timingSafeEqual(digest(given), digest(previewToken))) {
    throw new HttpError(401, `${previewTokenHeader} does not match`);
  }
  return true;
}
