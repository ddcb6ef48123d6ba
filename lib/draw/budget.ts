// The whole site's drawings per hour and per day, whoever starts them: the bound on what the paid
// account spends however many visitors (or addresses) come. Windows follow the clock: an hour
// from :00 to :00, a day from midnight to midnight China time (UTC+8, the company's and most
// visitors'), so an operator reads the figures as the account's statement does.

export type DrawBudgetRule = { hour: number; day: number };

export type BudgetWindow = 'hour' | 'day';

export type BudgetDecision =
  { allowed: true } | { allowed: false; window: BudgetWindow; retryAfterS: number };

export interface DrawBudget {
  /** Counts one drawing, unless the hour's or the day's drawings are all spent. */
  spend(): Promise<BudgetDecision>;
}

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
const chinaOffsetMs = 8 * hourMs;

/** The hour and the day `now` falls in: each window's number and when it ends. */
export function budgetWindows(now: number) {
  const hour = Math.floor(now / hourMs);
  const day = Math.floor((now + chinaOffsetMs) / dayMs);
  return {
    hour: { index: hour, endsAt: (hour + 1) * hourMs },
    day: { index: day, endsAt: (day + 1) * dayMs - chinaOffsetMs },
  };
}

/** The refusal of a spent window, with the whole seconds until it ends. */
export function spent(window: BudgetWindow, endsAt: number, now: number): BudgetDecision {
  return { allowed: false, window, retryAfterS: Math.max(1, Math.ceil((endsAt - now) / 1000)) };
}

/** One instance's count. */
export class MemoryDrawBudget implements DrawBudget {
  readonly #rule: DrawBudgetRule;
  readonly #now: () => number;
  readonly #counts = { hour: { index: -1, count: 0 }, day: { index: -1, count: 0 } };

  constructor(rule: DrawBudgetRule, now: () => number = Date.now) {
    this.#rule = rule;
    this.#now = now;
  }

  async spend(): Promise<BudgetDecision> {
    const now = this.#now();
    const windows = budgetWindows(now);
    const { hour, day } = this.#counts;
    for (const [name, count] of [['hour', hour] as const, ['day', day] as const]) {
      if (count.index !== windows[name].index)
        Object.assign(count, { index: windows[name].index, count: 0 });
    }
    // The day first: when both are spent, the longer wait is the true one.
    if (day.count >= this.#rule.day) return spent('day', windows.day.endsAt, now);
    if (hour.count >= this.#rule.hour) return spent('hour', windows.hour.endsAt, now);
    hour.count += 1;
    day.count += 1;
    return { allowed: true };
  }
}
