// The revalidation webhook's decision, kept apart from Next so it can be tested as a function:
// which status to answer and which tags to revalidate.
import { z } from 'zod';
import { isKnownTag, withImpliedTags } from '../content/tags.ts';
import type { WebhookRefusal } from '../metrics/webhooks.ts';
import type { ReplayCheck } from './replay-guard.ts';
import { verify } from './standard-webhooks.ts';

export const maxBodyBytes = 64 * 1024;

const body = z.object({
  tags: z
    .array(z.string().max(256))
    .min(1, 'tags must name at least one tag')
    .max(64, 'at most 64 tags per call'),
});

export type Decision =
  | { status: 200; tags: string[]; replayed: boolean }
  | { status: 400 | 401 | 503; message: string; refusal: Exclude<WebhookRefusal, 'replay'> };

export async function decide(input: {
  secret: string | undefined;
  headers: { id: string | null; timestamp: string | null; signature: string | null };
  body: string;
  guard: ReplayCheck;
  now?: number;
}): Promise<Decision> {
  if (!input.secret) {
    return {
      status: 503,
      message: 'the webhook is disabled: REVALIDATE_SECRET is not set on the server',
      refusal: 'disabled',
    };
  }
  const verdict = verify(input.secret, input.headers, input.body, input.now);
  if (!verdict.ok) return { status: 401, message: verdict.reason, refusal: verdict.fault };

  let json: unknown;
  try {
    json = JSON.parse(input.body);
  } catch {
    return {
      status: 400,
      message: 'the body must be JSON: { "tags": ["announcement:12", …] }',
      refusal: 'body',
    };
  }
  const parsed = body.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = `${issue?.path.join('.') || 'body'}: ${issue?.message}`;
    return { status: 400, message, refusal: 'body' };
  }
  const unknown = parsed.data.tags.filter((tag) => !isKnownTag(tag));
  if (unknown.length > 0) {
    return { status: 400, message: `unknown tag(s): ${unknown.join(', ')}`, refusal: 'tags' };
  }

  const tags = withImpliedTags(parsed.data.tags);
  // A replay is acknowledged (the sender may simply be retrying) but revalidates nothing.
  const replayed = !(await input.guard.firstSeen(input.headers.id ?? '', input.now));
  return { status: 200, tags: replayed ? [] : tags, replayed };
}
