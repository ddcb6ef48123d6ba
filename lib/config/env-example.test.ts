// .env.example is the list an operator reads: it names exactly the variables lib/config reads,
// with the defaults lib/config uses, and says "(build time)" of exactly those the build compiles in.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { config } from './index.ts';
import { retiredVariables, variables } from './variables.ts';

type Entry = { name: string; value: string; comment: string };

/** Each `NAME=value` line, with the comment block above it (shared by a run of variables). */
function readExample(): Entry[] {
  const lines = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8').split('\n');
  const entries: Entry[] = [];
  let comment: string[] = [];
  let afterVariable = false;
  for (const line of lines) {
    const variable = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (variable) {
      entries.push({
        name: variable[1] ?? '',
        value: variable[2] ?? '',
        comment: comment.join(' '),
      });
      afterVariable = true;
    } else if (line.startsWith('#')) {
      comment = afterVariable ? [line] : [...comment, line];
      afterVariable = false;
    } else {
      comment = [];
      afterVariable = false;
    }
  }
  return entries;
}

const example = readExample();
const declared = Object.entries(variables);

describe('.env.example', () => {
  it('lists every variable lib/config reads, once, and no other', () => {
    const listed = example.map(({ name }) => name);
    const names = declared.map(([name]) => name);
    expect(new Set(listed).size).toBe(listed.length);
    expect(
      names.filter((name) => !listed.includes(name)),
      'missing',
    ).toEqual([]);
    expect(
      listed.filter((name) => !names.includes(name)),
      'not read',
    ).toEqual([]);
    for (const name of Object.keys(retiredVariables)) expect(listed).not.toContain(name);
  });

  it('writes each default that lib/config uses, and leaves the others empty', () => {
    const written = Object.fromEntries(example.map(({ name, value }) => [name, value]));
    for (const [name, variable] of declared)
      expect(written[name], name).toBe(variable.default ?? '');
  });

  it('as it is, configures exactly what no setting at all does', () => {
    const copied = Object.fromEntries(example.map(({ name, value }) => [name, value]));
    expect(config(copied)).toEqual(config({}));
  });

  it('says "(build time)" of exactly the variables the build compiles in', () => {
    const buildTime = new Set(declared.filter(([, { buildTime }]) => buildTime).map(([n]) => n));
    for (const { name, comment } of example) {
      expect(comment.includes('(build time'), name).toBe(buildTime.has(name));
    }
  });
});
