'use client';
// Recent searches, shown while the field is focused and empty: pick one, remove one, or all.
import styles from './help-search.module.css';
import { fill, type HelpSearchLabels } from './labels.ts';
import type { useRecentSearches } from './use-recent-searches.ts';

type Props = {
  labels: HelpSearchLabels;
  recent: ReturnType<typeof useRecentSearches>;
  onPick: (term: string) => void;
};

export function RecentSearches({ labels, recent, onPick }: Props) {
  return (
    <section className={styles.recent} aria-label={labels.recent}>
      <div className={styles.recentHead}>
        <span aria-hidden="true">{labels.recent}</span>
        <button type="button" className={styles.textButton} onClick={recent.clear}>
          {labels.clearRecent}
        </button>
      </div>
      <ul className={styles.recentList}>
        {recent.list.map((term) => (
          <li key={term} className={styles.recentItem}>
            <button type="button" className={styles.recentTerm} onClick={() => onPick(term)}>
              {term}
            </button>
            <button
              type="button"
              className={styles.remove}
              aria-label={fill(labels.removeRecent, { term })}
              onClick={() => recent.remove(term)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
