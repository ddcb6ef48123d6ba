'use client';
// What opens under the search field: messages, the results listbox, or recent searches.
import { IdleLink } from '../idle-link.tsx';
import { highlight } from '#lib/highlight.ts';
import type { HelpSearchHit } from '#lib/help-search/types.ts';
import styles from './help-search.module.css';
import { fill, type HelpSearchLabels } from './labels.ts';
import { RecentSearches } from './recent-list.tsx';
import type { useHelpSearch } from './use-help-search.ts';
import type { useRecentSearches } from './use-recent-searches.ts';

type Props = {
  labels: HelpSearchLabels;
  search: ReturnType<typeof useHelpSearch>;
  open: boolean;
  listId: string;
  /** The results shown in the listbox (none while it is closed). */
  items: HelpSearchHit[];
  active: number;
  optionId: (index: number) => string;
  onHover: (index: number) => void;
  onOpenHit: (hit: HelpSearchHit) => void;
  recent: ReturnType<typeof useRecentSearches> | null;
  onPickRecent: (term: string) => void;
};

/** The one message that describes the search's state, if any. */
function messageOf({ labels, search }: Pick<Props, 'labels' | 'search'>): string {
  if (search.tooLong) return labels.tooLong;
  if (search.limited) return labels.limited;
  if (search.failed) return labels.failed;
  if (search.slow) return labels.slow;
  if (search.busy) return labels.loading;
  const answer = search.answer;
  if (!answer || !search.settled) return '';
  if (answer.total === 0) return fill(labels.empty, { query: answer.keyword });
  if (answer.total > answer.items.length) {
    return fill(labels.more, { count: answer.total, shown: answer.items.length });
  }
  return answer.total === 1 ? labels.countOne : fill(labels.count, { count: answer.total });
}

export function SearchPanel(props: Props) {
  const { labels, search, items, recent } = props;
  const message = messageOf(props);
  const keyword = search.answer?.keyword ?? '';
  const showRecent = recent !== null && recent.list.length > 0;
  const visible = props.open && (message !== '' || items.length > 0 || showRecent);
  return (
    <>
      {/* Always present, so that screen readers hear each change. */}
      <p role="status" className="visually-hidden">
        {props.open ? message : ''}
      </p>
      <div className={styles.panel} hidden={!visible}>
        {message !== '' && (
          <div className={styles.message}>
            {/* Read out by the status above; shown here. */}
            <p aria-hidden="true" data-busy={search.busy || undefined}>
              {message}
            </p>
            {search.failed && (
              <button type="button" className={styles.retry} onClick={search.retry}>
                {labels.retry}
              </button>
            )}
          </div>
        )}
        <div
          role="listbox"
          id={props.listId}
          aria-label={labels.results}
          className={styles.list}
          hidden={items.length === 0}
        >
          {items.map((hit, index) => (
            <IdleLink
              key={hit.id}
              id={props.optionId(index)}
              role="option"
              aria-selected={index === props.active}
              href={hit.path}
              tabIndex={-1}
              className={styles.option}
              onPointerMove={() => props.onHover(index)}
              onClick={() => props.onOpenHit(hit)}
            >
              <span className={styles.title}>{highlight(hit.title, keyword)}</span>
              <span className={styles.place}>
                {hit.typeTitle} › {hit.subTitle}
              </span>
              <span className={styles.excerpt}>{highlight(hit.excerpt, keyword)}</span>
            </IdleLink>
          ))}
        </div>
        {search.more && items.length > 0 && (
          <button
            type="button"
            className={styles.more}
            disabled={search.loadingMore}
            aria-busy={search.loadingMore}
            // A mouse click keeps the focus, and so the arrow keys, in the field.
            onMouseDown={(event) => event.preventDefault()}
            onClick={search.more}
          >
            {labels.showMore}
          </button>
        )}
        {showRecent && (
          <RecentSearches labels={labels} recent={recent} onPick={props.onPickRecent} />
        )}
      </div>
    </>
  );
}
