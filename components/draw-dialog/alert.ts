// Every alert of the drawing dialog goes through here, to the site's message helper: one
// message at a time at the top of the window, read out as an alert.
import { message } from '../message/message.ts';

export type AlertKind = 'error' | 'warning';

export function alertDraw(kind: AlertKind, text: string): void {
  message[kind](text);
}

/** A new drawing, or the dialog closing, takes the last alert away. */
export function clearDrawAlert(): void {
  message.close();
}
