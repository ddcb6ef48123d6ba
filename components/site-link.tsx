'use client';
// An internal link: adds the locale prefix and applies the scrolling rule (moving within one
// section keeps the scroll position; other navigation starts at the top). Its page is prefetched
// when the browser is idle and the connection allows it (use-idle-prefetch.ts), not by Next's
// own viewport prefetching.
import Link from 'next/link';
import { type ComponentProps, useRef } from 'react';
import { localizedPath, scrollsToTop } from '../lib/navigation.ts';
import { useIdlePrefetch } from './navigation-feedback/use-idle-prefetch.ts';
import { useLocale, useSitePath } from './use-locale.ts';

type Props = Omit<ComponentProps<typeof Link>, 'href' | 'scroll' | 'prefetch'> & { href: string };

export function SiteLink({ href, ...rest }: Props) {
  const locale = useLocale();
  const from = useSitePath();
  const link = useRef<HTMLAnchorElement>(null);
  const target = href.split(/[?#]/)[0] || '/';
  const localized = localizedPath(locale, href);
  useIdlePrefetch(link, localized);
  return (
    <Link
      ref={link}
      href={localized}
      scroll={scrollsToTop(from, target)}
      prefetch={false}
      {...rest}
    />
  );
}
