// The server's log: one JSON object a line, so that an operator's tools can filter by level,
// message or route without parsing prose. Info goes to stdout, warnings and errors to stderr.
// An Error anywhere in the fields is written with its name, message, stack and cause; logging
// never throws, whatever it is handed.

export type LogLevel = 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

/** How deep a chain of causes is followed: past it, an error is only named. */
const maxCauseDepth = 5;

// The console rather than process streams: it exists in every runtime Next may use, and in
// Node it writes info to stdout, warnings and errors to stderr, each call one write.
const writers: Record<LogLevel, (line: string) => void> = {
  info: (line) => console.info(line),
  warn: (line) => console.warn(line),
  error: (line) => console.error(line),
};

/** An Error as plain data; the primitive fields it carries (code, status, digest…) included. */
export function describeError(error: Error, depth = 0): Record<string, unknown> {
  const described: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) described[key] = value;
  }
  described.name = error.name;
  described.message = error.message;
  if (error.stack) described.stack = error.stack;
  if (error.cause !== undefined) {
    described.cause =
      error.cause instanceof Error && depth >= maxCauseDepth
        ? { name: error.cause.name, message: error.cause.message }
        : toLoggable(error.cause, depth + 1);
  }
  return described;
}

function toLoggable(value: unknown, depth: number): unknown {
  if (value instanceof Error) return describeError(value, depth);
  if (typeof value === 'bigint') return value.toString();
  return value;
}

/** The line for one entry: level and message first, then the fields. */
export function formatLine(level: LogLevel, msg: string, fields: LogFields = {}): string {
  const seen = new WeakSet<object>();
  const entry: Record<string, unknown> = { time: new Date().toISOString(), level, msg };
  for (const [key, value] of Object.entries(fields)) {
    if (!(key in entry)) entry[key] = value;
  }
  try {
    return JSON.stringify(entry, (_key, value: unknown) => {
      const loggable = toLoggable(value, 0);
      if (typeof loggable === 'object' && loggable !== null) {
        if (seen.has(loggable)) return '[repeated]';
        seen.add(loggable);
      }
      return loggable;
    });
  } catch (error) {
    // A getter that throws, or a toJSON that does: the message still reaches the log.
    return JSON.stringify({
      time: entry.time,
      level,
      msg,
      logFailure: error instanceof Error ? error.message : String(error),
    });
  }
}

function emit(level: LogLevel, msg: string, fields?: LogFields): void {
  writers[level](formatLine(level, msg, fields));
}

export const log = {
  info: (msg: string, fields?: LogFields) => emit('info', msg, fields),
  warn: (msg: string, fields?: LogFields) => emit('warn', msg, fields),
  error: (msg: string, fields?: LogFields) => emit('error', msg, fields),
};
