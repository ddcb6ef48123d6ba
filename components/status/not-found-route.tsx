// Every 404 of a matched route, in the server's HTML: the localised text inside the layout
// (header and footer), its own title, and status 404.
//
// A notFound() thrown by a page reaches the visitor as an empty <body> whose not-found screen
// appears only after the scripts run (vercel/next.js#62228: React's server renderer has no error
// boundaries, so Next falls back to an empty error shell). So a page catches its own notFound()
// and renders the 404 screen itself, then throws notFound() again inside a Suspense boundary:
// Next completes the render around the boundary, keeps that HTML and answers 404; in the browser
// the boundary's error reaches the layout's not-found boundary, which shows the same screen.
import 'server-only';
import type { Metadata } from 'next';
import {
  getAccessFallbackHTTPStatus,
  isHTTPAccessFallbackError,
} from 'next/dist/client/components/http-access-fallback/http-access-fallback.js';
import { notFound } from 'next/navigation';
import { type ReactNode, Suspense } from 'react';
import { defaultLocale, isLocale, type Locale } from '#lib/i18n/locales.ts';
import { getStatusStrings } from '#components/shell-labels.ts';
import { NotFoundView } from './not-found-view.tsx';

/** The error notFound() throws (the same test as Next's own unstable_rethrow). */
export function isNotFoundError(error: unknown): boolean {
  return isHTTPAccessFallbackError(error) && getAccessFallbackHTTPStatus(error) === 404;
}

function NotFoundSignal(): never {
  notFound();
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

function localeOrDefault(value: string): Locale {
  return isLocale(value) ? value : defaultLocale;
}

async function unlessNotFound<T>(run: () => Promise<T>, instead: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isNotFoundError(error)) throw error;
    return instead();
  }
}

/** A page's content, or the 404 screen when rendering it calls notFound(). */
export function renderOrNotFound(locale: string, render: () => Promise<ReactNode>) {
  return unlessNotFound(render, () => <NotFoundScreen locale={localeOrDefault(locale)} />);
}

/** A page's metadata, or the 404 screen's title when the page does not exist. */
export function metadataOrNotFound(locale: string, read: () => Promise<Metadata>) {
  return unlessNotFound(read, notFoundMetadata);
}

/**
 * A 404's metadata: none of the page's own. The 404 screen renders its title and robots tag
 * itself, because a 404 regenerated in the background (after a webhook) is rendered without the
 * page's metadata; Next itself marks a 404 answer noindex.
 */
export function notFoundMetadata(): Metadata {
  return {};
}
