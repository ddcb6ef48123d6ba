// Enters preview: a signed link from the content team's tooling (lib/preview/preview-link.ts,
// `npm run preview-link`) switches on Next's draft mode for this browser, with a draft session
// that ends with the link (lib/preview/draft-session.ts), and opens the page. While both last,
// pages render per request from the drafts and nothing is cached for anyone.
import type { NextRequest } from 'next/server';
import { config } from '#lib/config/index.ts';
import { methodNotAllowed, problem } from '#lib/http-problem.ts';
import { enterDraftMode } from '#lib/preview/draft-cookie.ts';
import { checkPreviewLink } from '#lib/preview/preview-link.ts';

const privateAnswer = { 'cache-control': 'private, no-store' };

export async function GET(request: NextRequest) {
  const { previewSecret, previewToken } = config().content;
  const verdict = checkPreviewLink(request.nextUrl.searchParams, previewSecret);
  if (!verdict.ok) return problem(verdict.status, verdict.message, { headers: privateAnswer });
  if (!previewToken) {
    return problem(503, 'preview is not set up: the site has no CONTENT_PREVIEW_TOKEN', {
      headers: privateAnswer,
    });
  }
  await enterDraftMode(request, verdict);
  // A relative Location: the browser resolves it against the address it used, whatever host
  // and scheme the edge in front of this instance answers on.
  return new Response(null, { status: 303, headers: { ...privateAnswer, location: verdict.path } });
}

const notAllowed = methodNotAllowed('GET', 'open the preview link with GET');
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
