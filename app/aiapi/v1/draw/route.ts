// POST /aiapi/v1/draw `{ prompt }`: starts a drawing through the server proxy (rate-limited).
import { methodNotAllowed } from '#lib/draw/respond.ts';
import { drawProxy } from '#lib/draw/server.ts';

export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return drawProxy().draw(request);
}

const notAllowed = methodNotAllowed('POST');
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
