'use client';
// Mounted once in the layout. It weighs a few hundred bytes: the work itself is imported on
// demand once the page is interactive and the browser has nothing better to do.
import { Suspense, useEffect } from 'react';
import { PageViewTracker } from './page-view-tracker.tsx';

function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback.
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

export function StartupClient(props: { analyticsId: string | null }) {
  const { analyticsId } = props;
  useEffect(
    () =>
      whenIdle(() => {
        // Best effort: a chunk that fails to load (a flaky network) is tried on the next visit.
        import('./startup-tasks.ts').then(
          (tasks) => tasks.runStartup(analyticsId),
          () => undefined,
        );
      }),
    [analyticsId],
  );
  // useSearchParams in a static page needs a Suspense boundary; the tracker renders nothing.
  return analyticsId ? (
    <Suspense fallback={null}>
      <PageViewTracker />
    </Suspense>
  ) : null;
}
