// No client component reaches lib/config, even through other modules: in the browser the server's
// environment does not exist, so the settings would silently be their defaults. A value the
// browser needs is read by a server component and handed down as a prop.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');

function readTsconfig(): ts.ParsedCommandLine {
  const file = path.join(root, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    file,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error('tsconfig.json could not be read');
  return parsed;
}

/** The modules a file loads when it runs: its imports and re-exports that are not type-only. */
function valueImports(source: ts.SourceFile): string[] {
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      if (ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

// The directive opens the module, after comments at most.
const clientDirective = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*['"]use client['"]/;

describe('the client components', () => {
  // A bound for a hang, not for speed: on a busy machine the parsing takes seconds.
  it('never load lib/config, directly or through another module', { timeout: 60_000 }, () => {
    const { fileNames, options } = readTsconfig();
    const own = (file: string) => file.startsWith(root) && !/\/(node_modules|\.next)/.test(file);
    const host = ts.createCompilerHost(options);
    const imports = (file: string) =>
      valueImports(ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest))
        .map((name) => ts.resolveModuleName(name, file, options, host).resolvedModule)
        .map((resolved) => resolved?.resolvedFileName)
        .filter((target): target is string => target !== undefined && own(target));

    const sources = fileNames.filter((file) => own(file) && /\.tsx?$/.test(file));
    const entries = sources.filter((file) => clientDirective.test(readFileSync(file, 'utf8')));
    expect(entries.length).toBeGreaterThan(10);
    const config = path.join(root, 'lib', 'config') + path.sep;
    const seen = new Set<string>(entries);
    const intoConfig: string[] = [];
    const queue = entries.map((file) => ({ file, trail: path.relative(root, file) }));
    for (const { file, trail } of queue) {
      for (const target of imports(file)) {
        const next = `${trail} → ${path.relative(root, target)}`;
        if (target.startsWith(config)) intoConfig.push(next);
        else if (!seen.has(target)) queue.push({ file: target, trail: next });
        seen.add(target);
      }
    }
    expect(intoConfig).toEqual([]);
  });
});
