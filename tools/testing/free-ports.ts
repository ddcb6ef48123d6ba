// Ports for the servers a test or a benchmark starts. A port the kernel hands out for `listen(0)`
// lies in its ephemeral range, the range every outgoing connection (a browser, fetch, a Redis
// client) also takes its local port from: between choosing such a port and a server binding it,
// a connection of the same run can take it, and the server fails with EADDRINUSE. So ports are
// chosen below that range, where only an explicit bind can claim one.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const lowestPort = 10_000;

/** The first port of the kernel's ephemeral range (Linux; 32768 where it cannot be read). */
function ephemeralStart(): number {
  try {
    const [first] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/);
    const port = Number(first);
    return Number.isInteger(port) && port > lowestPort + 1000 ? port : 32_768;
  } catch {
    return 32_768;
  }
}

/** Whether a server can listen on `port` on every address (as `next start` does), right now. */
function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** `count` distinct ports that nothing listens on, outside the ephemeral range. */
export async function freePorts(count: number): Promise<number[]> {
  const end = ephemeralStart();
  const ports = new Set<number>();
  for (let tries = 0; ports.size < count; tries += 1) {
    if (tries > 1000) throw new Error(`no ${count} free ports between ${lowestPort} and ${end}`);
    const port = lowestPort + Math.floor(Math.random() * (end - lowestPort));
    if (!ports.has(port) && (await bindable(port))) ports.add(port);
  }
  return [...ports];
}
