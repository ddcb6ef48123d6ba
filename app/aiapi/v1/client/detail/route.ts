// GET /aiapi/v1/client/detail: the drawing account's points, through the server proxy
// (rate-limited per visitor address).
import { methodNotAllowed } from '#lib/draw/respond.ts';
import { drawProxy } from '#lib/draw/server.ts';

// Per request, never prerendered: the answer changes with every drawing.
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return drawProxy().clientDetail(request);
}

const notAllowed = methodNotAllowed('GET');
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
