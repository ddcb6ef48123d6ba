'use client';
// The sections of a heading's tree, each a button that opens or closes its list of articles. The
// page's own section arrives with its articles (of a long one, those around the current article
// or, on the section's own page, its first ones, and a button for the rest); another section's
// are read when it opens. Once the heading's articles are read, every section shows all of its
// own. While they come a line says so, and if they do not, it offers to try again.
import { useEffect, useRef, useState } from 'react';
import { IdleLink } from '#components/idle-link.tsx';
import type { TreeLink } from '#lib/help-tree/articles.ts';
import styles from './help-tree.module.css';
import { useTreeArticles } from './tree-articles.ts';
import { useTreeState } from './tree-store.ts';

export type TreeSectionItem = {
  id: number;
  title: string;
  /** Sent for the page's own section only: all of them, or some and `total`. */
  articles?: readonly TreeLink[];
  /** How many the section holds, when `articles` are only some of them. */
  total?: number;
};
export type SectionLabels = { loading: string; failed: string; retry: string; showAll: string };

export function TreeSections(props: {
  topicHref: string;
  articlesUrl: string;
  sections: readonly TreeSectionItem[];
  current?: { section: number; article?: number };
  labels: SectionLabels;
  onFollow?: () => void;
}) {
  const { topicHref, articlesUrl, sections, current, labels, onFollow } = props;
  const tree = useTreeState(current?.article, current?.section);
  const missing = sections.some((section) => !section.articles && tree.isOpen(section.id));
  const { load, read } = useTreeArticles(articlesUrl, missing);
  const ready = load?.state === 'ready' ? load.sections : undefined;
  // "Show all" leaves; focus moves to the first article it brought. It says how the read goes
  // only when it started it: another section's opening says so there.
  const [askedAll, setAskedAll] = useState(false);
  const revealAfter = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!ready || revealAfter.current === null) return;
    const last = list.current?.querySelector(`a[href="${topicHref}/${revealAfter.current}"]`);
    revealAfter.current = null;
    last?.closest('li')?.nextElementSibling?.querySelector('a')?.focus();
  }, [ready, topicHref]);

  return (
    <ul className={styles.sections}>
      {sections.map((section) => {
        const expanded = tree.isOpen(section.id);
        const listId = `help-tree-${section.id}`;
        const articles = ready
          ? (ready.get(section.id) ?? section.articles ?? [])
          : section.articles;
        const partial = !ready && articles !== undefined && articles.length < (section.total ?? 0);
        const status =
          load?.state === 'failed' ? (
            <p className={styles.note} role="alert" {...(articles ? {} : { id: listId })}>
              {labels.failed}{' '}
              <button type="button" className={styles.retry} onClick={read}>
                {labels.retry}
              </button>
            </p>
          ) : (
            <p className={styles.note} role="status" {...(articles ? {} : { id: listId })}>
              {labels.loading}
            </p>
          );
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
            {expanded && !articles && status}
            {expanded && articles && (
              <ul
                id={listId}
                className={styles.articles}
                {...(section.id === current?.section ? { ref: list } : {})}
              >
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
            )}
            {expanded &&
              partial &&
              (askedAll && load ? (
                status
              ) : (
                <button
                  type="button"
                  className={styles.showAll}
                  onClick={() => {
                    revealAfter.current = articles.at(-1)?.id ?? null;
                    setAskedAll(true);
                    read();
                  }}
                >
                  {labels.showAll.replace('{{total}}', String(section.total))}
                </button>
              ))}
          </li>
        );
      })}
    </ul>
  );
}
