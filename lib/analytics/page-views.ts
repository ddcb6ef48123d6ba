// Page views for Baidu Tongji in a site that navigates on the client. hm.js counts the page it
// is loaded on by itself; every later navigation is pushed as `_trackPageview`. The script is
// loaded when the browser is idle, so a visitor may already have moved on by then: the pages
// left before it loaded are queued (hm.js replays its queue), and the page it loads on is left
// to it, so that no page is counted twice or lost.

export type TongjiCommand = [string, ...unknown[]];
type Queue = { push: (command: TongjiCommand) => unknown };

declare global {
  interface Window {
    _hmt?: Queue;
  }
}

export type PageViews = {
  /** The visitor is on `path` (pathname + query): after the first render and each navigation. */
  visit: (path: string) => void;
  /** The script is about to be added to the page: it counts the current page itself. */
  scriptAdded: () => void;
};

export function createPageViews(queue: () => Queue): PageViews {
  let current: string | null = null;
  let added = false;
  return {
    visit(path) {
      if (path === current) return;
      // Before the script: the page being left was never counted; after it: the new one.
      const counted = added ? path : current;
      if (counted !== null) queue().push(['_trackPageview', counted]);
      current = path;
    },
    scriptAdded() {
      added = true;
    },
  };
}

/** The page's own queue: the array hm.js reads when it loads, or hm.js itself afterwards. */
export const pageViews = createPageViews(() => (window._hmt ??= emptyQueue()));

export function emptyQueue(): Queue {
  return [] as TongjiCommand[];
}
