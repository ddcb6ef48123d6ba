// The site's drawing budget kept in Redis, so that every instance spends from one count.
import 'server-only';
import type { RedisAccess } from '../redis/shared-redis.ts';
import {
  type BudgetDecision,
  budgetWindows,
  type DrawBudget,
  type DrawBudgetRule,
  MemoryDrawBudget,
  spent,
} from './budget.ts';

// One atomic step: refuse when the day's or the hour's count has reached its rule, else count in
// both. Each window has a key of its own that expires a minute after the window ends.
const spendScript = `
local day = tonumber(redis.call('GET', KEYS[2]) or '0')
if day >= tonumber(ARGV[2]) then return 2 end
local hour = tonumber(redis.call('GET', KEYS[1]) or '0')
if hour >= tonumber(ARGV[1]) then return 1 end
redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('INCR', KEYS[2])
redis.call('PEXPIRE', KEYS[2], ARGV[4])
return 0
`;

const margin = 60_000;

export class RedisDrawBudget implements DrawBudget {
  readonly #redis: RedisAccess;
  readonly #rule: DrawBudgetRule;
  readonly #now: () => number;
  // While Redis cannot answer, each instance spends from a budget of its own: the drawing
  // feature keeps working, and the site's spend is bounded by the budget times the instances.
  readonly #fallback: MemoryDrawBudget;

  constructor(redis: RedisAccess, rule: DrawBudgetRule, now: () => number = Date.now) {
    this.#redis = redis;
    this.#redis.register('drawing budget');
    this.#rule = rule;
    this.#now = now;
    this.#fallback = new MemoryDrawBudget(rule, now);
  }

  async spend(): Promise<BudgetDecision> {
    const now = this.#now();
    const { hour, day } = budgetWindows(now);
    const prefix = `${this.#redis.prefix}:draw-budget`;
    const answer = await this.#redis.run((client) =>
      client.eval(spendScript, {
        keys: [`${prefix}:hour:${hour.index}`, `${prefix}:day:${day.index}`],
        arguments: [
          String(this.#rule.hour),
          String(this.#rule.day),
          String(hour.endsAt - now + margin),
          String(day.endsAt - now + margin),
        ],
      }),
    );
    if (answer === 0) return { allowed: true };
    if (answer === 1) return spent('hour', hour.endsAt, now);
    if (answer === 2) return spent('day', day.endsAt, now);
    return this.#fallback.spend();
  }
}
