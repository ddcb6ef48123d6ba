'use client';
// Feeds the loading bar: a navigation starts on a link click the router took over (Next's Link
// prevents the browser's own navigation), on back/forward, or when code announces one; it ends
// when the rendered path or query changes; it fails on any error that is not a cancellation.
import { usePathname, useSearchParams } from 'next/navigation';
import { type ActionDispatch, useEffect, useRef } from 'react';
import { navigationErrorEvent, navigationStartEvent } from '#lib/navigation-feedback/events.ts';
import type { LoadingBarEvent } from '#lib/navigation-feedback/loading-bar.ts';
import { startsNavigation } from '#lib/navigation-feedback/navigation-click.ts';

export function useNavigationEvents(dispatch: ActionDispatch<[LoadingBarEvent]>): void {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const shown = useRef('');
  const address = `${pathname}?${search}`;

  useEffect(() => {
    shown.current = address;
    dispatch({ type: 'finish', at: performance.now() });
  }, [address, dispatch]);

  useEffect(() => {
    const start = () => dispatch({ type: 'start', at: performance.now() });
    const fail = (error: unknown) => dispatch({ type: 'fail', at: performance.now(), error });
    // Bubble phase on window: after React's handlers. A handler that takes a link's click over
    // for something else (the image preview) stops its propagation, so it never arrives here.
    const onClick = (event: MouseEvent) => {
      if (!event.defaultPrevented || !(event.target instanceof Element)) return;
      const link = event.target.closest('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      const info = {
        href: link.href,
        target: link.target,
        download: link.hasAttribute('download'),
      };
      if (startsNavigation(event, info, window.location.href)) start();
    };
    const onPopState = () => {
      const { pathname: path, search: query } = window.location;
      if (`${path}?${query.replace(/^\?/, '')}` !== shown.current) start();
    };
    const onError = (event: ErrorEvent) => fail(event.error);
    const onRejection = (event: PromiseRejectionEvent) => fail(event.reason);
    const onAnnouncedError = (event: Event) =>
      fail(event instanceof CustomEvent ? event.detail : event);
    const listeners: [string, (event: never) => void][] = [
      ['click', onClick],
      ['popstate', onPopState],
      [navigationStartEvent, start],
      [navigationErrorEvent, onAnnouncedError],
      ['error', onError],
      ['unhandledrejection', onRejection],
    ];
    for (const [type, listener] of listeners)
      window.addEventListener(type, listener as EventListener);
    return () => {
      for (const [type, listener] of listeners)
        window.removeEventListener(type, listener as EventListener);
    };
  }, [dispatch]);
}
