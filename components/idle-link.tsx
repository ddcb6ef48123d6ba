'use client';
// next/link with the site's prefetch policy: a link's page is prefetched once the link is on
// screen and the browser is idle, never on a slow connection, with the data saver or offline
// (navigation-feedback/use-idle-prefetch.ts), instead of by Next's own viewport prefetching.
// Every internal link of the site goes through here (eslint forbids next/link elsewhere).
// eslint-disable-next-line no-restricted-imports -- the one place that wraps it
import Link from 'next/link';
import { type ComponentProps, useRef } from 'react';
import { useIdlePrefetch } from './navigation-feedback/use-idle-prefetch.ts';

export type IdleLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch' | 'ref'> & {
  href: string;
};

export function IdleLink({ href, ...rest }: IdleLinkProps) {
  const link = useRef<HTMLAnchorElement>(null);
  useIdlePrefetch(link, href);
  return <Link ref={link} href={href} prefetch={false} {...rest} />;
}
