import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { servingWorkers } from './nginx-reload.ts';

let proc = '';
afterEach(() => rmSync(proc, { recursive: true, force: true }));

/** A /proc of the given processes: pid, parent, name as the kernel writes it, and title. */
function fakeProc(processes: [number, number, string, string][]): string {
  const folder = mkdtempSync(join(tmpdir(), 'proc-'));
  for (const [pid, parent, name, title] of processes) {
    mkdirSync(join(folder, String(pid)));
    writeFileSync(join(folder, String(pid), 'stat'), `${pid} (${name}) S ${parent} ${pid} 0 0`);
    writeFileSync(join(folder, String(pid), 'cmdline'), `${title}\0`);
  }
  mkdirSync(join(folder, 'self'));
  return folder;
}

describe('servingWorkers', () => {
  it('names the master’s workers that take new requests, not those finishing old ones', () => {
    proc = fakeProc([
      [100, 1, 'nginx', 'nginx: master process nginx -c a.conf'],
      [101, 100, 'nginx', 'nginx: worker process is shutting down'],
      [102, 100, 'nginx', 'nginx: cache manager process'],
      [103, 100, 'nginx', 'nginx: worker process'],
      [104, 100, 'nginx', 'nginx: worker process'],
      [105, 200, 'nginx', 'nginx: worker process'],
      // A name with a space and a parenthesis does not shift the fields that follow it.
      [106, 100, 'odd) name', 'nginx: worker process'],
    ]);
    expect(servingWorkers(100, proc).sort()).toEqual([103, 104, 106]);
  });
});
