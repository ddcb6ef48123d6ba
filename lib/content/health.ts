// Whether the content service answered the site's last call, kept in this process by the read
// pipeline (lib/content/client.ts) as calls succeed or fail, so that GET /api/health can say it
// without calling the service itself. Kept on globalThis: Next may bundle this module into more
// than one server chunk, and every copy must share one state.

export type ContentHealth = {
  /** null until the first call of this process. */
  answered: boolean | null;
  /** When the last call ended, as an ISO time; null before the first. */
  at: string | null;
};

const key = Symbol.for('mantisoft.content-health');

type Holder = { [key]?: ContentHealth };

function holder(): Holder {
  return globalThis as Holder;
}

export function recordContentCall(answered: boolean, now: Date = new Date()): void {
  holder()[key] = { answered, at: now.toISOString() };
}

export function contentHealth(): ContentHealth {
  return holder()[key] ?? { answered: null, at: null };
}

/** Runs a content call and records whether the service answered it. */
export async function trackContentCall<T>(
  call: () => Promise<T>,
  answered: (error: unknown) => boolean,
): Promise<T> {
  try {
    const result = await call();
    recordContentCall(true);
    return result;
  } catch (error) {
    recordContentCall(answered(error));
    throw error;
  }
}
