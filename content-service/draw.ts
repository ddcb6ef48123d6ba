// The demo of the drawing service (content-schema/aiapi.yaml): an account with a balance, and
// tasks that run on a clock through queued → running → success (or failed) without any model.
// Time is read from `now`, so tests move a fake clock instead of waiting.
import { randomUUID } from 'node:crypto';
import { drawCosts } from '#lib/draw/shared.ts';
import { drawPicture } from './draw-art.ts';

export type DrawDemoOptions = {
  /** How long a task takes from acceptance to its final picture, in milliseconds. */
  taskMs: number;
  /** Points the account starts with. */
  balance: number;
  /** A prompt containing one of these (any case) is accepted and then fails while running. */
  failWords: readonly string[];
  /** A prompt containing one of these is refused at once, with code 4003. */
  refuseWords: readonly string[];
  now?: () => number;
};

type Task = { prompt: string; startedAt: number; fails: boolean };

type Envelope<T> = { code: number; msg: string; data: T | null };

/** Share of a task's time spent queued before it starts running. */
const queuedShare = 0.15;
/** Share of a failing task's time after which it fails. */
const failShare = 0.6;
/** Tasks kept for polling and for their pictures; the oldest are forgotten first. */
const keptTasks = 1000;

const ok = <T>(data: T): Envelope<T> => ({ code: 0, msg: 'ok', data });
const refused = (code: number, msg: string): Envelope<never> => ({ code, msg, data: null });

export class DrawDemo {
  readonly #options: DrawDemoOptions;
  readonly #now: () => number;
  readonly #tasks = new Map<string, Task>();
  #balance: number;
  #used = 0;

  constructor(options: DrawDemoOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#balance = options.balance;
  }

  clientDetail(): Envelope<{ balance: number; used: number }> {
    return ok({ balance: this.#balance, used: this.#used });
  }

  draw(prompt: string): Envelope<{ paintingSign: string }> {
    if (containsAny(prompt, this.#options.refuseWords)) {
      return refused(4003, '描述包含不允许的内容 (the description contains a refused word)');
    }
    const cost = drawCosts.normal;
    if (this.#balance < cost) return refused(4002, '积分不足 (not enough points)');
    this.#balance -= cost;
    this.#used += cost;
    const id = randomUUID();
    this.#tasks.set(id, {
      prompt,
      startedAt: this.#now(),
      fails: containsAny(prompt, this.#options.failWords),
    });
    for (const oldest of this.#tasks.keys()) {
      if (this.#tasks.size <= keptTasks) break;
      this.#tasks.delete(oldest);
    }
    return ok({ paintingSign: id });
  }

  /** The task's state now; `imageUrl` turns a task id into the address of its final picture. */
  taskDetail(taskId: string, imageUrl: (taskId: string) => string) {
    const task = this.#tasks.get(taskId);
    if (!task) return refused(4004, `task ${taskId} does not exist`);
    const share = (this.#now() - task.startedAt) / this.#options.taskMs;
    if (task.fails && share >= failShare) {
      return ok({
        state: 'failed' as const,
        progress: progressAt(failShare),
        imgUrl: null,
        current_image: null,
      });
    }
    if (share >= 1) {
      return ok({
        state: 'success' as const,
        progress: 1,
        imgUrl: imageUrl(taskId),
        current_image: null,
      });
    }
    if (share < queuedShare) {
      return ok({ state: 'queued' as const, progress: 0, imgUrl: null, current_image: null });
    }
    const progress = progressAt(share);
    const preview = Buffer.from(drawPicture(task.prompt, progress)).toString('base64');
    return ok({ state: 'running' as const, progress, imgUrl: null, current_image: preview });
  }

  /** The final picture of a finished task, as SVG; undefined until then. */
  picture(taskId: string): string | undefined {
    const task = this.#tasks.get(taskId);
    if (!task || task.fails || this.#now() - task.startedAt < this.#options.taskMs)
      return undefined;
    return drawPicture(task.prompt);
  }
}

/** Progress while running: 0 when the task leaves the queue, 0.99 at most before success. */
function progressAt(share: number): number {
  const running = (share - queuedShare) / (1 - queuedShare);
  return Math.min(0.99, Math.max(0, Math.floor(running * 100) / 100));
}

function containsAny(prompt: string, words: readonly string[]): boolean {
  const text = prompt.toLowerCase();
  return words.some((word) => word !== '' && text.includes(word.toLowerCase()));
}
