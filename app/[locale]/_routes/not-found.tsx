// How a route answers 404: only when the content service says positively that the item does not
// exist (any other failure throws, so that ISR keeps the last good page), and always with the
// localised text inside the layout (header and footer), its own title, and status 404.
//
// A notFound() thrown by a page reaches the visitor as an empty <body> whose not-found screen
// appears only after the scripts run (vercel/next.js#62228: React's server renderer has no error
// boundaries, so Next falls back to an empty error shell). So a page catches its own notFound()
// and renders the 404 screen itself, then throws notFound() again inside a Suspense boundary:
// Next completes the render around the boundary, keeps that HTML and answers 404; in the browser
// the boundary's error reaches the layout's not-found boundary, which shows the same screen.
import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { type ReactNode, Suspense } from 'react';
import { NotFoundView } from '#components/status/not-found-view.tsx';
import { getStatusStrings } from '#components/shell-labels.ts';
import { isNotFound } from '#lib/content/errors.ts';
import { defaultLocale, isLocale, type Locale } from '#lib/i18n/locales.ts';
import { isNotFoundError } from '#lib/next-internals/not-found.ts';

/** A content read whose "not found" answer means the page does not exist. */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isNotFound(error)) notFound();
    throw error;
  }
}

/** A page's content rendered, or its 404 screen when loading it called notFound(). */
export function renderOrNotFound<T>(
  locale: string,
  content: Promise<T>,
  render: (content: T) => ReactNode,
): Promise<ReactNode> {
  const screen = () => <NotFoundScreen locale={isLocale(locale) ? locale : defaultLocale} />;
  return unlessNotFound(content.then(render), screen);
}

/**
 * A page's metadata, or none of its own when the page does not exist. The 404 screen renders
 * its title and robots tag itself, because a 404 regenerated in the background (after a webhook)
 * is rendered without the page's metadata; Next itself marks a 404 answer noindex.
 */
export function metadataOrNotFound(metadata: Promise<Metadata>): Promise<Metadata> {
  return unlessNotFound(metadata, () => ({}));
}

export async function NotFoundScreen({ locale }: { locale: Locale }) {
  return (
    <>
      <NotFoundView strings={await getStatusStrings(locale)} />
      <Suspense fallback={null}>
        <NotFoundSignal />
      </Suspense>
    </>
  );
}

function NotFoundSignal(): never {
  notFound();
}

async function unlessNotFound<T>(value: Promise<T>, instead: () => T): Promise<T> {
  try {
    return await value;
  } catch (error) {
    if (!isNotFoundError(error)) throw error;
    return instead();
  }
}
