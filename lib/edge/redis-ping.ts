// Whether a Redis answers PING within a short time: the local cluster's launcher
// (scripts/start-cluster.ts) refuses to start its instances without the Redis they share. The
// launcher is a process of its own, with no other use for Redis: it opens a client for this one
// question and closes it. A server process asks its one connection (lib/redis/index.ts).
import { withDeadline } from '../deadline.ts';
import { openRedisClient, redisTimeout } from '../redis/open-client.ts';

export async function redisAnswers(url: string, timeoutMs = 1500): Promise<boolean> {
  try {
    const client = await openRedisClient(url, timeoutMs);
    try {
      const answer = await withDeadline(
        () => client.ping(),
        timeoutMs,
        () => redisTimeout(timeoutMs),
      );
      return answer === 'PONG';
    } finally {
      client.destroy();
    }
  } catch {
    return false;
  }
}

export function redisMissingMessage(url: string): string {
  return `Redis does not answer at ${url}: start one (Debian/Ubuntu: apt-get install redis-server, then redis-server --port 6379) or point REDIS_URL at yours.`;
}
