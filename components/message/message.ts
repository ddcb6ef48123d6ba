// One message at a time, from anywhere in client code:
//   message.error(t('draw.failed'));   message.success(text, { duration: 5000 });
// A new message closes the previous one. The host that shows them is fetched the first time a
// message is shown, so pages that never show one never load it.
import { createMessageStore, type MessageType } from './message-store.ts';

export type MessageOptions = { duration?: number };

export const defaultMessageDuration = 3000;

const store = createMessageStore();
let host: Promise<void> | undefined;

function mountHost(): Promise<void> {
  host ??= import('./message-host.tsx').then(
    (module) => module.mountMessageHost(store),
    (error: unknown) => {
      // A failed chunk (a flaky network) is tried again with the next message.
      host = undefined;
      throw error;
    },
  );
  return host;
}

function show(type: MessageType, text: string, options?: MessageOptions): void {
  const next = { type, text, duration: options?.duration ?? defaultMessageDuration };
  // The host's live regions must be in the page before the text arrives, or a screen reader
  // may not announce the first message.
  mountHost().then(
    () => store.show(next),
    (error: unknown) => console.error('The message could not be shown', error),
  );
}

export const message = {
  error: (text: string, options?: MessageOptions) => show('error', text, options),
  warning: (text: string, options?: MessageOptions) => show('warning', text, options),
  success: (text: string, options?: MessageOptions) => show('success', text, options),
  info: (text: string, options?: MessageOptions) => show('info', text, options),
  close: () => store.close(),
};
