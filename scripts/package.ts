// Makes the release of the last `next build` (run by `npm run build` after it, or alone as
// `npm run package`): release/mantisoft-website-<version>/ and its .tar.gz, everything a server
// with only Node 24 needs to run `node scripts/start.ts`, and nothing else
// (docs/operations.md, "The release"). The build of NEXT_DIST_DIR=.next-e2e goes to release-e2e/.
//
// The release is Next's standalone output (server files and the node_modules they trace), the
// build's static files, public/, the project's own TypeScript files the start command runs
// (scripts/release/layout.ts names the entry points; what they import follows) with the npm packages
// they import that the trace left out, deploy/, and a package.json with nothing to install.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDir } from '#lib/build-dir.ts';
import { formatFileSize } from '#lib/file-size.ts';
import {
  leftOut,
  releaseDataFolders,
  releaseEntryPoints,
  releaseFolder,
  releaseManifest,
  releaseName,
} from './release/layout.ts';
import { packageClosure } from './release/package-closure.ts';
import { releaseProblems } from './release/release-check.ts';
import { sourceClosure } from './release/source-closure.ts';

const started = performance.now();
const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = buildDir();
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Parameters<
  typeof releaseManifest
>[0];

function fail(message: string): never {
  console.error(`package: ${message}`);
  process.exit(1);
}

const standalone = join(root, distDir, 'standalone');
if (!existsSync(join(standalone, distDir, 'BUILD_ID'))) {
  fail(`${distDir}/standalone holds no build: run \`npm run build\` first.`);
}
const out = join(root, releaseFolder(distDir));
const name = releaseName(manifest.version);
const release = join(out, name);
const tarball = `${release}.tar.gz`;
rmSync(release, { recursive: true, force: true });
rmSync(tarball, { force: true });

/** Copies `from` (a file or folder) to `to`, without what a release never holds. */
function copy(from: string, to: string, options: { merge?: boolean } = {}) {
  cpSync(from, to, {
    recursive: true,
    // Next's links between its folders are relative and stay so; made absolute, they would
    // lead back into the repository.
    verbatimSymlinks: true,
    force: !options.merge,
    filter: (source) => !leftOut(basename(source)),
  });
}

// Next's own start file and the repository's package.json (with its scripts and dependencies)
// are replaced by the start command and the release's manifest.
for (const entry of readdirSync(standalone)) {
  if (entry !== 'server.js' && entry !== 'package.json') {
    copy(join(standalone, entry), join(release, entry));
  }
}
copy(join(root, distDir, 'static'), join(release, distDir, 'static'));
for (const folder of releaseDataFolders) copy(join(root, folder), join(release, folder));

const sources = (() => {
  try {
    return sourceClosure(root, releaseEntryPoints, manifest.imports ?? {});
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
})();
for (const file of sources.files) copy(join(root, file), join(release, file));

const present = (folder: string) => existsSync(join(release, folder, 'package.json'));
const packages = packageClosure(root, sources.packages, present);
for (const folder of packages) {
  cpSync(join(root, folder), join(release, folder), {
    recursive: true,
    verbatimSymlinks: true,
    // A package's own node_modules holds other packages, copied when they are needed.
    filter: (source) =>
      !leftOut(basename(source)) && relative(join(root, folder), source) !== 'node_modules',
  });
}

// Next writes resized pictures and its fetch cache here; a service manager may mount a
// writable folder of its own on it (deploy/systemd/mantisoft-site@.service).
mkdirSync(join(release, distDir, 'cache'), { recursive: true });
const holds = (folder: string) => existsSync(join(release, folder));
writeFileSync(
  join(release, 'package.json'),
  `${JSON.stringify(releaseManifest(manifest, holds), null, 2)}\n`,
);

const problems = releaseProblems(release);
if (problems.length > 0) fail(`the release is not fit to ship:\n  ${problems.join('\n  ')}`);

execFileSync('tar', ['-czf', tarball, '--owner=0', '--group=0', '-C', out, name]);

function folderBytes(folder: string): number {
  let bytes = 0;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) bytes += lstatSync(join(entry.parentPath, entry.name)).size;
  }
  return bytes;
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.info(
  `package: ${relative(root, release)} (${formatFileSize(folderBytes(release), 'en')}) and ` +
    `${relative(root, tarball)} (${formatFileSize(statSync(tarball).size, 'en')}), ` +
    `${sources.files.length} own files, ${packages.length} packages added to the trace, in ${seconds} s`,
);
