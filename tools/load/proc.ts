// What the load test reads about a process from Linux's /proc: which process listens on a port
// (the site's server sits under npm, a launcher and next's own wrapper) and its resident memory.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** Resident memory of a process in kibibytes, from the VmRSS line of /proc/<pid>/status. */
export function residentKb(pid: number): number {
  return parseResidentKb(readFileSync(`/proc/${pid}/status`, 'utf8'));
}

export function parseResidentKb(status: string): number {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  if (!match?.[1]) throw new Error('no VmRSS line: is the process still running?');
  return Number(match[1]);
}

/** Socket inodes listening on `port` in a /proc/net/tcp or tcp6 table. */
export function listeningInodes(table: string, port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return table
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A')
    .flatMap((fields) => (fields[9] ? [fields[9]] : []));
}

function readOr(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** The process that holds the socket listening on `port`, or null when none is found. */
export function listeningPid(port: number): number | null {
  const inodes = new Set(
    ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) => listeningInodes(readOr(table), port)),
  );
  if (inodes.size === 0) return null;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // another user's process, or gone
    }
    for (const fd of fds) {
      let target: string;
      try {
        target = readlinkSync(`/proc/${entry}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) return Number(entry);
    }
  }
  return null;
}
