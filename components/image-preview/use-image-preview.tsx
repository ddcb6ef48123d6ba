'use client';
// Opens the image preview overlay. The overlay's code is fetched only when a visitor opens it
// (or points at something that will), so no page carries it in its first-load JavaScript.
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { ImagePreviewOverlay, PreviewedImage } from './image-preview-overlay.tsx';

type Overlay = typeof ImagePreviewOverlay;

let overlayModule: Promise<Overlay> | undefined;

function loadOverlay(): Promise<Overlay> {
  overlayModule ??= import('./image-preview-overlay.tsx').then(
    (module) => module.ImagePreviewOverlay,
    (error: unknown) => {
      // A failed chunk (a flaky network) is tried again on the next open.
      overlayModule = undefined;
      throw error;
    },
  );
  return overlayModule;
}

/** Starts fetching the overlay early, for example when a pointer enters a trigger. */
export function warmImagePreview(): void {
  loadOverlay().catch(() => undefined);
}

export function useImagePreview(options?: { toolbar?: boolean }): {
  open: (image: { src: string; alt: string }) => void;
  preview: ReactNode;
} {
  const toolbar = options?.toolbar ?? true;
  const [shown, setShown] = useState<{ image: PreviewedImage; Overlay: Overlay }>();
  const opener = useRef<HTMLElement | null>(null);

  const open = useCallback((image: PreviewedImage) => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement ? active : null;
    loadOverlay().then(
      (Overlay) => setShown({ image, Overlay }),
      (error: unknown) => console.error('The image preview could not be loaded', error),
    );
  }, []);

  const close = useCallback(() => setShown(undefined), []);

  // Back to the element that opened the overlay once it is gone (its own focus trap included).
  useEffect(() => {
    if (shown) return;
    const element = opener.current;
    opener.current = null;
    if (element?.isConnected) element.focus({ preventScroll: true });
  }, [shown]);

  const preview = shown ? (
    <shown.Overlay key={shown.image.src} image={shown.image} toolbar={toolbar} onClose={close} />
  ) : null;
  return { open, preview };
}
