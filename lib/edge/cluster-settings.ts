// What `npm run start:cluster` runs where, from its environment: the edge on PORT, the Next
// instances on CLUSTER_INSTANCE_PORTS (by default the two ports above PORT), one Redis, and
// the edge's own folder (pid, logs, cache).
import { join } from 'node:path';
import { parsePositive } from '../env.ts';

export type ClusterSettings = {
  edgePort: number;
  instancePorts: number[];
  redisUrl: string;
  /** nginx's prefix: logs/, cache/, temp/, nginx.conf. */
  edgePrefix: string;
};

export const defaultRedisUrl = 'redis://127.0.0.1:6379';

const validPort = (port: number) => Number.isInteger(port) && port > 0 && port < 65536;

export function clusterSettings(
  env: Record<string, string | undefined>,
  root: string,
): ClusterSettings {
  const edgePort = parsePositive(env.PORT, 'integer') ?? 3000;
  const listed = env.CLUSTER_INSTANCE_PORTS?.trim();
  const instancePorts = listed
    ? listed.split(',').map((part) => Number(part.trim()))
    : [edgePort + 1, edgePort + 2];
  const bad = [edgePort, ...instancePorts].find((port) => !validPort(port));
  if (bad !== undefined) throw new Error(`not a port: ${bad} (PORT, CLUSTER_INSTANCE_PORTS)`);
  if (new Set([edgePort, ...instancePorts]).size !== instancePorts.length + 1) {
    throw new Error('PORT and CLUSTER_INSTANCE_PORTS must name different ports');
  }
  return {
    edgePort,
    instancePorts,
    redisUrl: env.REDIS_URL?.trim() || defaultRedisUrl,
    edgePrefix: env.EDGE_PREFIX?.trim() || join(root, '.edge'),
  };
}

/** Each instance serves a copy of the build of its own: `.next` → `.next-instance-1`. */
export function instanceBuildDir(buildDir: string, index: number): string {
  return `${buildDir}-instance-${index + 1}`;
}
