// Visitors who keep asking for the same pages, each a moment after its last answer, through every
// origin in turn: so that while a test edits content and sends webhooks, renders of those pages
// (and of the content reads they share) are always in flight on every instance. The pause leaves
// the machine's cores to the renders rather than to answering the same cached page over and over.
import { setTimeout as sleep } from 'node:timers/promises';

export type VisitorOptions = {
  /** The edge and each instance. */
  origins: readonly string[];
  paths: readonly string[];
  count: number;
  /** Time limit of one request. */
  answerLimitMs: number;
  /** Each visitor's pause after an answer. */
  pauseMs: number;
};

export type VisitorReport = {
  visits: number;
  /** Answers other than 200, and requests that got no answer, one line each. */
  unexpected: string[];
};

export type Visitors = { stop: () => Promise<VisitorReport> };

export function startVisitors(options: VisitorOptions): Visitors {
  const { origins, paths, count, answerLimitMs, pauseMs } = options;
  let running = true;
  let visits = 0;
  const unexpected: string[] = [];
  async function visitor(index: number) {
    // Each visitor walks the same addresses from its own place, so the same pages are asked of
    // every origin at once.
    for (let step = index; running; step += 1) {
      const origin = origins[step % origins.length] ?? '';
      const path = paths[Math.floor(step / origins.length) % paths.length] ?? '/';
      try {
        const answer = await fetch(origin + path, { signal: AbortSignal.timeout(answerLimitMs) });
        await answer.arrayBuffer();
        if (answer.status !== 200) unexpected.push(`${origin}${path}: ${answer.status}`);
      } catch (error) {
        unexpected.push(`${origin}${path}: ${error instanceof Error ? error.message : error}`);
      }
      visits += 1;
      await sleep(pauseMs);
    }
  }
  const all = Array.from({ length: count }, (_, index) => visitor(index));
  return {
    stop: async () => {
      running = false;
      await Promise.all(all);
      return { visits, unexpected };
    },
  };
}
