// `npm run check`: lint, types, formatting, the contracts and the generated client's drift, run
// side by side (eslint and tsc each keep one core busy for a minute), each one's output printed
// whole once it ends. Exits 1 when any of them fails, naming which.
import { spawn } from 'node:child_process';

const parts = ['lint', 'typecheck', 'format:check', 'lint:schema', 'check:client'];

type Outcome = { name: string; ok: boolean; seconds: number };

function runPart(name: string): Promise<Outcome> {
  const began = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    let ended = false;
    const end = (ok: boolean, extra = '') => {
      if (ended) return;
      ended = true;
      const seconds = Math.round((performance.now() - began) / 100) / 10;
      const text = Buffer.concat(output).toString().trimEnd();
      console.info(`── ${name}: ${ok ? 'ok' : 'FAILED'} in ${seconds} s${extra}`);
      if (text) console.info(text);
      resolve({ name, ok, seconds });
    };
    child.on('error', (error) => end(false, ` (${error.message})`));
    child.on('close', (code) => end(code === 0));
  });
}

const outcomes = await Promise.all(parts.map(runPart));
const failed = outcomes.filter(({ ok }) => !ok).map(({ name }) => name);
if (failed.length > 0) {
  console.error(`check: failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.info(`check: all ${parts.length} passed`);
