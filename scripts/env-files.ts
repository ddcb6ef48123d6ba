// The settings files Next reads (.env.production.local, .env.local, .env.production, .env; the
// development ones for `next dev`), read by the launchers first, so that the embedded content
// service and the start checks see the settings the site sees: a CONTENT_PREVIEW_TOKEN in
// .env.local must reach both the site and the service. Same files and order as Next; a variable
// already in the environment wins over every file, and an earlier file over a later one.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export function loadEnvFiles(root: string, mode: 'development' | 'production'): string[] {
  const files = [`.env.${mode}.local`, '.env.local', `.env.${mode}`, '.env'];
  const loaded = files.filter((file) => existsSync(join(root, file)));
  for (const file of loaded) process.loadEnvFile(join(root, file));
  return loaded;
}
