// "Was this article helpful?": the visitor's answer of today, read and saved. The JSON contract is
// at the top of lib/help-insights/endpoints/feedback.ts.
import { feedbackEndpoints } from '#lib/help-insights/server.ts';
import { methodNotAllowed } from '#lib/http-problem.ts';

export function GET(request: Request) {
  return feedbackEndpoints().GET(request);
}

export function POST(request: Request) {
  return feedbackEndpoints().POST(request);
}

const notAllowed = methodNotAllowed(
  'GET, HEAD, POST',
  'use GET /api/help/feedback?articleId=… or POST /api/help/feedback',
  { headers: { 'cache-control': 'no-store' } },
);
export { notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
