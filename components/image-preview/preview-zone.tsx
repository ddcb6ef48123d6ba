'use client';
// Rich text rendered on the server, whose png/jpg/jpeg images open in the preview overlay. One
// listener on the zone serves every image (no React per image); after mount the images become
// keyboard operable and get a zoom-in cursor. Other images (svg, webp…) are left alone.
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import { isImageUrl } from '#lib/is-image-url.ts';
import styles from './preview-zone.module.css';
import { fillAlt, useImagePreview, warmImagePreview } from './use-image-preview.tsx';

const marker = 'data-previewable';

function previewableImage(zone: HTMLElement, target: EventTarget): HTMLImageElement | null {
  if (!(target instanceof HTMLImageElement) || !zone.contains(target)) return null;
  return isImageUrl(target.getAttribute('src') ?? '') ? target : null;
}

export function PreviewZone(props: {
  children: ReactNode;
  /** Name of each image's button, `{{alt}}` standing for the image's text. */
  openLabel: string;
  className?: string;
}) {
  const { openLabel } = props;
  const { open, preview } = useImagePreview();
  const zone = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = zone.current;
    if (!root) return;
    const enhance = () => {
      for (const image of root.querySelectorAll('img')) {
        if (image.hasAttribute(marker) || !previewableImage(root, image)) continue;
        image.setAttribute(marker, '');
        image.tabIndex = 0;
        image.setAttribute('role', 'button');
        image.setAttribute('aria-label', fillAlt(openLabel, image.alt));
      }
    };
    enhance();
    // The same zone may receive new rich text on a client-side navigation.
    const observer = new MutationObserver(enhance);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [openLabel]);

  const openImage = (image: HTMLImageElement) => {
    image.focus();
    // `src` is the original: `currentSrc` may be the resized copy its srcset chose for the page.
    open({ src: image.src, alt: image.alt });
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const image = previewableImage(event.currentTarget, event.target);
    if (!image) return;
    // An image inside a link opens here instead of following the link (nor does the loading bar
    // take the click for a navigation).
    event.preventDefault();
    event.stopPropagation();
    openImage(image);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const image = previewableImage(event.currentTarget, event.target);
    if (!image) return;
    event.preventDefault();
    openImage(image);
  };

  const onPointerOver = (event: MouseEvent<HTMLDivElement>) => {
    if (previewableImage(event.currentTarget, event.target)) warmImagePreview();
  };

  return (
    <div
      ref={zone}
      className={[styles.zone, props.className].filter(Boolean).join(' ')}
      onClick={onClick}
      onKeyDown={onKeyDown}
      onPointerOver={onPointerOver}
    >
      {props.children}
      {preview}
    </div>
  );
}
