// The import graph, every import walked (types and dynamic `import()` included) and resolved as
// TypeScript does (with the #… aliases). No module imports itself through others, through a value
// or a type import: a circle makes the order modules run in depend on who is loaded first, and one
// held by types still ties modules together for a reader and for the next value import. (This is
// the project's one check of circles: eslint's import/no-cycle, which skips type imports, took
// nine tenths of the lint's time.) And what the site runs stays off what it never runs:
// eslint's no-restricted-imports says so at the import, but reads no dynamic `import()`.
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

function readGraph(): Map<string, string[]> {
  const configFile = path.join(root, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  const own = (file: string) => file.startsWith(root) && !/\/(node_modules|\.next)\//.test(file);
  const host = ts.createCompilerHost(config.options);
  const graph = new Map<string, string[]>();
  for (const file of config.fileNames.filter(own)) {
    const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true);
    const targets = importedFiles
      .map(({ fileName }) => ts.resolveModuleName(fileName, file, config.options, host))
      .map(({ resolvedModule }) => resolvedModule?.resolvedFileName)
      .filter((target): target is string => target !== undefined && own(target));
    graph.set(path.relative(root, file), [...new Set(targets.map((t) => path.relative(root, t)))]);
  }
  return graph;
}

/** Each circle once, as the path that closes it. */
function findCircles(graph: Map<string, string[]>): string[][] {
  const circles: string[][] = [];
  const done = new Set<string>();
  const walk = (file: string, trail: string[]) => {
    const at = trail.indexOf(file);
    if (at >= 0) {
      circles.push([...trail.slice(at), file]);
      return;
    }
    if (done.has(file)) return;
    for (const target of graph.get(file) ?? []) walk(target, [...trail, file]);
    done.add(file);
  };
  for (const file of graph.keys()) walk(file, []);
  return circles;
}

const isTestFile = (file: string) => /\.test(-d)?\.tsx?$/.test(file);
const runsInSite = (file: string) =>
  !isTestFile(file) &&
  !/^(e2e|integration|tools)\//.test(file) &&
  !/^[^/]+\.config\.ts$/.test(file);

/** Each import that crosses a boundary, as `from → to`. */
function findCrossings(graph: Map<string, string[]>): string[] {
  const allowed = (from: string, to: string) => {
    if (to.startsWith('e2e/')) return from.startsWith('e2e/');
    if (!to.startsWith('tools/')) return true;
    if (runsInSite(from)) return false;
    return (
      !isTestFile(from) ||
      /^(e2e|integration|tools)\//.test(from) ||
      to.startsWith('tools/testing/')
    );
  };
  return [...graph].flatMap(([from, targets]) =>
    targets.filter((to) => !allowed(from, to)).map((to) => `${from} → ${to}`),
  );
}

describe('the import graph', () => {
  it('has no circle, type imports included', () => {
    const graph = readGraph();
    expect(graph.size).toBeGreaterThan(100);
    expect(findCircles(graph).map((circle) => circle.join(' → '))).toEqual([]);
  });

  it('keeps what the site runs off tools/ and e2e/, and everything but the specs off e2e/', () => {
    expect(findCrossings(readGraph())).toEqual([]);
  });

  it('finds an import across a boundary', () => {
    const graph = new Map([
      ['lib/a.ts', ['tools/bench/x.ts', 'lib/b.ts']],
      ['lib/a.test.ts', ['tools/testing/y.ts', 'tools/bench/x.ts']],
      ['scripts/c.ts', ['e2e/pages.ts']],
      ['tools/d.ts', ['e2e/support.ts', 'lib/a.ts']],
      ['e2e/e.spec.ts', ['tools/process/z.ts', 'e2e/support.ts']],
      ['integration/f.test.ts', ['tools/process/z.ts', 'e2e/support.ts']],
      ['integration/g.ts', ['tools/process/z.ts']],
      ['playwright.config.ts', ['tools/process/z.ts']],
    ]);
    expect(findCrossings(graph)).toEqual([
      'lib/a.ts → tools/bench/x.ts',
      'lib/a.test.ts → tools/bench/x.ts',
      'scripts/c.ts → e2e/pages.ts',
      'tools/d.ts → e2e/support.ts',
      'integration/f.test.ts → e2e/support.ts',
    ]);
  });

  it('finds a circle when there is one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(findCircles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });
});
