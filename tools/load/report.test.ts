import { describe, expect, it } from 'vitest';
import { parseResidentKb, listeningInodes } from './proc.ts';
import { formatLoadReport, memoryProblem, type RouteRun, routeProblems } from './report.ts';

const run = (statuses: Record<string, number>, errors = 0): RouteRun => ({
  name: 'draw',
  connections: 8,
  requests: Object.values(statuses).reduce((sum, count) => sum + count, 0),
  statuses,
  errors,
  p99Ms: 42,
});

describe('the load verdict', () => {
  it('passes the statuses a route may answer and the 429s its limiter owes', () => {
    expect(
      routeProblems(run({ 200: 5, 429: 900 }), { allowed: [200, 429], maxAccepted: 10 }),
    ).toEqual([]);
  });

  it('fails on any other status, on requests without an answer, and on a limiter letting too much through', () => {
    expect(routeProblems(run({ 200: 5, 502: 1 }), { allowed: [200, 429] })).toEqual([
      'draw: 1 answers with status 502',
    ]);
    expect(routeProblems(run({ 200: 5 }, 3), { allowed: [200] })).toEqual([
      'draw: 3 requests got no answer',
    ]);
    expect(routeProblems(run({ 200: 11 }), { allowed: [200, 429], maxAccepted: 10 })).toEqual([
      'draw: 11 requests accepted, the rate limit allows 10',
    ]);
    expect(routeProblems(run({}), { allowed: [200] })).toEqual(['draw: no request was answered']);
  });

  const held = (heapMb: number, buffersMb = 10, rssMb = 200) => ({ heapMb, buffersMb, rssMb });

  it('allows what the server holds to grow by at most a fifth, whatever its resident memory', () => {
    const memory = (afterHeapMb: number) => ({
      warmedUp: held(90),
      afterRun: held(afterHeapMb),
      residentAtEndMb: 900,
    });
    expect(memoryProblem(memory(109))).toBeNull();
    expect(memoryProblem(memory(70))).toBeNull();
    expect(memoryProblem(memory(111))).toMatch(/holds grew by 21.0 %/);
  });

  it('prints one line per route with its p99 and statuses, and the memory', () => {
    const table = formatLoadReport([run({ 429: 7, 200: 2 })], {
      warmedUp: held(60, 4, 180),
      afterRun: held(92, 4, 181.5),
      residentAtEndMb: 409.94,
    });
    expect(table).toContain('42 ms');
    expect(table).toContain('200×2 429×7');
    expect(table).toContain('64.0 MB after warm-up, 96.0 MB after the run (50.0 %)');
    expect(table).toContain('resident: 180.0 MB and 181.5 MB after each collection, 409.9 MB');
  });
});

describe('reading /proc', () => {
  it('finds the resident memory', () => {
    expect(parseResidentKb('Name:\tnode\nVmPeak:\t 9 kB\nVmRSS:\t  123456 kB\n')).toBe(123456);
    expect(() => parseResidentKb('Name:\tzombie\n')).toThrow(/VmRSS/);
  });

  it('finds the socket listening on a port, not the connections to it', () => {
    const table = [
      '  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode',
      '   0: 0100007F:0CA8 00000000:0000 0A 00000000:00000000 00:00000000 00000000  1000        0 55501 1',
      '   1: 0100007F:0CA8 0100007F:D431 01 00000000:00000000 00:00000000 00000000  1000        0 55502 1',
      '   2: 0100007F:1F90 00000000:0000 0A 00000000:00000000 00:00000000 00000000  1000        0 55503 1',
    ].join('\n');
    expect(listeningInodes(table, 3240)).toEqual(['55501']);
  });
});
