// Whether a Redis answers PING within a short time: the local cluster refuses to start its
// instances without the Redis they share.
import { createClient } from 'redis';

export async function redisAnswers(url: string, timeoutMs = 1500): Promise<boolean> {
  const client = createClient({
    url,
    socket: { connectTimeout: timeoutMs, reconnectStrategy: false },
  });
  client.on('error', () => {
    // The failed connect below says it; an unhandled 'error' event would end the process.
  });
  const timer = new Promise<false>((resolve) => setTimeout(() => resolve(false), timeoutMs));
  const ping = (async () => {
    await client.connect();
    return (await client.ping()) === 'PONG';
  })().catch(() => false);
  try {
    return await Promise.race([ping, timer]);
  } finally {
    try {
      client.destroy();
    } catch {
      // never connected
    }
  }
}

export function redisMissingMessage(url: string): string {
  return `Redis does not answer at ${url}: start one (Debian/Ubuntu: apt-get install redis-server, then redis-server --port 6379) or point REDIS_URL at yours.`;
}
