// How code that navigates without a link (router.push) or that shows an error page tells the
// loading bar. Plain window events: no shared state, no provider.

export const navigationStartEvent = 'site:navigation-start';
export const navigationErrorEvent = 'site:navigation-error';

export function announceNavigation(): void {
  window.dispatchEvent(new Event(navigationStartEvent));
}

export function announceNavigationError(error: unknown): void {
  window.dispatchEvent(new CustomEvent(navigationErrorEvent, { detail: error }));
}
