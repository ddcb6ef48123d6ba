// What went wrong on a server during `npm run bench:growth`, read from what it printed.

/** Counts the errors in a server's output, whatever chunks it arrives in: the error lines of
 * its JSON log (lib/log.ts), by message and cause, and Next's own (`⨯ …`). */
export function errorCounter(errors: Map<string, number>): (text: string) => void {
  let partial = '';
  const count = (what: string) => errors.set(what, (errors.get(what) ?? 0) + 1);
  return (text) => {
    const lines = (partial + text).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (line.startsWith('⨯')) count(line.slice(0, 120));
      if (!line.startsWith('{')) continue;
      try {
        const entry = JSON.parse(line) as { level?: unknown; msg?: unknown; cause?: unknown };
        const cause = (entry.cause as { message?: unknown } | undefined)?.message;
        if (entry.level === 'error') count(cause ? `${entry.msg} (${cause})` : String(entry.msg));
      } catch {
        // not a log line
      }
    }
  };
}

/** The errors a server logged during the run, most frequent first. */
export function errorSummary(errors: ReadonlyMap<string, number>): string {
  if (errors.size === 0) return 'no error logged';
  return [...errors]
    .sort((a, b) => b[1] - a[1])
    .map(([msg, count]) => `${count} × "${msg}"`)
    .join('; ');
}
