'use client';
// The slider captcha: drag the piece into its hole. Loaded on demand by the drawing dialog; its
// strings come in as `labels` (the dialog translates them from the `draw` namespace).
import { useEffect, useEffectEvent, useState } from 'react';
import { captchaBackgrounds } from './backgrounds.ts';
import { ArrowIcon, CheckIcon, CrossIcon, RefreshIcon } from './captcha-icons.tsx';
import { pieceInset } from './puzzle.ts';
import {
  captchaDefaults,
  type CaptchaState,
  handleWidth,
  judge,
  maxMove,
  pieceLeft,
  pieceSize,
} from './rules.ts';
import styles from './slider-captcha.module.css';
import { usePuzzle } from './use-puzzle.ts';
import { type Release, useSliderDrag } from './use-slider-drag.ts';

export type SliderCaptchaLabels = {
  /** In the track while at rest; the previous site called it "Slide filled right". */
  slide: string;
  /** Accessible name of the handle. */
  handle: string;
  refresh: string;
  loading: string;
  /** When no background could be loaded. */
  unavailable: string;
  success: string;
  failed: string;
  /** The drag looked scripted. */
  again: string;
};

export type SliderCaptchaProps = {
  labels: SliderCaptchaLabels;
  width?: number;
  height?: number;
  pieceLength?: number;
  radius?: number;
  /** Tolerance in pixels, clamped to 1..10; -1 skips the human check. */
  accuracy?: number;
  /** Local pictures the puzzle is cut from, one picked at random. */
  backgrounds?: readonly string[];
  /** For tests: the source of the hole's place and of the picture. */
  random?: () => number;
  /** Solved; with the drag's duration. */
  onSuccess?: (durationMs: number) => void;
  /** Released in the wrong place. */
  onFail?: () => void;
  /** In place, but the drag looked scripted: the visitor is asked to try again. */
  onAgain?: () => void;
  /** The refresh icon drew a new puzzle. */
  onRefresh?: () => void;
  /** A puzzle is drawn and ready to be solved. */
  onFulfilled?: () => void;
};

export function SliderCaptcha({
  labels,
  width = captchaDefaults.width,
  height = captchaDefaults.height,
  pieceLength = captchaDefaults.pieceLength,
  radius = captchaDefaults.radius,
  accuracy = captchaDefaults.accuracy,
  backgrounds = captchaBackgrounds,
  random = Math.random,
  ...events
}: SliderCaptchaProps) {
  const [state, setState] = useState<CaptchaState>('idle');
  const { backgroundRef, pieceRef, ...puzzle } = usePuzzle({
    sizes: { width, height, pieceLength, radius },
    backgrounds,
    random,
    onReady: () => events.onFulfilled?.(),
  });
  const settled = state === 'success' || state === 'failed' || state === 'needs-retry';
  const { handlers, ...slider } = useSliderDrag({
    width,
    throttleMs: captchaDefaults.throttleMs,
    enabled: puzzle.status === 'ready' && !settled,
    onStart: () => setState('dragging'),
    onCancel: () => setState('idle'),
    onRelease: check,
  });

  function check(release: Release) {
    const verdict = judge({
      left: pieceLeft(release.move, width),
      targetX: puzzle.target?.x ?? Number.NaN,
      accuracy,
      trail: release.trail,
      byKeyboard: release.byKeyboard,
    });
    setState(verdict);
    if (verdict === 'success') events.onSuccess?.(release.durationMs);
    else if (verdict === 'failed') events.onFail?.();
    else events.onAgain?.();
  }

  function renew() {
    setState('idle');
    slider.reset();
    puzzle.renew();
  }

  const renewLater = useEffectEvent(renew);
  useEffect(() => {
    if (state !== 'failed' && state !== 'needs-retry') return;
    const timer = setTimeout(renewLater, captchaDefaults.resetMs);
    return () => clearTimeout(timer);
  }, [state]);

  const message = {
    idle: '',
    dragging: '',
    success: labels.success,
    failed: labels.failed,
    'needs-retry': labels.again,
  }[state];
  const overlay = { loading: labels.loading, unavailable: labels.unavailable, ready: '' }[
    puzzle.status
  ];
  const left = pieceLeft(slider.move, width);

  return (
    <div className={styles.captcha} style={{ width }} data-state={state}>
      <div className={styles.picture} style={{ height }}>
        <canvas ref={backgroundRef} width={width} height={height} aria-hidden="true" />
        <canvas
          ref={pieceRef}
          className={styles.piece}
          width={pieceSize(pieceLength, radius)}
          height={height}
          style={{ left: left - pieceInset }}
          aria-hidden="true"
        />
        {state !== 'success' && (
          <button
            type="button"
            className={styles.refresh}
            aria-label={labels.refresh}
            title={labels.refresh}
            onClick={() => {
              renew();
              events.onRefresh?.();
            }}
          >
            <RefreshIcon />
          </button>
        )}
        {overlay && <div className={styles.overlay}>{overlay}</div>}
      </div>
      <div className={styles.track}>
        <div className={styles.fill} style={{ width: slider.move + handleWidth }} />
        <span
          className={styles.text}
          style={{ left: slider.move + handleWidth }}
          aria-hidden="true"
        >
          {state === 'idle' ? labels.slide : message}
        </span>
        <div
          role="slider"
          tabIndex={puzzle.status === 'ready' && state !== 'success' ? 0 : -1}
          aria-label={labels.handle}
          aria-valuemin={0}
          aria-valuemax={maxMove(width)}
          aria-valuenow={Math.round(slider.move)}
          aria-disabled={puzzle.status !== 'ready' || settled}
          className={styles.handle}
          style={{ left: slider.move }}
          {...handlers}
        >
          {state === 'success' ? <CheckIcon /> : settled ? <CrossIcon /> : <ArrowIcon />}
        </div>
      </div>
      <p role="status" className="visually-hidden">
        {message || overlay}
      </p>
    </div>
  );
}
