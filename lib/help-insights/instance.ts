// The process's one store and search recorder. They hang on globalThis under a Symbol.for key:
// the server (scripts/serve.ts) runs without a bundler and Next bundles each route handler with
// its own copy of this module, while the embedded database may be opened once per process. The
// server makes them at start (./start.ts); under `next dev` the first request does. The server
// writes what is noted and closes the database once it has answered its last request.
import { cwd } from 'node:process';
import { log } from '../log.ts';
import { onShutdown } from '../server/shutdown-hooks.ts';
import { openDatabase } from './db/open.ts';
import { SearchRecorder } from './search-recorder.ts';
import { insightsSettings, type InsightsSettings } from './settings.ts';
import { InsightsStore } from './store.ts';

export type HelpInsights = {
  settings: InsightsSettings;
  store: InsightsStore;
  searches: SearchRecorder;
};

const key = Symbol.for('mantisoft.help-insights');
/** Within the site unit's TimeoutStopSec (45 s) after the drain's own bounds (5 s + 20 s). */
const closeLimitMs = 15_000;
const holder = globalThis as { [key]?: HelpInsights };

/** The process's store and recorder; the first call makes them for the site's folder `root`. */
export function helpInsights(root: string = cwd()): HelpInsights {
  const held = holder[key];
  if (held) return held;
  const settings = insightsSettings(root);
  const store = new InsightsStore({ settings, open: () => openDatabase(settings, log), log });
  const searches = new SearchRecorder({ store, timeZone: settings.timeZone });
  const made = { settings, store, searches };
  holder[key] = made;
  // A database still opening is let finish and closed, rather than the process exiting under it
  // halfway through its opening or its migrations: the embedded one takes seconds to open on a
  // busy machine, more than the other parts' bound.
  onShutdown(
    'help insights database',
    async () => {
      await searches.flush();
      await store.close();
    },
    closeLimitMs,
  );
  return made;
}

/** Forgets the process's store (closing it is the caller's): for tests. */
export function forgetHelpInsights(): void {
  delete holder[key];
}
