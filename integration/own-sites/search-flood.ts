// What search-flood.test.ts sends and reads: thousands of distinct help searches from many
// visitors (the server believes X-Real-IP from 127.0.0.1, TRUSTED_PROXIES), what a build folder's
// cache holds on disk, which keys a Redis holds, and what a server holds in memory.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from 'redis';
import { listeningPid } from '#tools/load/proc.ts';
import { type HeldMemory, heldMemory } from '#tools/testing/held-memory.ts';

/** Words every help article in English shares with many others: each query finds ten articles. */
const words = ['laser', 'machine', 'settings', 'software', 'cutting', 'power'];

function randomCase(word: string): string {
  return [...word].map((char) => (Math.random() < 0.5 ? char.toUpperCase() : char)).join('');
}

/**
 * `count` distinct queries that each find articles. The content service ignores case and the
 * site does not, so every spelling is a query of its own with a full page of answers.
 */
export function distinctQueries(count: number): string[] {
  const queries = new Set<string>();
  while (queries.size < count) {
    const first = words[Math.floor(Math.random() * words.length)] ?? 'laser';
    const second = words[Math.floor(Math.random() * words.length)] ?? 'power';
    queries.add(`${randomCase(first)} ${randomCase(second)}`);
  }
  return [...queries];
}

/** The visitor address of the n-th of many visitors. */
export const visitorAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

export const searchUrl = (origin: string, q: string, locale = 'en') =>
  `${origin}/api/help/search?${new URLSearchParams({ q, locale }).toString()}`;

export type FloodResult = { requests: number; seconds: number; statuses: Record<string, number> };

/** Sends each query once, `perVisitor` from each visitor, `connections` at a time. */
export async function flood(
  origin: string,
  queries: readonly string[],
  { perVisitor, connections = 16 }: { perVisitor: number; connections?: number },
): Promise<FloodResult> {
  const statuses: Record<string, number> = {};
  const begun = Date.now();
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < queries.length; index = next++) {
      const answer = await fetch(searchUrl(origin, queries[index] ?? ''), {
        headers: { 'x-real-ip': visitorAddress(Math.floor(index / perVisitor)) },
      });
      await answer.arrayBuffer();
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return { requests: queries.length, seconds: (Date.now() - begun) / 1000, statuses };
}

export type Footprint = { files: number; bytes: number };

/** The files under `folder` and their size; none when it does not exist. */
export function footprint(folder: string): Footprint {
  let entries: string[];
  try {
    entries = readdirSync(folder, { recursive: true, encoding: 'utf8' });
  } catch {
    return { files: 0, bytes: 0 };
  }
  let files = 0;
  let bytes = 0;
  for (const entry of entries) {
    const stat = statSync(join(folder, entry), { throwIfNoEntry: false });
    if (!stat?.isFile()) continue;
    files += 1;
    bytes += stat.size;
  }
  return { files, bytes };
}

/** Every key of the Redis at `url` with its remaining life in seconds (-1: none). */
export async function redisKeys(url: string): Promise<Map<string, number>> {
  const admin = createClient({ url });
  await admin.connect();
  try {
    const keys = new Map<string, number>();
    for await (const batch of admin.scanIterator({ COUNT: 1000 })) {
      for (const key of batch) keys.set(key, await admin.ttl(key));
    }
    return keys;
  } finally {
    admin.destroy();
  }
}

/** What the server listening on `port` holds after a full collection (its inspector on `inspectPort`). */
export async function serverMemory(port: number, inspectPort: number): Promise<HeldMemory> {
  const pid = listeningPid(port);
  if (pid === null) throw new Error(`no process listens on ${port}`);
  return heldMemory(pid, inspectPort);
}

const held = ({ heapMb, buffersMb }: HeldMemory) => heapMb + buffersMb;

/**
 * What the server holds once the work a flood left behind is done: the lowest of a few readings
 * two seconds apart. Right after a flood, buffers of sockets and of answers still being written
 * can hold tens of MB for a moment on a busy machine; a leak holds its memory in every reading.
 */
export async function settledServerMemory(port: number, inspectPort: number): Promise<HeldMemory> {
  let lowest = await serverMemory(port, inspectPort);
  for (let reading = 1; reading < 3; reading += 1) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const next = await serverMemory(port, inspectPort);
    if (held(next) < held(lowest)) lowest = next;
  }
  return lowest;
}

export const mb = (bytes: number) => bytes / 1024 / 1024;
