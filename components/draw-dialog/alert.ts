// Every alert of the drawing dialog goes through here. The site's message helper is not in
// place yet: until it is, the dialog shows the latest alert on a role="alert" line of its own
// (DrawAlertLine, subscribed to this store).
export type AlertKind = 'error' | 'warning';

export type DrawAlert = { id: number; kind: AlertKind; text: string };

let current: DrawAlert | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

export function alertDraw(kind: AlertKind, text: string): void {
  current = { id: nextId++, kind, text };
  for (const listener of listeners) listener();
}

export function clearDrawAlert(): void {
  current = null;
  for (const listener of listeners) listener();
}

export const drawAlerts = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): DrawAlert | null => current,
};
