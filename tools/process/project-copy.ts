// A throwaway copy of the project for integration/own-sites/build-isolation.test.ts, and the
// commands it runs there: each in a process group of its own, so that stopping one stops
// everything it started (npm, the launcher, next, the content service).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, relative, sep } from 'node:path';

// What a build (and its release), a run or a developer leaves at the root, and .env files: the
// copy builds from the sources alone, with the settings the test gives it.
function copied(name: string): boolean {
  if (/^(\.next|release(-|$))/.test(name)) return false;
  if (name.startsWith('.env') && name !== '.env.example') return false;
  const left = ['node_modules', '.git', '.content-service', 'next-env.d.ts', 'coverage', 'out'];
  left.push('build', 'playwright-report', 'test-results', 'reports', '.seed-large', '.edge');
  return !left.includes(name) && !name.endsWith('.tsbuildinfo');
}

/**
 * Copies the project's sources into a temporary folder and hard-links its node_modules there
 * (`cp -al`: instant, no install; a build only adds files beside the links). Returns the copy.
 */
export function copyProject(root: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'mantisoft-build-isolation-'));
  cpSync(root, copy, {
    recursive: true,
    filter: (source) => {
      const path = relative(root, source);
      return path === '' || copied(path.split(sep)[0] ?? '');
    },
  });
  execFileSync('cp', ['-al', join(root, 'node_modules'), join(copy, 'node_modules')]);
  return copy;
}

export function removeCopy(copy: string) {
  // Removing hard links leaves the project's own node_modules as it is.
  rmSync(copy, { recursive: true, force: true });
}

/** The variables `names` of this process's environment that are set, to hand to a child. */
export function inherited(names: readonly string[]): Record<string, string> {
  // eslint-disable-next-line no-restricted-syntax -- handed to a child process as they are
  const own = process.env;
  return Object.fromEntries(names.flatMap((name) => (own[name] ? [[name, own[name]]] : [])));
}

/** A bare environment, so that nothing of the test runner's (PORT, SITE_URL, …) leaks in. */
export function bareEnv(settings: Record<string, string>): Record<string, string> {
  const { PATH = '', ...system } = inherited(['PATH', 'HOME', 'TMPDIR', 'LANG']);
  return {
    // This Node first: npm's `pre*` scripts insist on Node 24.
    PATH: [dirname(process.execPath), PATH].join(delimiter),
    NEXT_TELEMETRY_DISABLED: '1',
    ...system,
    ...settings,
  };
}

export type Running = {
  /** The pid of the shell running the command (of the command itself, after `exec`). */
  pid: number | undefined;
  /** The last lines it printed, for a failure's message. */
  output: () => string;
  exited: Promise<number | null>;
  stop: () => Promise<void>;
};

/** Starts a command in a process group of its own; `onOutput` sees everything it prints. */
export function start(
  command: string,
  cwd: string,
  env: Record<string, string>,
  onOutput?: (text: string) => void,
): Running {
  const child: ChildProcess = spawn('sh', ['-c', command], {
    cwd,
    // Next's types declare NODE_ENV always set; next sets it itself, so it is left out here.
    env: env as NodeJS.ProcessEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    onOutput?.(chunk.toString());
    output = (output + chunk.toString()).slice(-6000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // the group is gone already
    }
  };
  return {
    pid: child.pid,
    output: () => output,
    exited,
    stop: async () => {
      signalGroup('SIGTERM');
      const timer = setTimeout(() => signalGroup('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
      // Whatever of the group outlived the shell (a server still closing) goes too.
      await new Promise((resolve) => setTimeout(resolve, 500));
      signalGroup('SIGKILL');
    },
  };
}

/** Runs a command to its end; throws with its last output unless it succeeds. */
export async function run(command: string, cwd: string, env: Record<string, string>) {
  const running = start(command, cwd, env);
  const code = await running.exited;
  if (code !== 0) throw new Error(`${command} exited with ${code}:\n${running.output()}`);
}

/** Waits until `url` answers 200, failing early if the server's command ends first. */
export async function waitForUrl(url: string, running: Running, timeoutMs: number) {
  let ended: number | null | undefined;
  void running.exited.then((code) => (ended = code));
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if (ended !== undefined)
      throw new Error(`ended (${ended}) before ${url}:\n${running.output()}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(5000) })).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${running.output()}`);
}

/** Every file under `folder` modified after `since`, relative to `folder`. */
export function filesChangedSince(folder: string, since: number): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => statSync(path).mtimeMs > since)
    .map((path) => relative(folder, path));
}

/** Content and modification time of each file: what a rebuild would change. */
export function fingerprint(folder: string, files: string[]): Record<string, string> {
  return Object.fromEntries(
    files.map((file) => {
      const path = join(folder, file);
      const hash = createHash('sha256').update(readFileSync(path)).digest('hex');
      return [file, `${statSync(path).mtimeMs} ${hash}`];
    }),
  );
}
