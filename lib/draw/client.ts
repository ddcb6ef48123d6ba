// The browser's side of the drawing proxy: typed calls to the site's own /aiapi/v1 endpoints.
// The proxy has already checked every answer against content-schema/aiapi.yaml, so this module
// only types them (no zod in the browser bundle). It knows no token: the proxy adds it.
import type { AnswerOutcome, Puzzle } from '../captcha/captcha.ts';
import type { DragPoint } from '../captcha/rules.ts';
import type { components } from '../content/aiapi.gen.ts';

type Schemas = components['schemas'];
export type ClientDetail = Schemas['ClientDetail'];
export type TaskDetail = Schemas['TaskDetail'];
export type TaskState = Schemas['TaskState'];

/** The service's envelope: `code` 0 with data, or another code with a message for the visitor. */
export type DrawAnswer<T> = { code: number; msg: string; data: T | null };

/**
 * The proxy did not answer with the envelope: 400 (bad request), 403 (no pass from the captcha,
 * or another site), 410 (the puzzle is gone), 413, 429 (`retryAfterS` set), 502/504 (the drawing
 * service failed or timed out), or the network failed (`status` 0). With `reason` (a refusal the
 * visitor can act on), the message is in the language the client asked for.
 */
export class DrawRequestError extends Error {
  override name = 'DrawRequestError';
  readonly status: number;
  readonly retryAfterS: number | undefined;
  readonly reason: string | undefined;
  constructor(status: number, message: string, retryAfterS?: number, reason?: string) {
    super(message);
    this.status = status;
    this.retryAfterS = retryAfterS;
    this.reason = reason;
  }
}

export type DrawClientOptions = {
  /** Where the site is; '' (the default) calls the page's own origin. */
  base?: string;
  fetch?: typeof globalThis.fetch;
  /** The page's locale: the language of the proxy's refusals. */
  locale?: string;
};

type Init = Omit<RequestInit, 'headers'> & { headers?: Record<string, string> };

/** A drag as the captcha reports it. */
export type PuzzleAnswer = { id: string; trail: DragPoint[]; keyboard: boolean };

export type DrawClient = {
  /** Points left and used. */
  getClientDetail(signal?: AbortSignal): Promise<DrawAnswer<ClientDetail>>;
  /** A new captcha puzzle. */
  getPuzzle(signal?: AbortSignal): Promise<DrawAnswer<Puzzle>>;
  /** The verdict on a drag; a good one comes with the pass for one drawing. */
  answerPuzzle(answer: PuzzleAnswer, signal?: AbortSignal): Promise<DrawAnswer<AnswerOutcome>>;
  /** Starts a drawing with a captcha's pass; `data.paintingSign` is the task id to poll. */
  startDraw(
    prompt: string,
    pass: string,
    signal?: AbortSignal,
  ): Promise<DrawAnswer<{ paintingSign: string }>>;
  /** The task's state, progress, preview (`current_image`) and final image (`imgUrl`). */
  getTaskDetail(taskId: string, signal?: AbortSignal): Promise<DrawAnswer<TaskDetail>>;
};

export function createDrawClient({ base = '', fetch, locale }: DrawClientOptions = {}): DrawClient {
  const language: Record<string, string> = locale ? { 'accept-language': locale } : {};
  async function call<T>(path: string, init: Init): Promise<DrawAnswer<T>> {
    const send = fetch ?? globalThis.fetch;
    const headers = { ...language, ...init.headers };
    const response = await send(base + path, { ...init, headers, cache: 'no-store' }).catch(
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
      isAnswer(body) && 'reason' in body && typeof body.reason === 'string'
        ? body.reason
        : undefined,
    );
  }
  const post = (body: unknown, signal?: AbortSignal): Init => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  return {
    getClientDetail: (signal) => call('/aiapi/v1/client/detail', { signal }),
    getPuzzle: (signal) => call('/aiapi/v1/captcha', { signal }),
    answerPuzzle: (answer, signal) => call('/aiapi/v1/captcha', post(answer, signal)),
    startDraw: (prompt, pass, signal) => call('/aiapi/v1/draw', post({ prompt, pass }, signal)),
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
