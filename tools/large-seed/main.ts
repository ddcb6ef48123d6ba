// `npm run seed:large [folder]`: a seed folder with 10,000 announcements and 2,000 help articles
// in both languages, built from content-service/seed (default folder `.seed-large/`, git-ignored).
// Serve it with CONTENT_SERVICE_SEED_DIR=<folder>.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { largeSeedSize, writeLargeSeed } from './write.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const to = resolve(process.argv[2] ?? resolve(root, '.seed-large'));
const started = Date.now();
const loaded = await writeLargeSeed({
  from: resolve(root, 'content-service/seed'),
  to,
  ...largeSeedSize,
});
console.info(
  `seed:large: ${loaded.announcements} announcements and ${loaded.helpArticles} help articles ` +
    `in ${to} (${((Date.now() - started) / 1000).toFixed(1)} s)\n` +
    `serve it with: CONTENT_SERVICE_SEED_DIR=${to} npm run content-service`,
);
