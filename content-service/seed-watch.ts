// Tells the store when anything below the seed folder has changed. Each folder is watched on its
// own: Node's recursive watch on Linux lists a folder again for every event inside it, so a
// script writing thousands of files into one folder (the large seed's announcements) would keep
// the service busy for minutes. The folders are listed and watched again after every change, so
// a new folder is followed, and so is the seed folder when it is removed and made again (as
// `npm run seed:large` does): a watch stays on the folder it was opened on. While no folder is
// there, its return is polled for.
import { type FSWatcher, readdirSync, watch } from 'node:fs';
import { join } from 'node:path';

/** Quiet time after the last event before the change is reported: a save is several events. */
const settleMs = 100;
/** How often a removed seed folder is looked for. */
const absentPollMs = 500;

/** The folder and every folder below it; undefined when it is not there. */
function foldersIn(dir: string): string[] | undefined {
  try {
    const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
    const below = entries.filter((entry) => entry.isDirectory());
    return [dir, ...below.map((entry) => join(entry.parentPath, entry.name))];
  } catch {
    return undefined;
  }
}

export type SeedWatch = { close: () => void };

/** Calls `onChange` once things settle after each change below `dir`. */
export function watchSeedFolder(dir: string, onChange: () => void): SeedWatch {
  let watchers: FSWatcher[] = [];
  let settle: ReturnType<typeof setTimeout> | undefined;
  let poll: ReturnType<typeof setInterval> | undefined;
  let closed = false;

  const changed = () => {
    clearTimeout(settle);
    settle = setTimeout(() => {
      follow();
      onChange();
    }, settleMs);
  };

  const stopWatching = () => {
    for (const watcher of watchers) watcher.close();
    watchers = [];
  };

  // Watches the folders there now. What changes between the old watches and the new ones is
  // read by the load that `onChange` starts right after.
  function follow() {
    if (closed) return;
    stopWatching();
    const folders = foldersIn(dir);
    if (!folders) {
      poll ??= setInterval(() => {
        if (foldersIn(dir)) changed();
      }, absentPollMs);
      poll.unref();
      return;
    }
    clearInterval(poll);
    poll = undefined;
    for (const folder of folders) {
      try {
        // A folder removed while watched: look again.
        watchers.push(watch(folder, changed).on('error', changed));
      } catch {
        // Removed between the listing and the watch.
        changed();
      }
    }
  }

  follow();
  return {
    close: () => {
      closed = true;
      clearTimeout(settle);
      clearInterval(poll);
      stopWatching();
    },
  };
}
