// What becomes of the content team's webhooks (app/api/revalidate): every call received, and
// each either accepted (its tags revalidated) or refused for one reason.
import { Counter } from 'prom-client';
import { metric } from './registry.ts';

/**
 * Why a webhook changed nothing: the webhook is off (no REVALIDATE_SECRET), the body is too
 * large, a signature header is missing, the timestamp is malformed or too far from now, the
 * signature does not match, the body is not the expected JSON, a tag is unknown, or the id was
 * seen before (a replay, acknowledged with 200).
 */
export type WebhookRefusal =
  'disabled' | 'too_large' | 'headers' | 'timestamp' | 'signature' | 'body' | 'tags' | 'replay';

const received = () =>
  metric(
    'mantisoft_webhooks_received_total',
    (registry) =>
      new Counter({
        name: 'mantisoft_webhooks_received_total',
        help: 'Revalidation webhooks received',
        registers: [registry],
      }),
  );

const accepted = () =>
  metric(
    'mantisoft_webhooks_accepted_total',
    (registry) =>
      new Counter({
        name: 'mantisoft_webhooks_accepted_total',
        help: 'Revalidation webhooks whose tags were revalidated',
        registers: [registry],
      }),
  );

const refused = () =>
  metric(
    'mantisoft_webhooks_refused_total',
    (registry) =>
      new Counter({
        name: 'mantisoft_webhooks_refused_total',
        help: 'Revalidation webhooks that changed nothing, by reason',
        labelNames: ['reason'],
        registers: [registry],
      }),
  );

/** One webhook answered: accepted, or refused for `reason`. */
export function countWebhook(outcome: 'accepted' | WebhookRefusal): void {
  received().inc();
  if (outcome === 'accepted') accepted().inc();
  else refused().inc({ reason: outcome });
}
