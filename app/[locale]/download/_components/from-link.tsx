'use client';
// A link to a platform page that carries the `from` query of this page along, so that the
// analytics of the platform page also sees where the visitor came from. The page is static, so
// the query is read in the browser; the server and the first render use the bare address.
import type { ComponentProps } from 'react';
import { useSyncExternalStore } from 'react';
import { SiteLink } from '#components/site-link.tsx';
import { fromToken, withFrom } from './overview-data.ts';

// The query does not change while the page is open (a new query is a new navigation).
const subscribe = () => () => {};

export function FromLink({ href, ...rest }: ComponentProps<typeof SiteLink>) {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
  return <SiteLink href={withFrom(href, fromToken(search))} {...rest} />;
}
