'use client';
// An image that opens full size in the preview overlay: a real button, so it works by keyboard
// and is announced as something to press. Its size is reserved by width/height and the CSS
// aspect ratio, so nothing moves when it loads.
import { Picture } from '#components/picture.tsx';
import type { MouseEvent } from 'react';
import styles from './preview-image.module.css';
import { fillAlt, useImagePreview, warmImagePreview } from './use-image-preview.tsx';

export function PreviewImage(props: {
  src: string;
  alt: string;
  /** Name of the button, `{{alt}}` standing for the image's text. */
  openLabel: string;
  width: number;
  height: number;
  className?: string;
  imageClassName?: string;
  sizes?: string;
  priority?: boolean;
}) {
  const { open, preview } = useImagePreview();

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Safari does not focus a clicked button; focus must come back here when the overlay closes.
    event.currentTarget.focus();
    open({ src: props.src, alt: props.alt });
  };

  return (
    <>
      <button
        type="button"
        className={[styles.trigger, props.className].filter(Boolean).join(' ')}
        aria-label={fillAlt(props.openLabel, props.alt)}
        onClick={onClick}
        onPointerEnter={warmImagePreview}
        onFocus={warmImagePreview}
      >
        <Picture
          className={[styles.image, props.imageClassName].filter(Boolean).join(' ')}
          src={props.src}
          alt=""
          width={props.width}
          height={props.height}
          style={{ aspectRatio: `${props.width} / ${props.height}` }}
          sizes={props.sizes}
          loading={props.priority ? 'eager' : 'lazy'}
          fetchPriority={props.priority ? 'high' : undefined}
        />
      </button>
      {preview}
    </>
  );
}
