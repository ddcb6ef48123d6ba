// The site of help-feedback.spec.ts's database outage: one production server of the suite's
// build (copied, as e2e/edge-site.ts does), whose DATABASE_URL names a private PostgreSQL server
// (migrated first, as a deployment's would be), reading the suite's content service. The test
// stops PostgreSQL while the site runs; `stop` ends whatever is still running and removes both.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openPostgres } from '#lib/help-insights/db/postgres.ts';
import { migrate } from '#lib/help-insights/migrate.ts';
import { startNextInstance } from '#tools/process/next-instance.ts';
import { e2eBuildDir } from '#tools/process/web-server.ts';
import { freePorts } from '#tools/testing/free-ports.ts';
import { type PrivatePostgres, startPrivatePostgres } from '#tools/testing/private-postgres.ts';
import { contentOrigin } from './support.ts';

const root = new URL('..', import.meta.url).pathname;

export type OutageSite = {
  origin: string;
  postgres: PrivatePostgres;
  stop: () => Promise<void>;
};

export async function startOutageSite(): Promise<OutageSite> {
  if (!existsSync(join(root, e2eBuildDir, 'BUILD_ID'))) {
    throw new Error(`${e2eBuildDir} has no build: the suite's web server builds it first`);
  }
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const each of stops.splice(0).reverse()) await each().catch(() => undefined);
  };
  try {
    const postgres = await startPrivatePostgres();
    stops.push(postgres.stop);
    const db = await openPostgres({ url: postgres.url });
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
    const [port = 0] = await freePorts(1);
    const origin = `http://127.0.0.1:${port}`;
    const instance = await startNextInstance({
      from: e2eBuildDir,
      folder: `.next-e2e-outage-${process.pid}`,
      port,
      env: {
        SITE_URL: origin,
        CONTENT_API_BASE: contentOrigin(),
        CONTENT_PUBLIC_ORIGIN: contentOrigin(),
        DATABASE_URL: postgres.url,
        HELP_SEARCH_RATE_LIMIT: '100000',
      },
    });
    stops.push(instance.stop);
    return { origin, postgres, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
