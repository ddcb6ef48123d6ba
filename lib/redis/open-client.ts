// How a process reaches Redis (its one connection, ./connection.ts, and the cluster launcher's
// check, lib/edge/redis-ping.ts): connected within a time limit, reconnecting by itself in the
// background, and failing a command at once while the connection is down (no offline queue), so
// that the caller's own fallback decides instead of a request waiting for Redis to return.
// The `redis` package is loaded only here, and only once a caller has a REDIS_URL.
import { withDeadline } from '../deadline.ts';

export type RedisClient = Awaited<ReturnType<typeof createRedisClient>>;

async function createRedisClient(url: string, timeoutMs: number) {
  const { createClient, RESP_TYPES } = await import('redis');
  let connected = false;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: timeoutMs,
      // A first connection that fails gives up at once (the caller tries again later, and its
      // requests do not wait meanwhile); a lost one is opened again within a second of Redis
      // coming back.
      reconnectStrategy: (retries, cause) => (connected ? Math.min(retries * 100, 1000) : cause),
    },
    // Values come back as bytes: cache entries are stored in V8's serialisation format,
    // compressed.
  }).withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
  client.on('ready', () => (connected = true));
  return client;
}

export async function openRedisClient(url: string, timeoutMs: number): Promise<RedisClient> {
  const client = await createRedisClient(url, timeoutMs);
  client.on('error', () => {
    // The outage guard reports failed commands (./outage-guard.ts); an unhandled 'error' event
    // would crash the server.
  });
  await withDeadline(
    () => client.connect(),
    timeoutMs,
    () => redisTimeout(timeoutMs),
  ).catch((error: unknown) => {
    client.destroy();
    throw error;
  });
  return client;
}

export function redisTimeout(ms: number): Error {
  return new Error(`Redis did not answer within ${ms} ms`);
}
