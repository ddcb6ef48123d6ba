// The drawing proxy's settings, read from server-only environment variables.
import 'server-only';
import { parsePositive } from '../env.ts';
import { defaultAiApiToken } from './default-token.ts';

export type DrawConfig = {
  /** Origin (and optional path prefix) of the drawing service, without a trailing slash. */
  base: string;
  /** True when AI_API_BASE is unset: the embedded service's demo answers, and the dialog says so. */
  demo: boolean;
  token: string;
  /** Time limit of one upstream call, in milliseconds. */
  timeoutMs: number;
  rateLimit: { limit: number; windowS: number };
  /** Request header holding the visitor's address, set by the reverse proxy; lower case. */
  clientIpHeader: string;
  /** Redis for the rate limiter when more than one instance runs; undefined: in memory. */
  redisUrl: string | undefined;
};

type Env = Record<string, string | undefined>;

export function readDrawConfig(env: Env = process.env): DrawConfig {
  return {
    // Unset means the embedded reference service (its own port, as scripts/with-content.ts
    // starts it), which also runs the drawing demo.
    base: (env.AI_API_BASE || `http://127.0.0.1:${env.CONTENT_SERVICE_PORT || 4010}`).replace(
      /\/+$/,
      '',
    ),
    demo: !env.AI_API_BASE,
    token: env.AI_API_TOKEN || defaultAiApiToken,
    timeoutMs: parsePositive(env.AI_API_TIMEOUT_MS, 'integer') ?? 15_000,
    rateLimit: {
      limit: parsePositive(env.AI_DRAW_RATE_LIMIT, 'integer') ?? 5,
      windowS: parsePositive(env.AI_DRAW_RATE_WINDOW_S, 'integer') ?? 60,
    },
    clientIpHeader: (env.CLIENT_IP_HEADER || 'x-real-ip').trim().toLowerCase(),
    redisUrl: env.REDIS_URL || undefined,
  };
}
