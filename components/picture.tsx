// A picture as a plain <img> with the props next/image would give it: the optimiser's srcset and
// sizes (or the file itself when unoptimized), width and height so its box is reserved, lazy
// loading unless `loading="eager"`. getImageProps is a pure function, so this renders on the
// server with none of next/image's client component (about 5 kB gzip on the home page) in the page's first load.
import { getImageProps, type ImageProps } from 'next/image';

/** What the site's pictures use of next/image: no fill, placeholder, loader or load events. */
export type PictureProps = Omit<
  ImageProps,
  'fill' | 'placeholder' | 'blurDataURL' | 'loader' | 'onLoad' | 'onError' | 'priority' | 'preload'
>;

export function Picture(props: PictureProps) {
  const { props: image } = getImageProps(props);
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props, alt included
  return <img {...image} />;
}
