// GET /api/health: for a load balancer or an operator. Says which build is serving, whether the
// content service answered the site's last call, and whether the instances share their state
// through Redis, from what this process already knows: it never calls the content service or
// Redis itself, so polling it costs them nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildDir } from '#lib/build-dir.ts';
import { contentHealth } from '#lib/content/health.ts';
import { methodNotAllowed } from '#lib/http-problem.ts';
import { sharedRedis } from '#lib/redis/index.ts';

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

/** `off` without Redis; `down` from a failed command until one succeeds (lib/redis/index.ts). */
function redisHealth(): 'off' | 'shared' | 'down' {
  const redis = sharedRedis();
  if (!redis) return 'off';
  return redis.down ? 'down' : 'shared';
}

export function GET() {
  return Response.json(
    { status: 'ok', buildId: readBuildId(), content: contentHealth(), redis: redisHealth() },
    { headers: { 'cache-control': 'no-store' } },
  );
}

const notAllowed = methodNotAllowed('GET, HEAD', 'use GET /api/health');
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
