'use client';
// The thin bar at the top of the window during a client navigation that takes more than 300 ms
// (lib/navigation-feedback/loading-bar.ts holds the rules).
import { useEffect, useReducer, useState } from 'react';
import {
  barView,
  hiddenBar,
  loadingBarReducer,
  nextChangeAt,
} from '#lib/navigation-feedback/loading-bar.ts';
import styles from './loading-bar.module.css';
import { useNavigationEvents } from './use-navigation-events.ts';

export function LoadingBar({ label }: { label: string }) {
  const [state, dispatch] = useReducer(loadingBarReducer, hiddenBar);
  const [now, setNow] = useState(0);
  useNavigationEvents(dispatch);

  // Wake up when the view changes on its own: the bar appears, creeps, or hides.
  useEffect(() => {
    const at = nextChangeAt(state, performance.now());
    if (at === null) return;
    const timer = window.setTimeout(
      () => {
        const time = performance.now();
        setNow(time);
        if (state.phase === 'finished' || state.phase === 'failed') {
          if (!barView(state, time).visible) dispatch({ type: 'hide' });
        }
      },
      Math.max(0, at - performance.now()),
    );
    return () => window.clearTimeout(timer);
  }, [state, now]);

  const view = barView(state, now);
  if (!view.visible) return null;
  const value = Math.round(view.progress);
  return (
    <div
      className={styles.bar}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      data-state={state.phase}
    >
      <div className={styles.fill} style={{ transform: `scaleX(${value / 100})` }} />
    </div>
  );
}
