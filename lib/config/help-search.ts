// The help search's own cache of answers, bounded by count and by size, and its limit per
// visitor (whose address comes from the connection or a trusted proxy: ./serving.ts).
import { setting, type Values } from './setting.ts';
import { count } from './values.ts';

export const helpSearchVariables = {
  HELP_SEARCH_CACHE_ENTRIES: setting(count('answers'), { default: '1000' }),
  HELP_SEARCH_CACHE_MB: setting(count('MB'), { default: '8' }),
  HELP_SEARCH_RATE_LIMIT: setting(count('searches'), { default: '300' }),
  HELP_SEARCH_RATE_WINDOW_S: setting(count('seconds'), { default: '60' }),
};

export function helpSearchConfig(values: Values<typeof helpSearchVariables>) {
  return {
    /** Most answers one instance keeps, and most bytes they may take together. */
    cache: {
      entries: values.HELP_SEARCH_CACHE_ENTRIES,
      bytes: values.HELP_SEARCH_CACHE_MB * 1024 * 1024,
    },
    /** Searches per visitor address and window. */
    rateLimit: { limit: values.HELP_SEARCH_RATE_LIMIT, windowS: values.HELP_SEARCH_RATE_WINDOW_S },
  };
}
