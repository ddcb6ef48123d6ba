// Where the site's pictures may come from besides itself, for the Content-Security-Policy:
// the content service's images and the drawing service's results. Read by next.config.mjs when
// the site is built, so only relative imports (Node loads this file on its own there).

type Env = Record<string, string | undefined>;

const loopbackHosts = ['localhost', '127.0.0.1'];

/** The origin of a URL, or undefined when the value is empty or not an http(s) URL. */
export function originOf(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A loopback origin under both of its names: a service reached at 127.0.0.1 writes its image
 * URLs with `localhost` by default (and the other way round), and a browser treats the two as
 * different origins.
 */
function withLoopbackTwin(origin: string): string[] {
  const url = new URL(origin);
  if (!loopbackHosts.includes(url.hostname)) return [origin];
  return loopbackHosts.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
}

/**
 * The content service's public origin: CONTENT_PUBLIC_ORIGIN when set, else the origin of the
 * service the site reads (CONTENT_API_BASE), else the embedded service's public URL.
 */
export function contentImageOrigins(env: Env): string[] {
  const explicit = originOf(env.CONTENT_PUBLIC_ORIGIN);
  if (explicit) return [explicit];
  const service =
    originOf(env.CONTENT_API_BASE) ??
    originOf(env.CONTENT_SERVICE_PUBLIC_URL) ??
    `http://localhost:${env.CONTENT_SERVICE_PORT || 4010}`;
  return withLoopbackTwin(service);
}

/**
 * The drawing service's image host: AI_PUBLIC_ORIGIN when set, else the origin of AI_API_BASE.
 * Without either the embedded demo draws, and its pictures come from the content service.
 */
export function drawImageOrigins(env: Env): string[] {
  const origin = originOf(env.AI_PUBLIC_ORIGIN) ?? originOf(env.AI_API_BASE);
  return origin ? [origin] : [];
}

/** Every image origin of the policy, each once. */
export function imageOrigins(env: Env): string[] {
  return [...new Set([...contentImageOrigins(env), ...drawImageOrigins(env)])];
}
