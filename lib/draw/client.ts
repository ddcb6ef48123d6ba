// The browser's side of the drawing proxy: typed calls to the site's own /aiapi/v1 endpoints.
// The proxy has already checked every answer against content-schema/aiapi.yaml, so this module
// only types them (no zod in the browser bundle). It knows no token: the proxy adds it.
import type { components } from '../content/aiapi.gen.ts';

type Schemas = components['schemas'];
export type ClientDetail = Schemas['ClientDetail'];
export type TaskDetail = Schemas['TaskDetail'];
export type TaskState = Schemas['TaskState'];

/** The service's envelope: `code` 0 with data, or another code with a message for the visitor. */
export type DrawAnswer<T> = { code: number; msg: string; data: T | null };

/**
 * The proxy did not answer with the envelope: 400 (bad request), 413, 429 (`retryAfterS` set),
 * 502/504 (the drawing service failed or timed out), or the network failed (`status` 0).
 */
export class DrawRequestError extends Error {
  override name = 'DrawRequestError';
  readonly status: number;
  readonly retryAfterS: number | undefined;
  constructor(status: number, message: string, retryAfterS?: number) {
    super(message);
    this.status = status;
    this.retryAfterS = retryAfterS;
  }
}

export type DrawClientOptions = {
  /** Where the site is; '' (the default) calls the page's own origin. */
  base?: string;
  fetch?: typeof globalThis.fetch;
};

export type DrawClient = {
  /** Points left and used. */
  getClientDetail(signal?: AbortSignal): Promise<DrawAnswer<ClientDetail>>;
  /** Starts a drawing; `data.paintingSign` is the task id to poll. */
  startDraw(prompt: string, signal?: AbortSignal): Promise<DrawAnswer<{ paintingSign: string }>>;
  /** The task's state, progress, preview (`current_image`) and final image (`imgUrl`). */
  getTaskDetail(taskId: string, signal?: AbortSignal): Promise<DrawAnswer<TaskDetail>>;
};

export function createDrawClient({ base = '', fetch }: DrawClientOptions = {}): DrawClient {
  async function call<T>(path: string, init: RequestInit): Promise<DrawAnswer<T>> {
    const send = fetch ?? globalThis.fetch;
    const response = await send(base + path, { ...init, cache: 'no-store' }).catch(
      (error: unknown) => {
        if (init.signal?.aborted) throw error;
        throw new DrawRequestError(0, 'the network request failed');
      },
    );
    const body: unknown = await response.json().catch(() => null);
    if (response.ok && isAnswer(body)) return body as DrawAnswer<T>;
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new DrawRequestError(
      response.status,
      isAnswer(body) ? body.msg : `HTTP ${response.status}`,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
  }
  const post = (body: unknown, signal?: AbortSignal): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  return {
    getClientDetail: (signal) => call('/aiapi/v1/client/detail', { signal }),
    startDraw: (prompt, signal) => call('/aiapi/v1/draw', post({ prompt }, signal)),
    getTaskDetail: (taskId, signal) => call('/aiapi/v1/task/detail', post({ taskId }, signal)),
  };
}

function isAnswer(body: unknown): body is DrawAnswer<unknown> {
  return (
    typeof body === 'object' &&
    body !== null &&
    'code' in body &&
    typeof body.code === 'number' &&
    'msg' in body &&
    typeof body.msg === 'string'
  );
}

/** True once a task will not change any more: stop polling. */
export function isFinished(state: TaskState): boolean {
  return state === 'success' || state === 'failed';
}

/**
 * A `current_image` preview as an image address. The production service sends base64 JPEG,
 * the demo base64 SVG; the type is told from the first bytes (an SVG in an <img> runs nothing).
 */
export function previewSrc(base64: string | null): string | null {
  if (!base64) return null;
  const type = base64.startsWith('iVBOR')
    ? 'image/png'
    : base64.startsWith('PHN2Zy') || base64.startsWith('PD94')
      ? 'image/svg+xml'
      : 'image/jpeg';
  return `data:${type};base64,${base64}`;
}
