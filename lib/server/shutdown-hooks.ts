// What the server process closes once it has answered its last request (scripts/serve.ts): the
// parts that live inside Next's bundles (the Redis connection) register their own closing here.
// The registry hangs on globalThis under a Symbol.for key, since each bundle has its own copy of
// this module; a hook registered again under the same name replaces the first, so that copies of
// one part close it once.
type Hook = () => Promise<void> | void;
type Registered = { hook: Hook; limitMs?: number };

const key = Symbol.for('mantisoft.shutdown-hooks');
const holder = globalThis as { [key]?: Map<string, Registered> };

function hooks(): Map<string, Registered> {
  holder[key] ??= new Map();
  return holder[key];
}

/**
 * Runs `hook` when the process shuts down; `name` says what it closes, in the log. `limitMs`
 * gives a part that may need longer than the others its own bound.
 */
export function onShutdown(name: string, hook: Hook, limitMs?: number): void {
  hooks().set(name, limitMs === undefined ? { hook } : { hook, limitMs });
}

export type HookResult = { name: string; error?: unknown };

/**
 * Runs every hook, all at once, each given at most its own bound or else `defaultLimitMs`; a hook
 * that fails or takes longer is reported, never thrown. Each runs once: the registry is empty
 * afterwards.
 */
export async function runShutdownHooks(defaultLimitMs = 2000): Promise<HookResult[]> {
  const pending = [...hooks()];
  hooks().clear();
  return Promise.all(
    pending.map(async ([name, { hook, limitMs = defaultLimitMs }]): Promise<HookResult> => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`did not finish within ${limitMs} ms`)), limitMs);
      });
      try {
        await Promise.race([Promise.resolve().then(hook), late]);
        return { name };
      } catch (error) {
        return { name, error };
      } finally {
        clearTimeout(timer);
      }
    }),
  );
}
