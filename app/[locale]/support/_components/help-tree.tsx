'use client';
// The navigation tree of one top-level heading: its sections, which open and close, and their
// articles. It lives in the heading's layout, so it stays mounted (and keeps what the visitor
// opened) while they move between articles. Wide screens show it as a sticky sidebar; up to
// 900 px it waits behind a "Contents" button and opens as a modal drawer.
import { IdleLink } from '#components/idle-link.tsx';
import { useModalFocus } from '#components/use-modal-focus.ts';
import { usePathname } from 'next/navigation';
import { useCallback, useRef, useState } from 'react';
import styles from './help-tree.module.css';
import { articleIdOf, currentSectionOf } from './section-place.ts';
import { useTreeState } from './tree-store.ts';
import { useCloseWhenWide } from './use-close-when-wide.ts';

export type TreeLabels = { nav: string; contents: string; close: string };

export type TreeProps = {
  topic: { title: string; href: string };
  sections: {
    id: number;
    title: string;
    /** Each article's address is the heading's and its id: not repeated for every article of
     * a heading that may hold hundreds (it would weigh on every page of the heading). */
    articles: { id: number; title: string }[];
  }[];
  labels: TreeLabels;
};

export function HelpTree({ topic, sections, labels }: TreeProps) {
  const pathname = usePathname();
  const currentArticle = articleIdOf(pathname);
  const tree = useTreeState(currentArticle, currentSectionOf(sections, pathname));
  const [open, setOpen] = useState(false);
  const layer = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const closer = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useModalFocus(open, {
    panel,
    initialFocus: closer,
    keep: layer,
    returnFocus: opener,
    onClose: close,
  });
  useCloseWhenWide(open, close);

  return (
    <div className={styles.tree}>
      <button
        ref={opener}
        type="button"
        className={styles.opener}
        aria-expanded={open}
        aria-controls="help-tree-panel"
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true" className={styles.openerIcon} />
        {labels.contents}
      </button>
      <div ref={layer} className={styles.layer} data-open={open}>
        <div className={styles.backdrop} onClick={close} aria-hidden="true" />
        <div
          ref={panel}
          id="help-tree-panel"
          className={styles.panel}
          tabIndex={-1}
          {...(open ? { role: 'dialog', 'aria-modal': true, 'aria-label': labels.contents } : {})}
        >
          <div className={styles.panelHead}>
            <span>{labels.contents}</span>
            <button ref={closer} type="button" className={styles.close} onClick={close}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{labels.close}</span>
            </button>
          </div>
          <nav aria-label={labels.nav}>
            <p className={styles.topic}>
              <IdleLink href={topic.href} onClick={open ? close : undefined}>
                {topic.title}
              </IdleLink>
            </p>
            <ul className={styles.sections}>
              {sections.map((section) => {
                const expanded = tree.isOpen(section.id);
                const listId = `help-tree-${section.id}`;
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
                    {expanded && (
                      <ul id={listId} className={styles.articles}>
                        {section.articles.map((article) => (
                          <li key={article.id}>
                            <IdleLink
                              href={`${topic.href}/${article.id}`}
                              aria-current={article.id === currentArticle ? 'page' : undefined}
                              onClick={open ? close : undefined}
                            >
                              {article.title}
                            </IdleLink>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
      </div>
    </div>
  );
}
