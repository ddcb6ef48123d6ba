// Whether a link may be prefetched: never offline, on a 2g connection or with the data saver on.

/** The parts of navigator.connection (Network Information API, not in every browser) we read. */
export type ConnectionInfo = { effectiveType?: string; saveData?: boolean };

export const prefetchIdleTimeoutMs = 2000;

export function shouldPrefetch(connection: ConnectionInfo | undefined, online: boolean): boolean {
  if (!online) return false;
  if (connection?.saveData) return false;
  const type = connection?.effectiveType;
  return type !== '2g' && type !== 'slow-2g';
}
