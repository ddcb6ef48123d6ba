// The previous and next item below an article (announcements, help articles): two linked cards,
// each naming its direction and the item's title.
import { IdleLink } from './idle-link.tsx';
import styles from './neighbour-links.module.css';

type Neighbour = { href: string; title: string };

export function NeighbourLinks(props: {
  label: string;
  labels: { previous: string; next: string };
  previous: Neighbour | null | undefined;
  next: Neighbour | null | undefined;
}) {
  const { previous, next, labels } = props;
  if (!previous && !next) return null;
  return (
    <nav className={styles.neighbours} aria-label={props.label}>
      {previous && (
        <IdleLink className={styles.neighbour} href={previous.href} rel="prev">
          <span className={styles.direction}>{labels.previous}</span>
          <span>{previous.title}</span>
        </IdleLink>
      )}
      {next && (
        <IdleLink className={`${styles.neighbour} ${styles.next}`} href={next.href} rel="next">
          <span className={styles.direction}>{labels.next}</span>
          <span>{next.title}</span>
        </IdleLink>
      )}
    </nav>
  );
}
