// The one message on screen, as a tiny external store: the imperative API writes it, the host
// component (loaded on demand) renders it. Showing a message replaces the previous one.

export type MessageType = 'error' | 'success' | 'info' | 'warning';

export type Message = {
  id: number;
  type: MessageType;
  text: string;
  /** Milliseconds before it closes by itself; 0 keeps it until it is closed. */
  duration: number;
};

export type MessageStore = {
  get: () => Message | null;
  show: (message: Omit<Message, 'id'>) => void;
  /** Closes the message with `id`, or whichever is shown when no id is given. */
  close: (id?: number) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createMessageStore(): MessageStore {
  let current: Message | null = null;
  let lastId = 0;
  const listeners = new Set<() => void>();
  const set = (next: Message | null) => {
    current = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => current,
    show: (message) => set({ ...message, id: ++lastId }),
    close: (id) => {
      if (current && (id === undefined || id === current.id)) set(null);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
