// The server's log: one JSON object a line, written by pino, so that an operator's tools can
// filter by level, message, route or request without parsing prose. Each line has `time` (ISO
// 8601), `level` (info, warn or error), `msg`, the request's id `reqId` when it is written while
// a request is handled (lib/server/request-context.ts), and the caller's fields. Info goes to
// stdout, warnings and errors to stderr, so that a terminal or a service manager still shows what
// went wrong apart from the rest. An Error anywhere in the fields is written with its name,
// message, stack and cause; logging never throws, whatever it is handed. LOG_LEVEL leaves out
// the levels below it. A preview link's signature never reaches a line (./log-redaction.ts).
//
// No transport (pino's worker threads): lines are written in the process, through its own
// stdout and stderr, which Node writes synchronously to files, pipes and terminals on Linux, so
// a line written just before the process exits is never lost. Next's bundles each have their own
// copy of this module; the logger hangs on globalThis so that they share one.
import pino, { type DestinationStream } from 'pino';
import { config } from './config/index.ts';
import { withoutLinkSecrets } from './log-redaction.ts';
import { currentRequestId } from './server/request-context.ts';

export type LogLevel = 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;
export type Log = Record<LogLevel, (msg: string, fields?: LogFields) => void>;

/** How deep a chain of causes is followed: past it, an error is only named. */
const maxCauseDepth = 5;

/** What every line says itself; a field of the same name is left out. */
const ownKeys = new Set(['time', 'level', 'msg', 'reqId']);

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

/** The fields as plain JSON data: errors described, cycles cut, nothing that can throw left. */
export function loggableFields(fields: LogFields = {}): Record<string, unknown> {
  const seen = new WeakSet<object>();
  try {
    const kept = Object.fromEntries(Object.entries(fields).filter(([key]) => !ownKeys.has(key)));
    const text = JSON.stringify(kept, (_key, value: unknown) => {
      const loggable = toLoggable(value, 0);
      if (typeof loggable === 'object' && loggable !== null) {
        if (seen.has(loggable)) return '[repeated]';
        seen.add(loggable);
      }
      return loggable;
    });
    // The replacement holds no quote or backslash: the JSON stays whole.
    return JSON.parse(withoutLinkSecrets(text)) as Record<string, unknown>;
  } catch (error) {
    // A getter that throws, or a toJSON that does: the message still reaches the log.
    return {
      logFailure: withoutLinkSecrets(error instanceof Error ? error.message : String(error)),
    };
  }
}

/** A log writing info to `out` and warnings and errors to `err`, from `level` up. */
export function createLog(out: DestinationStream, err: DestinationStream, level: LogLevel): Log {
  const logger = pino(
    {
      level,
      base: null,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const reqId = currentRequestId();
        return reqId ? { reqId } : {};
      },
    },
    pino.multistream(
      [
        { level: 'info', stream: out },
        { level: 'warn', stream: err },
      ],
      { dedupe: true },
    ),
  );
  const write = (at: LogLevel) => (msg: string, fields?: LogFields) =>
    logger[at](loggableFields(fields), withoutLinkSecrets(String(msg)));
  return { info: write('info'), warn: write('warn'), error: write('error') };
}

/** The line `log` writes for one entry, without its newline: for tests that read lines. */
export function formatLine(level: LogLevel, msg: string, fields?: LogFields): string {
  let line = '';
  const keep = { write: (text: string) => void (line = text.trimEnd()) };
  createLog(keep, keep, 'info')[level](msg, fields);
  return line;
}

const key = Symbol.for('mantisoft.log');
const holder = globalThis as { [key]?: Log };

function processLog(): Log {
  holder[key] ??= createLog(process.stdout, process.stderr, config().serving.logLevel);
  return holder[key];
}

export const log: Log = {
  info: (msg, fields) => processLog().info(msg, fields),
  warn: (msg, fields) => processLog().warn(msg, fields),
  error: (msg, fields) => processLog().error(msg, fields),
};
