'use client';
// The localised 404 page, as the browser's not-found boundary shows it (a client navigation to a
// missing page). A Client Component, so that it reads the locale without a request-time API
// (which would turn every static page of the segment dynamic); its strings come from the layout.
// The server's HTML of a 404 is rendered by app/[locale]/_routes/not-found.tsx.
import { NotFoundView } from '#components/status/not-found-view.tsx';
import { useStatusStrings } from '#components/status/status-strings.tsx';

export default function NotFound() {
  return <NotFoundView strings={useStatusStrings()} />;
}
