// What a release holds and where it is written (scripts/package.ts): everything a server with
// only Node 24 needs to run `node scripts/start.ts`, at the paths the files have in the
// repository, and nothing else (docs/operations.md, "The release").

/**
 * The release's one start command is `node <release>/scripts/start.ts`, from any folder: the
 * release test runs it, deploy/systemd/mantisoft-site@.service runs it.
 */
export const releaseStartScript = 'scripts/start.ts';

/** The files the release runs, as Node runs them; what they import comes along. */
export const releaseEntryPoints = [
  // The one start command, and the server it starts.
  releaseStartScript,
  'scripts/serve.ts',
  // The embedded reference service the launcher starts when CONTENT_API_BASE is unset.
  'content-service/main.ts',
  // The edge's configuration, rendered on the server (deploy/systemd/mantisoft-edge.service).
  'scripts/edge-conf.ts',
  'scripts/edge-reload.ts',
  // Traced by Next already; named so that the release never depends on the trace finding it.
  'lib/cache/cache-handler.ts',
  // The embedded database's thread, which lib/help-insights/db/embedded.ts starts by its path.
  'lib/help-insights/db/embedded-thread.ts',
  // The feedback database's commands (docs/operations.md, "The database").
  'scripts/db-migrate.ts',
  'scripts/db-retention.ts',
  'scripts/report-help.ts',
];

/**
 * Folders copied whole: the reference service's seed, the deployment's templates, the feedback
 * database's migrations (SQL files that scripts/db-migrate.ts and the server read).
 */
export const releaseDataFolders = [
  'content-service/seed',
  'deploy',
  'public',
  'lib/help-insights/migrations',
];

export const releaseName = (version: string) => `mantisoft-website-${version}`;

/**
 * Where the release of the build in `distDir` is written, beside the repository's root:
 * `release` for `.next`, `release-e2e` for the tests' `.next-e2e`, so that a test build never
 * replaces the user's release.
 */
export function releaseFolder(distDir: string): string {
  return `release${distDir.replace(/^\.next/, '')}`;
}

/**
 * What is never copied into a release: settings files (Next copies `.env` and `.env.production`
 * into its standalone output), tests, source maps (Node runs without them), executables of
 * node_modules/.bin, TypeScript's build state.
 */
export function leftOut(name: string): boolean {
  return (
    name.startsWith('.env') ||
    /\.test(-d)?\.[cm]?[jt]sx?$/.test(name) ||
    name.endsWith('.map') ||
    name === '.bin' ||
    name.endsWith('.tsbuildinfo')
  );
}

type RepositoryManifest = {
  name: string;
  version: string;
  engines?: Record<string, string>;
  imports?: Record<string, string>;
};

/**
 * The release's package.json: the module type and the `#` imports its files are run with, the
 * Node it needs; no scripts and no dependencies, since there is nothing to install.
 */
export function releaseManifest(
  manifest: RepositoryManifest,
  holds: (folder: string) => boolean,
): Record<string, unknown> {
  const imports = Object.fromEntries(
    Object.entries(manifest.imports ?? {}).filter(([, target]) =>
      holds(target.replace(/\/\*$/, '')),
    ),
  );
  return {
    name: manifest.name,
    version: manifest.version,
    private: true,
    description: 'A release of the MantiSoft website: run `node scripts/start.ts`.',
    type: 'module',
    engines: manifest.engines ?? {},
    imports,
  };
}
