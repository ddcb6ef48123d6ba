'use client';
// The navigation tree of one top-level heading: its sections, which open and close, and their
// articles. Each page of the heading draws it with only the open section's articles, so a heading
// of hundreds of articles does not weigh on every one of them; what the visitor opened, and how
// far they scrolled, is kept in tree-store.ts while they move between pages. Wide screens show it
// as a sticky sidebar; up to 900 px it waits behind a "Contents" button and opens as a modal
// drawer.
import { IdleLink } from '#components/idle-link.tsx';
import { useModalFocus } from '#components/use-modal-focus.ts';
import { useCallback, useRef, useState } from 'react';
import styles from './help-tree.module.css';
import { type SectionLabels, type TreeSectionItem, TreeSections } from './tree-sections.tsx';
import { useTreeScroll } from './tree-store.ts';
import { useCloseWhenWide } from './use-close-when-wide.ts';

export type TreeLabels = SectionLabels & { nav: string; contents: string; close: string };

export type TreeProps = {
  topic: { title: string; href: string };
  /** Where the tree reads the articles of the sections that arrive without them. */
  articlesUrl: string;
  /** Each article's address is the heading's and its id, so it is not sent with each. */
  sections: readonly TreeSectionItem[];
  /** The section of this page, open and sent with its articles, and the article if it is one. */
  current?: { section: number; article?: number };
  labels: TreeLabels;
};

export function HelpTree({ topic, articlesUrl, sections, current, labels }: TreeProps) {
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
  useTreeScroll(panel, topic.href);

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
            <TreeSections
              topicHref={topic.href}
              articlesUrl={articlesUrl}
              sections={sections}
              {...(current ? { current } : {})}
              labels={labels}
              {...(open ? { onFollow: close } : {})}
            />
          </nav>
        </div>
      </div>
    </div>
  );
}
