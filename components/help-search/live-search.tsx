'use client';
// The live search, loaded on first use: react-query with its own client (so that it ships only
// with the help pages' search), and the ARIA 1.2 combobox over the results.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { type LiveSearchProps, SearchCombobox } from './search-combobox.tsx';

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
