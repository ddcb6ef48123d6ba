// The drawing proxy's settings, read from server-only environment variables.
import 'server-only';
import { parsePositive } from '../env.ts';
import { defaultSiteUrl } from '../metadata.ts';
import { defaultAiApiToken } from './default-token.ts';

export type DrawConfig = {
  /** Origin (and optional path prefix) of the drawing service, without a trailing slash. */
  base: string;
  /** True when AI_API_BASE is unset: the embedded service's demo answers, and the dialog says so. */
  demo: boolean;
  token: string;
  /** Time limit of one upstream call, in milliseconds. */
  timeoutMs: number;
  /** Drawings per visitor address and window. */
  rateLimit: { limit: number; windowS: number };
  /** Calls to client/detail and task/detail together, per visitor address and window. */
  detailRateLimit: { limit: number; windowS: number };
  /**
   * Header holding the visitor's address that the operator's reverse proxy sets (lower case);
   * undefined: no header is believed and the connection's address counts.
   */
  trustProxyHeader: string | undefined;
  /** The site's public origin (SITE_URL): browsers' requests from it are the site's own. */
  siteOrigin: string | undefined;
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
    detailRateLimit: {
      limit: parsePositive(env.AI_DETAIL_RATE_LIMIT, 'integer') ?? 180,
      windowS: parsePositive(env.AI_DETAIL_RATE_WINDOW_S, 'integer') ?? 60,
    },
    trustProxyHeader: env.TRUST_PROXY_HEADER?.trim().toLowerCase() || undefined,
    siteOrigin: originOf(env.SITE_URL || defaultSiteUrl),
  };
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
