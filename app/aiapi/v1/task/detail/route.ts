// POST /aiapi/v1/task/detail `{ taskId }`: a drawing's state and progress, through the proxy
// (rate-limited per visitor address).
import { methodNotAllowed } from '#lib/draw/respond.ts';
import { drawProxy } from '#lib/draw/server.ts';

export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return drawProxy().taskDetail(request);
}

const notAllowed = methodNotAllowed('POST');
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
