'use client';
// An internal link: adds the locale prefix and applies the scrolling rule (moving within one
// section keeps the scroll position; other navigation starts at the top). Prefetching follows
// the site's policy (idle-link.tsx).
import { localizedPath, scrollsToTop } from '#lib/navigation.ts';
import { IdleLink, type IdleLinkProps } from './idle-link.tsx';
import { useLocale, useSitePath } from './use-locale.ts';

type Props = Omit<IdleLinkProps, 'scroll'>;

export function SiteLink({ href, ...rest }: Props) {
  const locale = useLocale();
  const from = useSitePath();
  const target = href.split(/[?#]/)[0] || '/';
  return (
    <IdleLink href={localizedPath(locale, href)} scroll={scrollsToTop(from, target)} {...rest} />
  );
}
