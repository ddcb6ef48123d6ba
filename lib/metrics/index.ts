// Prometheus metrics of the server process, shown on the operator's port (scripts/serve.ts).
export { metricsRegistry } from './registry.ts';
export { observeRequest, type AnsweredRequest } from './requests.ts';
// What the site counts besides requests (docs/operations.md, "What the metrics count").
export { CacheMetrics, cacheKindOf, type CacheKind, type LookupResult } from './cache.ts';
export { measureContentRead, type ContentFailure } from './content.ts';
export { countDrawAnswer, drawOutcome, observeDrawUpstream, type DrawOutcome } from './draw.ts';
export { countSearchLimited, watchSearchCache, type SearchCacheSize } from './help-search.ts';
export {
  countRedisBack,
  countRedisFailure,
  countRedisSkipped,
  type RedisFailure,
} from './redis.ts';
export {
  countDatabaseFailure,
  countInsightsEvent,
  setDatabaseUnreachable,
  type DatabaseFailure,
  type InsightsEvent,
  type InsightsOutcome,
} from './insights.ts';
export { countWebhook, type WebhookRefusal } from './webhooks.ts';
