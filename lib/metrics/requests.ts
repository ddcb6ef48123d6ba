// What the server process counts of every request it answers (scripts/serve.ts calls
// observeRequest when an answer is finished).
import { Counter, Histogram } from 'prom-client';
import { metric } from './registry.ts';

const requests = () =>
  metric(
    'mantisoft_http_requests_total',
    (registry) =>
      new Counter({
        name: 'mantisoft_http_requests_total',
        help: 'Requests answered, by route and status',
        labelNames: ['route', 'status'],
        registers: [registry],
      }),
  );

const durations = () =>
  metric(
    'mantisoft_http_request_duration_seconds',
    (registry) =>
      new Histogram({
        name: 'mantisoft_http_request_duration_seconds',
        help: 'Time from the request to the end of its answer, by route',
        labelNames: ['route'],
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
        registers: [registry],
      }),
  );

export type AnsweredRequest = {
  /** A route pattern, never the raw path: labels must stay few. */
  route: string;
  status: number;
  durationS: number;
};

export function observeRequest({ route, status, durationS }: AnsweredRequest): void {
  requests().inc({ route, status: String(status) });
  durations().observe({ route }, durationS);
}
