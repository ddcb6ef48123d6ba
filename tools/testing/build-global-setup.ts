// Vitest's global set-up of the integration tests that start sites of their own
// (integration/own-sites/): each serves a copy of the test build (.next-e2e), which this makes
// unless it is current (tools/process/test-build.ts). Vitest runs the projects' set-ups one after
// another, so this never builds while the shared test site's set-up does.
import { rmSync } from 'node:fs';
import { config } from '#lib/config/index.ts';
import { ensureTestBuild } from '../process/test-build.ts';
import { bareEnv } from '../process/project-copy.ts';
import { copySeed, e2eBuildDir, e2eServerEnv, e2eSettings } from '../process/web-server.ts';

export default async function setup() {
  // The build prerenders from the seed, as the shared site's does from its copy.
  const seedDir = copySeed();
  try {
    const settings = e2eServerEnv(e2eSettings(config().tooling.e2e, seedDir));
    const env = bareEnv(Object.fromEntries(Object.entries(settings).filter(([, value]) => value)));
    const built = await ensureTestBuild({ ...env, NEXT_DIST_DIR: e2eBuildDir });
    console.info(
      `build-global-setup: the build in ${e2eBuildDir} is ${built === 'built' ? 'new' : 'current'}`,
    );
  } finally {
    rmSync(seedDir, { recursive: true, force: true });
  }
}
