'use client';
// Opens the image preview overlay. The overlay's code, and the strings it shows (with i18next),
// are fetched only when a visitor opens it (or points at something that will), so no page
// carries them in its first-load JavaScript.
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '#lib/i18n/locales.ts';
import { loadResources, type Resources } from '#lib/i18n/resources.ts';
import { useLocale } from '../use-locale.ts';
import type { ImagePreviewOverlay, PreviewedImage } from './image-preview-overlay.tsx';

type Overlay = typeof ImagePreviewOverlay;

/** A trigger's name: `{{alt}}` in the template stands for the image's text. */
export function fillAlt(template: string, alt: string): string {
  return template.replaceAll('{{alt}}', alt);
}

let overlayModule: Promise<Overlay> | undefined;
const strings = new Map<Locale, Promise<Resources>>();

function loadStrings(locale: Locale): Promise<Resources> {
  let loading = strings.get(locale);
  if (!loading) {
    loading = loadResources(locale, ['common']);
    loading.catch(() => strings.delete(locale));
    strings.set(locale, loading);
  }
  return loading;
}

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
  const locale = useLocale();
  const [shown, setShown] = useState<{
    image: PreviewedImage;
    Overlay: Overlay;
    resources: Resources;
  }>();
  const opener = useRef<HTMLElement | null>(null);

  const open = useCallback(
    (image: PreviewedImage) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement ? active : null;
      Promise.all([loadOverlay(), loadStrings(locale)]).then(
        ([Overlay, resources]) => setShown({ image, Overlay, resources }),
        (error: unknown) => console.error('The image preview could not be loaded', error),
      );
    },
    [locale],
  );

  const close = useCallback(() => setShown(undefined), []);

  // Back to the element that opened the overlay once it is gone (the overlay's own focus trap
  // lets go first: a child's cleanup runs before its parent's). The opener is read when the
  // overlay shows, never by an effect without one: a click landing between a commit and its
  // effects (hydration on a slow phone) would have its opener cleared by the first effect.
  useEffect(() => {
    if (!shown) return;
    const element = opener.current;
    return () => {
      if (element?.isConnected) element.focus({ preventScroll: true });
    };
  }, [shown]);

  const preview = shown ? (
    <shown.Overlay
      key={shown.image.src}
      locale={locale}
      resources={shown.resources}
      image={shown.image}
      toolbar={toolbar}
      onClose={close}
    />
  ) : null;
  return { open, preview };
}
