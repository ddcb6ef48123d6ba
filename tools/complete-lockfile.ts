// Restores the other platforms' optional packages in package-lock.json.
//
// The registry this project is built against serves only this platform's builds of native
// packages (@next/swc-darwin-arm64 and the like answer 404), so `npm install` here leaves them
// out of the lock, and `npm ci` then rejects the lock as out of sync (npm/cli#4828). A lock
// written elsewhere lists them as optional, per os and cpu, and npm skips them on other
// machines. Run after any dependency change:  node tools/complete-lockfile.ts
import { readFile, writeFile } from 'node:fs/promises';

type Entry = {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  optionalDependencies?: Record<string, string>;
};
type Lock = { packages: Record<string, Entry> };

const platforms = [
  'darwin',
  'win32',
  'linux',
  'android',
  'freebsd',
  'openharmony',
  'sunos',
  'aix',
  'netbsd',
  'openbsd',
];
const cpus = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x'];

/** os and cpu from a name such as @next/swc-win32-arm64-msvc or @unrs/resolver-binding-linux-arm-gnueabihf. */
export function platformOf(name: string): { os?: string[]; cpu?: string[] } {
  const parts = (name.split('/').pop() ?? '').split('-');
  const os = parts.find((part) => platforms.includes(part));
  const after = os ? parts.slice(parts.indexOf(os) + 1) : parts;
  const cpu = after.find((part) => cpus.includes(part));
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}) };
}

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(await readFile(file, 'utf8')) as Lock;
const added: string[] = [];

for (const entry of Object.values(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    if (lock.packages[`node_modules/${name}`]) continue;
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(range)) {
      console.warn(`skipped ${name}@${range}: not an exact version`);
      continue;
    }
    lock.packages[`node_modules/${name}`] = { version: range, optional: true, ...platformOf(name) };
    added.push(`${name}@${range}`);
  }
}

const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
  ),
);
await writeFile(file, JSON.stringify({ ...lock, packages: sorted }, null, 2) + '\n');
console.info(
  added.length
    ? `added ${added.length} optional entries:\n  ${added.join('\n  ')}`
    : 'lock already complete',
);
