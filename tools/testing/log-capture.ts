// The lines the server's log (lib/log.ts) writes while a test runs, kept instead of printed: it
// writes through process.stdout (info) and process.stderr (warnings and errors).
import { vi } from 'vitest';

export type LogCapture = {
  /** The lines written to stdout, as text. */
  out: string[];
  /** The lines written to stderr, as text. */
  err: string[];
  /** Every line of both, parsed. */
  entries: () => Record<string, unknown>[];
};

/** Keeps what the process writes to stdout and stderr until vi.restoreAllMocks(). */
export function captureLog(): LogCapture {
  const out: string[] = [];
  const err: string[] = [];
  const keep = (lines: string[]) => (chunk: string | Uint8Array) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(keep(out));
  vi.spyOn(process.stderr, 'write').mockImplementation(keep(err));
  return {
    out,
    err,
    entries: () => [...out, ...err].map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
