// Prometheus metrics of the server process, shown on the operator's port (scripts/serve.ts).
export { metricsRegistry } from './registry.ts';
export { observeRequest, type AnsweredRequest } from './requests.ts';
