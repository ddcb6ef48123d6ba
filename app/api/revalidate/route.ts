// The content team's webhook: a Standard Webhooks–signed `{ "tags": [...] }` marks those cache
// tags stale. `'max'` keeps serving the last good page until the new one has rendered, so a
// content-service outage never turns into errors for visitors (docs/architecture.md, rule 5).
import { revalidateTag } from 'next/cache';
import { config } from '#lib/config/index.ts';
import { methodNotAllowed, problem } from '#lib/http-problem.ts';
import { countWebhook } from '#lib/metrics/webhooks.ts';
import { readLimitedText } from '#lib/webhook/read-body.ts';
import { sharedRedis } from '#lib/redis/index.ts';
import { ReplayGuard, type ReplayCheck } from '#lib/webhook/replay-guard.ts';
import { decide, maxBodyBytes } from '#lib/webhook/revalidation.ts';
import { SharedReplayGuard } from '#lib/webhook/shared-replay-guard.ts';

let guard: ReplayCheck | undefined;

/** With Redis every instance shares the ids it has seen: a replay to another one does nothing. */
function replayGuard(): ReplayCheck {
  if (guard) return guard;
  const redis = sharedRedis();
  guard = redis ? new SharedReplayGuard({ redis }) : new ReplayGuard();
  return guard;
}

export async function POST(request: Request) {
  const body = await readLimitedText(request, maxBodyBytes);
  if (body === null) {
    countWebhook('too_large');
    return problem(413, `the body is larger than ${maxBodyBytes} bytes`);
  }
  const decision = await decide({
    secret: config().content.revalidateSecret,
    headers: {
      id: request.headers.get('webhook-id'),
      timestamp: request.headers.get('webhook-timestamp'),
      signature: request.headers.get('webhook-signature'),
    },
    body,
    guard: replayGuard(),
  });
  if (decision.status !== 200) {
    countWebhook(decision.refusal);
    return problem(decision.status, decision.message);
  }
  countWebhook(decision.replayed ? 'replay' : 'accepted');
  for (const tag of decision.tags) revalidateTag(tag, 'max');
  return Response.json({ revalidated: decision.tags, replayed: decision.replayed });
}

const notAllowed = methodNotAllowed('POST', 'use POST with a signed JSON body');
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
