// What a drawing must pass before it reaches the paid service, in this order: a pass from the
// captcha, spent here (so a forged or used one costs nobody's limit), then the visitor's limit
// (an IPv6 visitor is their /64).
import { countDrawRefusal, type DrawRefusal } from '../metrics/draw.ts';
import { visitorKey } from '../visitor-key.ts';
import type { RateLimiter } from './rate-limit.ts';
import { refusal } from './refusals.ts';

export type PassRedeemer = {
  /** Whether `pass` was given by the captcha and not used yet; a good one is spent. */
  redeem(pass: string): Promise<boolean>;
};

export type DrawGateOptions = {
  passes: PassRedeemer;
  /** Counts drawings per visitor. */
  limiter: RateLimiter;
  /** The visitor's address (client-address.ts in the site). */
  visitor: (request: Request) => string;
};

/** The refusal of a drawing, or null when it may go to the service. */
export function createDrawGate(options: DrawGateOptions) {
  const { passes, limiter, visitor } = options;
  const refused = (reason: DrawRefusal, response: Response) => {
    countDrawRefusal(reason);
    return response;
  };

  return async function check(request: Request, pass: string | undefined) {
    if (!pass) return refused('no_pass', refusal(request, 403, 'captcha'));
    if (!(await passes.redeem(pass))) return refused('bad_pass', refusal(request, 403, 'captcha'));
    const limit = await limiter.hit(visitorKey(visitor(request)));
    if (limit.allowed) return null;
    return refused('visitor_limit', refusal(request, 429, 'visitorLimit', limit.retryAfterS));
  };
}
