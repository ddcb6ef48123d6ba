// Where the production server (scripts/serve.ts) takes Next's configuration from. In the
// repository there is nothing to hand over: Next reads next.config.mjs from the project folder
// itself. A standalone release has no next.config.mjs; its configuration is the one the build
// wrote into required-server-files.json.
import type { NextConfig } from 'next';

/** The configuration to serve `dir` with; undefined: Next reads next.config.mjs from `dir`. */
export async function standaloneConfig(dir: string): Promise<NextConfig | undefined> {
  void dir;
  return undefined;
}
