// What a server process holds once its garbage is collected: the JavaScript heap in use and the
// buffers outside it, read through the process's own inspector. Resident memory a few seconds
// after a burst counts garbage V8 has not collected yet, and memory the allocator keeps after
// the process freed it; this counts what the site actually keeps (its caches, its code's state).
//
// The server starts with `--inspect-port` (NODE_OPTIONS, which Node allows for it) and opens the
// inspector only when sent SIGUSR1, as Node does: until then nothing listens.

export type HeldMemory = {
  /** Resident memory once the collection is done (and `settleMs` later). */
  rssMb: number;
  heapMb: number;
  buffersMb: number;
};

const mb = (bytes: number) => bytes / 1024 / 1024;

async function debuggerUrl(port: number, timeoutMs = 10_000): Promise<string> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    const answer = await fetch(`http://127.0.0.1:${port}/json/list`).catch(() => undefined);
    if (answer?.ok) {
      const [target] = (await answer.json()) as { webSocketDebuggerUrl?: string }[];
      if (target?.webSocketDebuggerUrl) return target.webSocketDebuggerUrl;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server's inspector did not open on port ${port}`);
}

/** A DevTools protocol session: one command at a time, each answered before the next. */
async function session(url: string) {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', () => reject(new Error(`cannot reach ${url}`)), {
      once: true,
    });
  });
  let id = 0;
  const send = (method: string, params: object = {}) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const sent = (id += 1);
      const onMessage = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data)) as {
          id?: number;
          result?: Record<string, unknown>;
          error?: { message: string };
        };
        if (message.id !== sent) return;
        socket.removeEventListener('message', onMessage);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result ?? {});
      };
      socket.addEventListener('message', onMessage);
      socket.send(JSON.stringify({ id: sent, method, params }));
    });
  return { send, close: () => socket.close() };
}

/**
 * Collects the server's garbage (twice: what the first frees can free more) and reads what is
 * left. The resident memory is read `settleMs` later: what a collection frees leaves the
 * process over the next seconds (V8 unmaps its pages on a thread of its own, jemalloc hands
 * freed pages back once they are 10 s old), and read at once it counts what is on its way out.
 */
export async function heldMemory(
  pid: number,
  inspectPort: number,
  settleMs = 0,
): Promise<HeldMemory> {
  process.kill(pid, 'SIGUSR1');
  const inspector = await session(await debuggerUrl(inspectPort));
  const usage = async () => {
    const answer = await inspector.send('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    });
    const { value } = answer.result as { value: string };
    return JSON.parse(value) as NodeJS.MemoryUsage;
  };
  try {
    await inspector.send('HeapProfiler.collectGarbage');
    await inspector.send('HeapProfiler.collectGarbage');
    const collected = await usage();
    const settled =
      settleMs > 0
        ? await new Promise((resolve) => setTimeout(resolve, settleMs)).then(usage)
        : collected;
    return {
      rssMb: mb(settled.rss),
      heapMb: mb(collected.heapUsed),
      buffersMb: mb(collected.external),
    };
  } finally {
    inspector.close();
  }
}
