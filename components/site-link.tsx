'use client';
// An internal link: adds the locale prefix and applies the scrolling rule (moving within one
// section keeps the scroll position; other navigation starts at the top).
import Link from 'next/link';
import type { ComponentProps } from 'react';
import { localizedPath, scrollsToTop } from '../lib/navigation.ts';
import { useLocale, useSitePath } from './use-locale.ts';

type Props = Omit<ComponentProps<typeof Link>, 'href' | 'scroll'> & { href: string };

export function SiteLink({ href, ...rest }: Props) {
  const locale = useLocale();
  const from = useSitePath();
  const target = href.split(/[?#]/)[0] || '/';
  return <Link href={localizedPath(locale, href)} scroll={scrollsToTop(from, target)} {...rest} />;
}
