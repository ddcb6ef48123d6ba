// Reads a table of settings from an environment: each variable through its schema, and a
// malformed one as its default, with a problem that names it, its value and what was expected.
import type { Env, Setting, Values } from './setting.ts';

export type Problem = {
  name: string;
  /** Compiled into the build: a corrected value takes a new build. */
  buildTime: boolean;
  /** One line: `NAME=value: expected …` (a secret's value is left out). */
  line: string;
};

/** A value as a line may show it: quoted when it has spaces or quotes, shortened when long. */
function shown(raw: string): string {
  const short = raw.length > 60 ? `${raw.slice(0, 57)}…` : raw;
  return /^[\x21-\x7e]+$/.test(raw) && !/["'`]/.test(raw) ? short : JSON.stringify(short);
}

export function readVariables<Table extends Record<string, Setting<unknown>>>(
  table: Table,
  env: Env,
): { values: Values<Table>; problems: Problem[] } {
  const values: Record<string, unknown> = {};
  const problems: Problem[] = [];
  for (const [name, variable] of Object.entries(table)) {
    const raw = env[name];
    const read = variable.schema.safeParse(raw);
    if (read.success) {
      values[name] = read.data;
      continue;
    }
    // The default, which every table's test parses: a place that must not fail (a request)
    // runs on it, and `npm start` refuses the value.
    values[name] = variable.schema.parse(undefined);
    const message = read.error.issues[0]?.message ?? 'not a valid value';
    const named = variable.secret || raw === undefined ? name : `${name}=${shown(raw)}`;
    problems.push({ name, buildTime: variable.buildTime === true, line: `${named}: ${message}` });
  }
  // Built from the table's own schemas, name by name: the shape Values<Table> describes.
  return { values: values as Values<Table>, problems };
}
