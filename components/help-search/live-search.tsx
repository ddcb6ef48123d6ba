'use client';
// The live search, loaded on first use: react-query with its own client (so that it ships only
// with the help pages' search), and the ARIA 1.2 combobox over the results.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RefObject, useState } from 'react';
import type { Locale } from '#lib/i18n/locales.ts';
import { SearchCombobox } from './search-combobox.tsx';
import type { FieldBase } from './search-field.tsx';

/** How the live field takes over from the plain one. */
export type LiveStart = { value: string; open: boolean; focus: boolean; caret: number | null };

export type LiveSearchProps = {
  locale: Locale;
  field: FieldBase;
  /** What the plain field held when it was replaced (read once, when the live one mounts). */
  start: RefObject<LiveStart>;
};

export function LiveSearch(props: LiveSearchProps) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          // The server caches a minute too; a failure is shown with a retry button instead.
          queries: { staleTime: 60_000, gcTime: 5 * 60_000, retry: false },
        },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      <SearchCombobox {...props} />
    </QueryClientProvider>
  );
}
