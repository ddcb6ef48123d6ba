// The localised 404 screen's content. No hooks: the server renders it into the HTML of every
// 404, and the browser's not-found boundary renders the same thing.
import { IdleLink as Link } from '../idle-link.tsx';
import { localizedPath } from '#lib/navigation.ts';
import { siteName } from '#lib/site-config.ts';
import styles from './status-page.module.css';
import type { StatusStrings } from './status-strings.tsx';

export function NotFoundView({ strings }: { strings: StatusStrings }) {
  const { notFound } = strings;
  return (
    <section className={`container ${styles.page}`}>
      {/* Here rather than in metadata: see notFoundMetadata in not-found-route.tsx. */}
      <title>{`${notFound.title} | ${siteName}`}</title>
      <meta name="robots" content="noindex" />
      <p className={styles.status}>{notFound.status}</p>
      <h1 className={styles.title}>{notFound.title}</h1>
      <p className={styles.text}>{notFound.text}</p>
      <Link className={styles.action} href={localizedPath(strings.locale, '/')}>
        {notFound.home}
      </Link>
    </section>
  );
}
