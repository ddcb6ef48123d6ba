// Who a visitor is, for one day only: a keyed hash of their address (grouped as every per-visitor
// limit groups it, lib/visitor-key.ts). The key is random per day, kept in the database so that
// every instance uses the same one, and deleted the day after (./retention.ts), mixed with
// INSIGHTS_VISITOR_SECRET when it is set. Without yesterday's key nobody, not even with a copy of
// the database and the secret, can tell whether two days' answers came from one visitor, or try
// addresses against a hash.
import { createHmac, randomBytes } from 'node:crypto';
import type { Sql } from './db/sql.ts';

/** The stored hash: 128 bits, in hex. */
export type VisitorHash = string;

export class VisitorHasher {
  readonly #secret: string;
  #day = '';
  #key: Promise<Buffer> | undefined;

  constructor(secret: string | undefined) {
    this.#secret = secret ?? '';
  }

  async hash(sql: Sql, day: string, visitor: string): Promise<VisitorHash> {
    const key = await this.#keyOf(sql, day);
    return createHmac('sha256', key).update(visitor).digest('hex').slice(0, 32);
  }

  #keyOf(sql: Sql, day: string): Promise<Buffer> {
    if (day === this.#day && this.#key) return this.#key;
    const key = dayKey(sql, day).then((stored) =>
      createHmac('sha256', this.#secret).update(stored).digest(),
    );
    // A failed read is not kept: the next request asks again.
    key.catch(() => {
      if (this.#key === key) this.#key = undefined;
    });
    this.#day = day;
    this.#key = key;
    return key;
  }
}

/** The day's random key, made by whichever instance asks first. */
async function dayKey(sql: Sql, day: string): Promise<string> {
  await sql.query(
    'INSERT INTO help_visitor_keys (day, key) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING',
    [day, randomBytes(32).toString('hex')],
  );
  const [row] = await sql.query('SELECT key FROM help_visitor_keys WHERE day = $1', [day]);
  if (typeof row?.key !== 'string') throw new Error(`no visitor key for ${day}`);
  return row.key;
}
