'use client';
// The detail page's way back: to the list page the visitor came from (its category and page),
// or to the first page when they arrived from elsewhere.
import { IdleLink as Link } from '#components/idle-link.tsx';
import { type ReactNode, useSyncExternalStore } from 'react';
import { browserStorage } from '#lib/browser-storage.ts';
import { readListPlace } from './list-memory.ts';

const noChange = () => () => undefined;

export function BackToList(props: { href: string; className?: string; children: ReactNode }) {
  const remembered = useSyncExternalStore(
    noChange,
    () => readListPlace(browserStorage('session'))?.path ?? null,
    () => null,
  );
  // A path of the other locale would switch languages: only follow one of this page's locale.
  const sameLocale =
    remembered !== null && remembered.startsWith('/en/') === props.href.startsWith('/en/');
  return (
    <Link className={props.className} href={sameLocale ? remembered : props.href}>
      {props.children}
    </Link>
  );
}
