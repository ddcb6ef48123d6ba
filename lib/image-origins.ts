// Where the site's pictures may come from besides itself, for the Content-Security-Policy:
// the content service's images and the drawing service's results. Read by next.config.mjs when
// the site is built, so only relative imports (Node loads this file on its own there).
import { config, type Env } from './config/index.ts';

const loopbackHosts = ['localhost', '127.0.0.1'];

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
export function contentImageOrigins(env?: Env): string[] {
  const { content, contentService } = config(env);
  if (content.publicOrigin) return [content.publicOrigin];
  const service = new URL(content.embedded ? contentService.publicUrl : content.apiBase).origin;
  return withLoopbackTwin(service);
}

/**
 * The drawing service's image host: AI_PUBLIC_ORIGIN when set, else the origin of AI_API_BASE.
 * Without either the embedded demo draws, and its pictures come from the content service.
 */
export function drawImageOrigins(env?: Env): string[] {
  const { drawing } = config(env);
  if (drawing.publicOrigin) return [drawing.publicOrigin];
  return drawing.demo ? [] : [new URL(drawing.base).origin];
}

/** Every image origin of the policy, each once. */
export function imageOrigins(env?: Env): string[] {
  return [...new Set([...contentImageOrigins(env), ...drawImageOrigins(env)])];
}
