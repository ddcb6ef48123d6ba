// What a drawing must pass before it reaches the paid service, in this order: a pass from the
// captcha, spent here (so a forged or used one costs nobody's limit or the budget), the
// visitor's limit (an IPv6 visitor is their /64), then the site's hourly and daily budget.
import { countDrawRefusal, type DrawRefusal } from '../metrics/draw.ts';
import { visitorKey } from '../visitor-key.ts';
import type { BudgetWindow, DrawBudget } from './budget.ts';
import type { RateLimiter } from '../rate-limit/rate-limit.ts';
import { refusal } from './refusals.ts';

export type PassRedeemer = {
  /** Whether `pass` was given by the captcha and not used yet; a good one is spent. */
  redeem(pass: string): Promise<boolean>;
};

export type DrawGateOptions = {
  passes: PassRedeemer;
  /** Counts drawings per visitor. */
  limiter: RateLimiter;
  budget: DrawBudget;
  /** The visitor's address (client-address.ts in the site). */
  visitor: (request: Request) => string;
  /** Told each time the budget refuses a drawing, for the operator's log. */
  onBudgetSpent?: (window: BudgetWindow, retryAfterS: number) => void;
};

/** The refusal of a drawing, or null when it may go to the service. */
export function createDrawGate(options: DrawGateOptions) {
  const { passes, limiter, budget, visitor } = options;
  const refused = (reason: DrawRefusal, response: Response) => {
    countDrawRefusal(reason);
    return response;
  };

  return async function check(request: Request, pass: string | undefined) {
    if (!pass) return refused('no_pass', refusal(request, 403, 'captcha'));
    if (!(await passes.redeem(pass))) return refused('bad_pass', refusal(request, 403, 'captcha'));
    const limit = await limiter.hit(visitorKey(visitor(request)));
    if (!limit.allowed) {
      return refused('visitor_limit', refusal(request, 429, 'visitorLimit', limit.retryAfterS));
    }
    const spend = await budget.spend();
    if (spend.allowed) return null;
    options.onBudgetSpent?.(spend.window, spend.retryAfterS);
    return spend.window === 'hour'
      ? refused('budget_hour', refusal(request, 429, 'budgetHour', spend.retryAfterS))
      : refused('budget_day', refusal(request, 429, 'budgetDay', spend.retryAfterS));
  };
}
