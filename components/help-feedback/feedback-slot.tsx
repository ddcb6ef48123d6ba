'use client';
// The widget's place on the article's first load: a box of fixed height with the question, and
// the loader of the interactive part, fetched when the box comes near the screen and the browser
// is idle (or at once when the visitor answers first), so that it never weighs on the page.
import { type ComponentType, useEffect, useId, useRef, useState } from 'react';
import type { Locale } from '#lib/i18n/locales.ts';
import { AskView } from './ask-view.tsx';
import type { FeedbackWidgetProps } from './feedback-widget.tsx';
import styles from './help-feedback.module.css';
import { type AskLabels, type FeedbackStrings, loadFeedbackStrings } from './strings.ts';

type Props = { locale: Locale; articleId: number; labels: AskLabels };

type Live = { Widget: ComponentType<FeedbackWidgetProps>; strings: FeedbackStrings };

function loadWidget(locale: Locale): Promise<Live> {
  return Promise.all([
    import('./feedback-widget.tsx').then((module) => module.FeedbackWidget),
    loadFeedbackStrings(locale),
  ]).then(([Widget, strings]) => ({ Widget, strings }));
}

/** Runs `run` once the browser is idle (a timer where it has no idle callback). */
function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}

export function FeedbackSlot({ locale, articleId, labels }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const [live, setLive] = useState<Live | null>(null);
  // An answer clicked before the interactive part arrived: it acts on it once loaded.
  const [early, setEarly] = useState<boolean | null>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element || wanted) return;
    let cancelIdle = () => {};
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        cancelIdle = whenIdle(() => setWanted(true));
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [wanted]);

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    loadWidget(locale).then(
      (loaded) => current && setLive(loaded),
      // Offline or a failed chunk: the question stays, and a click tries again.
      () => current && setWanted(false),
    );
    return () => {
      current = false;
    };
  }, [wanted, locale]);

  return (
    <div ref={box} className={styles.box} data-feedback={live ? 'live' : 'waiting'}>
      {live ? (
        <live.Widget
          locale={locale}
          articleId={articleId}
          strings={live.strings}
          headingId={headingId}
          early={early}
        />
      ) : (
        <div className={styles.widget}>
          <AskView
            labels={labels}
            headingId={headingId}
            onAnswer={(helpful) => {
              setEarly(helpful);
              setWanted(true);
            }}
          />
        </div>
      )}
    </div>
  );
}
