'use client';
// The fullscreen image preview. Loaded on demand by useImagePreview, never in a page's first
// JavaScript: it is the only module that knows about zooming, rotating and gestures. It brings
// its own i18next provider, with the strings of the page's locale handed over by its opener.
import { type SyntheticEvent, useCallback, useReducer, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Locale } from '#lib/i18n/locales.ts';
import type { Resources } from '#lib/i18n/resources.ts';
import { I18nProvider } from '../i18n-provider.tsx';
import { CloseIcon } from '../icons.tsx';
import { noContextMenu, noSelect } from '../protect-content.ts';
import { useModalFocus } from '../use-modal-focus.ts';
import styles from './image-preview.module.css';
import { PreviewToolbar } from './preview-toolbar.tsx';
import { useGestures } from './use-gestures.ts';
import { initialView, transformOf, viewReducer } from './view.ts';

export type PreviewedImage = { src: string; alt: string };

type Phase = 'loading' | 'loaded' | 'failed';

/** Room kept free around the fitted image: the close button above, the toolbar below. */
function fitBox(toolbar: boolean) {
  const margin = Math.min(48, window.innerWidth * 0.04);
  return {
    width: window.innerWidth - 2 * margin,
    height: window.innerHeight - (toolbar ? 176 : 128),
  };
}

// React handlers see events from a portal as if they came from where the overlay is rendered
// in the tree; without this a click here would also reach, say, a card's link around the opener.
const isolate = (event: SyntheticEvent) => event.stopPropagation();

type OverlayProps = { image: PreviewedImage; toolbar: boolean; onClose: () => void };

export function ImagePreviewOverlay(
  props: OverlayProps & { locale: Locale; resources: Resources },
) {
  const { locale, resources, ...rest } = props;
  return (
    <I18nProvider locale={locale} resources={resources}>
      <PreviewDialog {...rest} />
    </I18nProvider>
  );
}

function PreviewDialog(props: OverlayProps) {
  const { image, toolbar, onClose } = props;
  const { t } = useTranslation('common');
  const [phase, setPhase] = useState<Phase>('loading');
  const [view, dispatch] = useReducer(viewReducer, initialView);
  const dialog = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useModalFocus(true, { panel: dialog, initialFocus: closeButton, onClose });
  const gestures = useGestures(stage, dispatch);

  const onLoad = useCallback(
    (event: SyntheticEvent<HTMLImageElement>) => {
      const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
      dispatch({ type: 'fit', natural: { width, height }, box: fitBox(toolbar) });
      setPhase('loaded');
    },
    [toolbar],
  );

  const status =
    phase === 'loading' ? t('preview.loading') : phase === 'failed' ? t('preview.failed') : '';

  return createPortal(
    <div
      ref={dialog}
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-label={image.alt ? t('preview.named', { alt: image.alt }) : t('preview.label')}
      tabIndex={-1}
      onClick={isolate}
      onDoubleClick={isolate}
      onKeyDown={isolate}
      onPointerDown={isolate}
      data-preview-overlay=""
    >
      <div
        ref={stage}
        className={styles.stage}
        data-dragging={gestures.dragging}
        onPointerDown={gestures.onPointerDown}
        onClick={(event) => {
          // Only the backdrop itself closes: not the image, and not the end of a drag.
          if (event.target === event.currentTarget && !gestures.wasDrag()) onClose();
        }}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- any size, zoomed and rotated by hand; next/image would only add a wrapper here */}
        <img
          className={`${styles.image} ${noSelect}`}
          src={image.src}
          alt={image.alt}
          hidden={phase !== 'loaded'}
          draggable={false}
          {...noContextMenu}
          style={{ width: view.width || undefined, transform: transformOf(view) }}
          onLoad={onLoad}
          onError={() => setPhase('failed')}
          onDoubleClick={onClose}
        />
        <p className={styles.status} role="status">
          {status}
        </p>
      </div>
      {toolbar && (
        <PreviewToolbar
          disabled={phase !== 'loaded'}
          onZoom={(by) => dispatch({ type: 'zoom', by })}
          onRotate={() => dispatch({ type: 'rotate' })}
        />
      )}
      <button
        ref={closeButton}
        type="button"
        className={styles.close}
        aria-label={t('preview.close')}
        onClick={onClose}
      >
        <CloseIcon />
      </button>
    </div>,
    document.body,
  );
}
