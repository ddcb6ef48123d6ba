// How the production server process (scripts/serve.ts) serves: the address it listens on, the
// reverse proxies whose headers it believes, the operator's port (metrics and readiness), how it
// drains on SIGTERM, and how much it logs.
import { z } from 'zod';
import { ipVersion, parseRange } from '../server/ip-ranges.ts';
import { setting, type Values } from './setting.ts';
import { count, port } from './values.ts';

const ipAddress = (example: string) =>
  z.string().refine((value) => ipVersion(value) !== 0, {
    error: `expected an IP address, e.g. ${example}`,
  });

/** Comma-separated addresses or ranges, e.g. `10.0.0.5,10.1.0.0/16,fd00::/8`. */
const addressList = z
  .string()
  .refine(
    (value) =>
      value
        .split(',')
        .filter((part) => part.trim())
        .every((part) => parseRange(part) !== undefined),
    { error: 'expected comma-separated IP addresses or ranges, e.g. 10.0.0.5,10.1.0.0/16' },
  )
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );

const logLevel = z.enum(['info', 'warn', 'error'], { error: 'expected info, warn or error' });

export const servingVariables = {
  LISTEN_ADDRESS: setting(ipAddress('127.0.0.1, 10.0.0.11 or 0.0.0.0'), { default: '127.0.0.1' }),
  TRUSTED_PROXIES: setting(addressList),
  METRICS_PORT: setting(port),
  METRICS_ADDRESS: setting(ipAddress('127.0.0.1'), { default: '127.0.0.1' }),
  SERVER_DRAIN_DELAY_MS: setting(count('milliseconds', { min: 0 }), { default: '5000' }),
  SERVER_DRAIN_TIMEOUT_MS: setting(count('milliseconds'), { default: '20000' }),
  LOG_LEVEL: setting(logLevel, { default: 'info' }),
};

export function servingConfig(values: Values<typeof servingVariables>) {
  return {
    /** The address the site's port is bound to; 0.0.0.0 or :: for every one. */
    listenAddress: values.LISTEN_ADDRESS,
    /** The reverse proxies whose X-Real-IP and X-Request-Id are believed; empty: none. */
    trustedProxies: values.TRUSTED_PROXIES ?? [],
    /** The operator's port (/metrics, /ready, /live); undefined: none is opened. */
    metrics: { port: values.METRICS_PORT, address: values.METRICS_ADDRESS },
    drain: {
      /** How long a stopping server still answers, with Connection: close, before it stops listening. */
      delayMs: values.SERVER_DRAIN_DELAY_MS,
      /** How long it then waits for the requests in flight before it gives up on them. */
      timeoutMs: values.SERVER_DRAIN_TIMEOUT_MS,
    },
    logLevel: values.LOG_LEVEL,
  };
}
