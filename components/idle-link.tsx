'use client';
// Every internal link of the site: a plain `<a>` whose clicks the router takes over, with the
// site's prefetch policy (a link's page is prefetched once the link is on screen and the browser
// is idle, never on a slow connection, with the data saver or offline:
// navigation-feedback/use-idle-prefetch.ts).
//
// It replaces next/link, of which the site used only the click hand-over (its own prefetching
// is switched off): next/link and the URL helpers it brings weigh about 3.5 kB gzip in the
// first load of every page, this about 0.3 kB. The click rules are next/link's: a plain left
// click on a same-origin link without `target` or `download` navigates through the router
// (`router.push`, which also scrolls to a hash), anything else is left to the browser, and an
// `onClick` that prevents the default keeps it. eslint forbids next/link elsewhere.
import { useRouter } from 'next/navigation';
import { type ComponentProps, type MouseEvent, useRef } from 'react';
import { routerTakesClick } from '#lib/navigation-feedback/navigation-click.ts';
import { useIdlePrefetch } from './navigation-feedback/use-idle-prefetch.ts';

export type IdleLinkProps = Omit<ComponentProps<'a'>, 'href' | 'ref'> & {
  href: string;
  /** `false` keeps the scroll position (as next/link's `scroll`); the default starts at the top. */
  scroll?: boolean;
};

export function IdleLink({ href, scroll, onClick, ...rest }: IdleLinkProps) {
  const router = useRouter();
  const link = useRef<HTMLAnchorElement>(null);
  useIdlePrefetch(link, href);
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    const anchor = event.currentTarget;
    const info = {
      href: anchor.href,
      target: anchor.target,
      download: anchor.hasAttribute('download'),
    };
    if (!routerTakesClick(event, info, window.location.href)) return;
    event.preventDefault();
    router.push(href, { scroll });
  };
  return <a ref={link} href={href} onClick={navigate} {...rest} />;
}
