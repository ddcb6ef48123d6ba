'use client';
// The few strings of the 404 and error screens, in the page's locale, for the error boundaries
// that render in the browser (error.tsx and not-found.tsx take no props from the server).
import { createContext, type ReactNode, useContext } from 'react';
import type { Locale } from '#lib/i18n/locales.ts';

export type StatusStrings = {
  locale: Locale;
  notFound: { status: string; title: string; text: string; home: string };
  error: { title: string; text: string; retry: string; home: string };
};

const StatusStringsContext = createContext<StatusStrings | null>(null);

export function StatusStringsProvider(props: { strings: StatusStrings; children: ReactNode }) {
  return <StatusStringsContext value={props.strings}>{props.children}</StatusStringsContext>;
}

export function useStatusStrings(): StatusStrings {
  const strings = useContext(StatusStringsContext);
  if (!strings) throw new Error('useStatusStrings needs the StatusStringsProvider of the layout');
  return strings;
}
