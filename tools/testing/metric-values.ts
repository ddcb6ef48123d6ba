// Reads what the process's Prometheus registry holds, for unit tests of what the site counts.
import { metricsRegistry } from '#lib/metrics/registry.ts';

/**
 * The sum of a metric's values whose labels include `labels`; 0 while nothing was counted. For a
 * histogram, `part` picks its observation count or its sum.
 */
export async function metricValue(
  name: string,
  labels: Record<string, string> = {},
  part?: 'count' | 'sum',
): Promise<number> {
  const metric = metricsRegistry().getSingleMetric(name);
  if (!metric) return 0;
  const wanted = part ? `${name}_${part}` : undefined;
  const { values } = await metric.get();
  let total = 0;
  for (const value of values) {
    // A histogram's values carry the name of their series (`_bucket`, `_sum`, `_count`).
    const series = 'metricName' in value ? value.metricName : name;
    if (wanted !== undefined && series !== wanted) continue;
    const matches = Object.entries(labels).every(([key, label]) => value.labels[key] === label);
    if (matches) total += value.value;
  }
  return total;
}
