'use client';
// The slider captcha: drag the piece into its hole. Loaded on demand by the drawing dialog; its
// strings come in as `labels` (the dialog translates them from the `draw` namespace). The server
// makes the puzzle and judges the drag (lib/captcha): this component only shows the pictures,
// follows the hand, and reports the drag.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import {
  captchaSize,
  handleWidth,
  maxMove,
  pieceInset,
  pieceLeft,
  pieceSize,
} from '#lib/captcha/rules.ts';
import { noContextMenu } from '../protect-content.ts';
import { ArrowIcon, CheckIcon, CrossIcon, RefreshIcon } from './captcha-icons.tsx';
import { type CaptchaState, sliderTiming, trailToSend } from './rules.ts';
import styles from './slider-captcha.module.css';
import { type CaptchaSource, usePuzzle } from './use-puzzle.ts';
import { type Release, useSliderDrag } from './use-slider-drag.ts';

export type SliderCaptchaLabels = {
  /** In the track while at rest; the previous site called it "Slide filled right". */
  slide: string;
  /** Accessible name of the handle. */
  handle: string;
  refresh: string;
  loading: string;
  /** While the server judges the drag. */
  checking: string;
  /** When no puzzle could be loaded. */
  unavailable: string;
  success: string;
  failed: string;
  /** The drag looked scripted. */
  again: string;
};

export type SliderCaptchaProps = {
  labels: SliderCaptchaLabels;
  /** The site's captcha endpoints (GET and POST /aiapi/v1/captcha). */
  source: CaptchaSource;
  /** Solved: the pass for one drawing. */
  onSuccess?: (pass: string) => void;
  /** Released in the wrong place (or the puzzle was gone). */
  onFail?: () => void;
  /** In place, but the drag looked scripted: the visitor is asked to try again. */
  onAgain?: () => void;
  /** The refresh icon asked for a new puzzle. */
  onRefresh?: () => void;
  /** A puzzle is shown and ready to be solved. */
  onFulfilled?: () => void;
};

export function SliderCaptcha({ labels, source, ...events }: SliderCaptchaProps) {
  const { width, height, pieceLength, radius } = captchaSize;
  const [state, setState] = useState<CaptchaState>('idle');
  const puzzle = usePuzzle({ source, onReady: () => events.onFulfilled?.() });
  const settled = state !== 'idle' && state !== 'dragging';
  const { handlers, ...slider } = useSliderDrag({
    width,
    throttleMs: sliderTiming.throttleMs,
    enabled: puzzle.status === 'ready' && !settled,
    onStart: () => setState('dragging'),
    onCancel: () => setState('idle'),
    onRelease: (release) => void check(release),
  });

  // A check still out when the captcha goes (or shows another puzzle) reports nothing.
  const checking = useRef<AbortController | null>(null);
  useEffect(() => () => checking.current?.abort(), []);

  async function check(release: Release) {
    const id = puzzle.puzzle?.id;
    if (!id) return;
    setState('checking');
    const controller = new AbortController();
    checking.current = controller;
    const outcome = await source
      .answerPuzzle(
        { id, trail: trailToSend(release.trail), keyboard: release.byKeyboard },
        controller.signal,
      )
      .then((answer) => answer.data)
      .catch(() => null);
    if (controller.signal.aborted) return;
    if (outcome?.verdict === 'success') {
      setState('success');
      events.onSuccess?.(outcome.pass);
    } else if (outcome?.verdict === 'needs-retry') {
      setState('needs-retry');
      events.onAgain?.();
    } else {
      setState('failed');
      events.onFail?.();
    }
  }

  function renew() {
    checking.current?.abort();
    setState('idle');
    slider.reset();
    puzzle.renew();
  }

  const renewLater = useEffectEvent(renew);
  useEffect(() => {
    if (state !== 'failed' && state !== 'needs-retry') return;
    const timer = setTimeout(renewLater, sliderTiming.resetMs);
    return () => clearTimeout(timer);
  }, [state]);

  const message = {
    idle: '',
    dragging: '',
    checking: labels.checking,
    success: labels.success,
    failed: labels.failed,
    'needs-retry': labels.again,
  }[state];
  const overlay = { loading: labels.loading, unavailable: labels.unavailable, ready: '' }[
    puzzle.status
  ];
  const shown = puzzle.status === 'ready' ? puzzle.puzzle : null;

  return (
    <div className={styles.captcha} style={{ width }} data-state={state}>
      <div className={styles.picture} style={{ height }}>
        {shown && (
          <>
            {/* eslint-disable-next-line @next/next/no-img-element -- data: URLs made for this one puzzle; the optimiser has nothing to add */}
            <img
              src={shown.background}
              alt=""
              width={width}
              height={height}
              draggable={false}
              {...noContextMenu}
            />
            {/* eslint-disable-next-line @next/next/no-img-element -- as above */}
            <img
              src={shown.piece}
              alt=""
              className={styles.piece}
              width={pieceSize(pieceLength, radius)}
              height={height}
              style={{ left: pieceLeft(slider.move, width) - pieceInset }}
              draggable={false}
              {...noContextMenu}
            />
          </>
        )}
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
          {state === 'success' ? (
            <CheckIcon />
          ) : state === 'failed' || state === 'needs-retry' ? (
            <CrossIcon />
          ) : (
            <ArrowIcon />
          )}
        </div>
      </div>
      <p role="status" className="visually-hidden">
        {message || overlay}
      </p>
    </div>
  );
}
