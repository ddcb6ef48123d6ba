// The part of autocannon's programmatic API that tools/load/main.ts uses (the package ships
// no types).
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p99: number; max: number };

  export type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each request is sent: the request to send, e.g. with a new body. */
    setupRequest?: (request: Request) => Request;
  };

  export type Options = {
    url: string;
    connections: number;
    duration: number;
    timeout?: number;
    title?: string;
    requests?: Request[];
  };

  export type Result = {
    title?: string;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    latency: Histogram;
    requests: Histogram & { total: number };
    statusCodeStats: Record<string, { count: number | string }>;
  };

  export type Instance = PromiseLike<Result> & { stop: () => void };

  export default function autocannon(options: Options): Instance;
}
