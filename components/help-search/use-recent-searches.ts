'use client';
import { useState } from 'react';
import {
  addRecentSearch,
  clearRecentSearches,
  readRecentSearches,
  removeRecentSearch,
} from './recent-searches.ts';

/** The recent searches of this device, for the live search (never rendered on the server). */
export function useRecentSearches() {
  const [list, setList] = useState(readRecentSearches);
  return {
    list,
    add: (term: string) => setList(addRecentSearch(term)),
    remove: (term: string) => setList(removeRecentSearch(term)),
    clear: () => setList(clearRecentSearches()),
  };
}
