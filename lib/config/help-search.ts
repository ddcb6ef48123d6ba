// The help search's own cache of answers, bounded by count and by size.
import { setting, type Values } from './setting.ts';
import { count } from './values.ts';

export const helpSearchVariables = {
  HELP_SEARCH_CACHE_ENTRIES: setting(count('answers'), { default: '1000' }),
  HELP_SEARCH_CACHE_MB: setting(count('MB'), { default: '8' }),
};

export function helpSearchConfig(values: Values<typeof helpSearchVariables>) {
  return {
    /** Most answers one instance keeps, and most bytes they may take together. */
    cache: {
      entries: values.HELP_SEARCH_CACHE_ENTRIES,
      bytes: values.HELP_SEARCH_CACHE_MB * 1024 * 1024,
    },
  };
}
