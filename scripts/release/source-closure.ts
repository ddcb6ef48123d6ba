// The project's own TypeScript files that a set of entry points runs, as Node runs them (type
// stripping, no bundler), and the npm packages those files import: what the release must hold
// beside Next's standalone output for `node scripts/start.ts` to run.
//
// Only imports that reach Node count. `import type` and `export type … from` are erased by type
// stripping; an `import { type A }` is not (it still loads the module), so it counts. Dynamic
// `import('…')` and `import.meta.resolve('…')` with a literal count too.
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, normalize, relative } from 'node:path';
import ts from 'typescript';

export type SourceClosure = {
  /** Files relative to the root, sorted. */
  files: string[];
  /** npm package names imported by those files, sorted. */
  packages: string[];
};

/** The package.json `imports` map, e.g. `{ "#lib/*": "./lib/*" }`. */
export type ImportsMap = Record<string, string>;

const builtins = new Set(builtinModules);

/** The module specifiers of `text` that load a module when Node runs it. */
export function runtimeSpecifiers(text: string, fileName = 'module.ts'): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const literal = (node: ts.Node | undefined) => {
    if (node && ts.isStringLiteralLike(node)) found.push(node.text);
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      if (!node.importClause?.isTypeOnly) literal(node.moduleSpecifier);
    } else if (ts.isExportDeclaration(node)) {
      if (!node.isTypeOnly) literal(node.moduleSpecifier);
    } else if (ts.isImportEqualsDeclaration(node)) {
      if (!node.isTypeOnly && ts.isExternalModuleReference(node.moduleReference)) {
        literal(node.moduleReference.expression);
      }
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const isImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const isResolve =
        ts.isPropertyAccessExpression(callee) &&
        callee.name.text === 'resolve' &&
        ts.isMetaProperty(callee.expression);
      if (isImport || isResolve) literal(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The npm package a bare specifier names: `@scope/name/sub` → `@scope/name`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/** Where `#alias/x` leads, relative to the root, or undefined when the map has no such alias. */
export function resolveAlias(specifier: string, imports: ImportsMap): string | undefined {
  for (const [pattern, target] of Object.entries(imports)) {
    if (pattern === specifier) return normalize(target);
    const star = pattern.indexOf('*');
    if (star < 0) continue;
    const prefix = pattern.slice(0, star);
    const suffix = pattern.slice(star + 1);
    if (specifier.startsWith(prefix) && specifier.endsWith(suffix)) {
      const middle = specifier.slice(prefix.length, specifier.length - suffix.length);
      return normalize(target.replace('*', middle));
    }
  }
  return undefined;
}

/**
 * Walks the imports of `entries` (relative to `root`) through relative and `#` imports. A
 * project file that does not exist is an error: the release would fail when it loads it.
 */
export function sourceClosure(root: string, entries: string[], imports: ImportsMap): SourceClosure {
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending = [...entries.map((entry) => normalize(entry))];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (files.has(file)) continue;
    const path = join(root, file);
    if (!existsSync(path)) throw new Error(`${file} does not exist`);
    files.add(file);
    if (!/\.(ts|mts|js|mjs)$/.test(file)) continue;
    for (const specifier of runtimeSpecifiers(readFileSync(path, 'utf8'), file)) {
      if (specifier.startsWith('node:') || builtins.has(specifier)) continue;
      if (specifier.startsWith('.')) {
        pending.push(relative(root, join(root, dirname(file), specifier)));
      } else if (specifier.startsWith('#')) {
        const target = resolveAlias(specifier, imports);
        if (!target) throw new Error(`${file}: ${specifier} is not in package.json's imports`);
        pending.push(target);
      } else {
        packages.add(packageName(specifier));
      }
    }
  }
  return { files: [...files].sort(), packages: [...packages].sort() };
}
