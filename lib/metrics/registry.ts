// The process's one Prometheus registry. Next compiles the route handlers, the instrumentation
// and the cache handler into bundles of their own, each with its own copy of a module; prom-client
// is kept out of them (serverExternalPackages), and the registry hangs on globalThis, so that a
// counter bumped in any bundle is the one the operator's port shows.
import { collectDefaultMetrics, Registry } from 'prom-client';

const key = Symbol.for('mantisoft.metrics.registry');
const holder = globalThis as { [key]?: Registry };

/** The registry every metric of this process is registered in. */
export function metricsRegistry(): Registry {
  let registry = holder[key];
  if (!registry) {
    registry = new Registry();
    collectDefaultMetrics({ register: registry });
    holder[key] = registry;
  }
  return registry;
}

/**
 * One metric per name and process, whichever bundle asks first: a second bundle that declares
 * the same metric gets the first one back instead of a registration error.
 */
export function metric<M>(name: string, create: (registry: Registry) => M): M {
  const registry = metricsRegistry();
  return (registry.getSingleMetric(name) as M | undefined) ?? create(registry);
}
