// The localised 404 screen's content. No hooks: the server renders it into the HTML of every
// 404, and the browser's not-found boundary renders the same thing.
import { IdleLink as Link } from '../idle-link.tsx';
import { localizedPath } from '#lib/navigation.ts';
import { siteName } from '#lib/site-config.ts';
import type { StatusStrings } from './status-strings.tsx';

export function NotFoundView({ strings }: { strings: StatusStrings }) {
  const { notFound } = strings;
  return (
    <section className="container status-page">
      {/* Here rather than in metadata: see metadataOrNotFound in app/[locale]/_routes. */}
      <title>{`${notFound.title} | ${siteName}`}</title>
      <meta name="robots" content="noindex" />
      <p className="status-page-code">{notFound.status}</p>
      <h1 className="status-page-title">{notFound.title}</h1>
      <p className="status-page-text">{notFound.text}</p>
      <Link className="status-page-action" href={localizedPath(strings.locale, '/')}>
        {notFound.home}
      </Link>
    </section>
  );
}
