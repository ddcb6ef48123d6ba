// What the server process closes once it has answered its last request (scripts/serve.ts): the
// parts that live inside Next's bundles (the Redis connection) register their own closing here.
// The registry hangs on globalThis under a Symbol.for key, since each bundle has its own copy of
// this module; a hook registered again under the same name replaces the first, so that copies of
// one part close it once.
type Hook = () => Promise<void> | void;

const key = Symbol.for('mantisoft.shutdown-hooks');
const holder = globalThis as { [key]?: Map<string, Hook> };

function hooks(): Map<string, Hook> {
  holder[key] ??= new Map();
  return holder[key];
}

/** Runs `hook` when the process shuts down; `name` says what it closes, in the log. */
export function onShutdown(name: string, hook: Hook): void {
  hooks().set(name, hook);
}

export type HookResult = { name: string; error?: unknown };

/**
 * Runs every hook, all at once, each given at most `limitMs`; a hook that fails or takes longer
 * is reported, never thrown. Each runs once: the registry is empty afterwards.
 */
export async function runShutdownHooks(limitMs = 2000): Promise<HookResult[]> {
  const pending = [...hooks()];
  hooks().clear();
  return Promise.all(
    pending.map(async ([name, hook]): Promise<HookResult> => {
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
