'use client';
// Leaves preview for the page the editor is on now (a client navigation may have moved on
// since the server drew the bar). A plain link: a prefetched one would leave preview unasked.
import { usePathname } from 'next/navigation';
import { exitPreviewHref } from '#lib/preview/routes.ts';

export function PreviewExitLink({ label, className }: { label: string; className?: string }) {
  const pathname = usePathname();
  return (
    <a className={className} href={exitPreviewHref(pathname)}>
      {label}
    </a>
  );
}
