// Pictures inside rich text get what next/image gives the site's own pictures: a `srcset` of
// the optimiser's resized copies and the width the article column shows them at, so a phone
// fetches a copy of its width, not the original. Only for pictures the optimiser may fetch (the
// content service's origin, next.config.mjs `images`) whose size the content states (width and
// height, which also reserve their space). `src` stays the original: the image preview opens it.
import { getImageProps } from 'next/image';
import { contentImageOrigins } from '../image-origins.ts';
import { elementsBelow } from './elements.ts';

/** The article column: the whole screen on a phone, at most 840 px on a wide one. */
export const richTextImageSizes = '(min-width: 900px) 840px, 100vw';

function sideOf(image: Element, name: 'width' | 'height'): number | undefined {
  const value = image.getAttribute(name);
  return value !== null && /^[1-9]\d{0,4}$/.test(value) ? Number(value) : undefined;
}

function optimisable(src: string, origins: string[]): boolean {
  try {
    const url = new URL(src);
    return origins.includes(url.origin) && !url.pathname.toLowerCase().endsWith('.svg');
  } catch {
    return false;
  }
}

export function addResponsiveSources(root: Element): void {
  const origins = contentImageOrigins();
  elementsBelow(root, 'img').forEach((image) => {
    const src = image.getAttribute('src');
    const width = sideOf(image, 'width');
    const height = sideOf(image, 'height');
    if (src === null || !width || !height || !optimisable(src, origins)) return;
    const { props } = getImageProps({ src, alt: '', width, height, sizes: richTextImageSizes });
    if (!props.srcSet) return;
    image.setAttribute('srcset', props.srcSet);
    image.setAttribute('sizes', richTextImageSizes);
  });
}
