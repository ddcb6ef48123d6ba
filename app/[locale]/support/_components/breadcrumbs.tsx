import { IdleLink } from '#components/idle-link.tsx';
import styles from './help-article.module.css';

export type Crumb = { label: string; href?: string };

/** Where the page sits, from the help centre down; the last crumb is the page itself. */
export function Breadcrumbs({ label, crumbs }: { label: string; crumbs: Crumb[] }) {
  return (
    <nav className={styles.breadcrumbs} aria-label={label}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : crumb.href ? (
              <IdleLink href={crumb.href}>{crumb.label}</IdleLink>
            ) : (
              <span>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
