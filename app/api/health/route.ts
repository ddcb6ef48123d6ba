// GET /api/health: for a load balancer or an operator. Says which build is serving and whether
// the content service answered the site's last call, from what this process already knows: it
// never calls the content service itself, so polling it costs the service nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildDir } from '#lib/build-dir.ts';
import { contentHealth } from '#lib/content/health.ts';
import { methodNotAllowed } from '#lib/http-problem.ts';

export const dynamic = 'force-dynamic';

let buildId: string | undefined;

function readBuildId(): string {
  try {
    buildId ??= readFileSync(join(process.cwd(), buildDir(), 'BUILD_ID'), 'utf8').trim();
  } catch {
    buildId = 'unknown';
  }
  return buildId;
}

export function GET() {
  return Response.json(
    { status: 'ok', buildId: readBuildId(), content: contentHealth() },
    { headers: { 'cache-control': 'no-store' } },
  );
}

const notAllowed = methodNotAllowed('GET, HEAD', 'use GET /api/health');
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
