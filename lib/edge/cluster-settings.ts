// What `npm run start:cluster` runs where, from its settings: the edge on PORT (for this
// machine's names and SITE_URL's), the Next instances on CLUSTER_INSTANCE_PORTS (by default the
// two ports above PORT), one Redis, and the edge's own folder (pid, logs, cache).
import { join } from 'node:path';
import { config, configProblems, type Env } from '../config/index.ts';

export type ClusterSettings = {
  edgePort: number;
  instancePorts: number[];
  redisUrl: string;
  /** nginx's prefix: logs/, cache/, temp/, nginx.conf. */
  edgePrefix: string;
  /** The host names the edge serves: this machine's, and SITE_URL's when it names another. */
  serverNames: string[];
};

export const defaultRedisUrl = 'redis://127.0.0.1:6379';

export function clusterSettings(root: string, env?: Env): ClusterSettings {
  // Ports that cannot work stop the cluster rather than start half of it on the defaults.
  const problem = configProblems(env).find(({ name }) =>
    ['PORT', 'CLUSTER_INSTANCE_PORTS'].includes(name),
  );
  if (problem) throw new Error(problem.line);
  const { site, cluster, redis } = config(env);
  const siteHost = site.url ? new URL(site.url).hostname : undefined;
  const edgePort = site.port;
  const instancePorts = cluster.instancePorts ?? [edgePort + 1, edgePort + 2];
  if (new Set([edgePort, ...instancePorts]).size !== instancePorts.length + 1) {
    throw new Error('PORT and CLUSTER_INSTANCE_PORTS must name different ports');
  }
  return {
    edgePort,
    instancePorts,
    redisUrl: redis.url ?? defaultRedisUrl,
    edgePrefix: cluster.edgePrefix ?? join(root, '.edge'),
    // An address in brackets (IPv6) is no host name nginx's server_name takes: left out.
    serverNames: [...new Set(['localhost', '127.0.0.1', siteHost ?? 'localhost'])].filter(
      (name) => !name.startsWith('['),
    ),
  };
}

/** Each instance serves a copy of the build of its own: `.next` → `.next-instance-1`. */
export function instanceBuildDir(buildDir: string, index: number): string {
  return `${buildDir}-instance-${index + 1}`;
}
