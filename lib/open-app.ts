// "Use immediately": hand the page to the desktop application's URL scheme and watch whether
// anything took over. An installed application makes the browser lose focus or hide the page
// within a moment; when neither happens in time, the application is taken to be missing.

/** The grace period for the application to show itself, as on the previous site. */
export const detectionMs = 100;

type Listen = (type: string, listener: () => void) => void;

/** The parts of the browser this needs, injectable so that the timing can be tested. */
export type AppHost = {
  addEventListener: Listen;
  removeEventListener: Listen;
  document: { hidden: boolean; addEventListener: Listen; removeEventListener: Listen };
  setTimeout: (callback: () => void, ms: number) => unknown;
  location: { href: string };
};

/**
 * Opens `url` and calls `onMissing` when the page kept focus and visibility for `detectionMs`.
 * Resolves with whether the application answered. A navigation rather than a hidden frame: the
 * Content-Security-Policy rightly blocks frames, and an unknown scheme leaves the page as it is.
 */
export function openApp(
  url: string,
  onMissing: () => void,
  host: AppHost = window,
): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const answered = () => finish(true);
    const onVisibility = () => {
      if (host.document.hidden) answered();
    };
    const finish = (found: boolean) => {
      if (settled) return;
      settled = true;
      host.removeEventListener('blur', answered);
      host.removeEventListener('pagehide', answered);
      host.document.removeEventListener('visibilitychange', onVisibility);
      if (!found) onMissing();
      resolve(found);
    };
    host.addEventListener('blur', answered);
    host.addEventListener('pagehide', answered);
    host.document.addEventListener('visibilitychange', onVisibility);
    host.setTimeout(() => finish(false), detectionMs);
    host.location.href = url;
  });
}
