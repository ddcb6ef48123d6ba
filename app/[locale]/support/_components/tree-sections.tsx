'use client';
// The sections of a heading's tree, each a button that opens or closes its list of articles. The
// open section of the page arrives with its articles; another one's are read when it opens, with
// a line that says so while they come, and a way to try again if they do not.
import { IdleLink } from '#components/idle-link.tsx';
import type { TreeLink } from '#lib/help-tree/articles.ts';
import styles from './help-tree.module.css';
import { useTreeArticles } from './tree-articles.ts';
import { useTreeState } from './tree-store.ts';

export type TreeSectionItem = { id: number; title: string; articles?: readonly TreeLink[] };
export type SectionLabels = { loading: string; failed: string; retry: string };

export function TreeSections(props: {
  topicHref: string;
  articlesUrl: string;
  sections: readonly TreeSectionItem[];
  current?: { section: number; article: number };
  labels: SectionLabels;
  onFollow?: () => void;
}) {
  const { topicHref, articlesUrl, sections, current, labels, onFollow } = props;
  const tree = useTreeState(current?.article, current?.section);
  const missing = sections.some((section) => !section.articles && tree.isOpen(section.id));
  const { load, retry } = useTreeArticles(articlesUrl, missing);
  const articlesOf = (section: TreeSectionItem) =>
    section.articles ?? (load?.state === 'ready' ? load.sections.get(section.id) : undefined);

  return (
    <ul className={styles.sections}>
      {sections.map((section) => {
        const expanded = tree.isOpen(section.id);
        const listId = `help-tree-${section.id}`;
        const articles = expanded ? articlesOf(section) : undefined;
        return (
          <li key={section.id} data-section-id={section.id}>
            <button
              type="button"
              className={styles.section}
              aria-expanded={expanded}
              {...(expanded ? { 'aria-controls': listId } : {})}
              onClick={() => tree.toggle(section.id)}
            >
              {section.title}
            </button>
            {expanded &&
              (articles ? (
                <ul id={listId} className={styles.articles}>
                  {articles.map((article) => (
                    <li key={article.id}>
                      <IdleLink
                        href={`${topicHref}/${article.id}`}
                        aria-current={article.id === current?.article ? 'page' : undefined}
                        onClick={onFollow}
                      >
                        {article.title}
                      </IdleLink>
                    </li>
                  ))}
                </ul>
              ) : load?.state === 'failed' ? (
                <p id={listId} className={styles.note} role="alert">
                  {labels.failed}{' '}
                  <button type="button" className={styles.retry} onClick={retry}>
                    {labels.retry}
                  </button>
                </p>
              ) : (
                <p id={listId} className={styles.note} role="status">
                  {labels.loading}
                </p>
              ))}
          </li>
        );
      })}
    </ul>
  );
}
