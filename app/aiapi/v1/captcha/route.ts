// GET /aiapi/v1/captcha: a new slider puzzle (its id and two pictures; where the hole is stays on
// the server). POST /aiapi/v1/captcha `{ id, trail, keyboard? }`: judges the drag; a good one
// answers the pass that one drawing takes (POST /aiapi/v1/draw).
import { captchaEndpoints } from '#lib/captcha/server.ts';
import { methodNotAllowed } from '#lib/draw/respond.ts';

// Per request, never prerendered: every puzzle is new.
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return captchaEndpoints().puzzle(request);
}

export function POST(request: Request): Promise<Response> {
  return captchaEndpoints().check(request);
}

const notAllowed = methodNotAllowed('GET, POST');
export { notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
