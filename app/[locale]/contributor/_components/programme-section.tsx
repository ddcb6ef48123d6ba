// One part of the programme (who, how, what you get): a heading and a grid of short cards.
import styles from '../contributor.module.css';

type Item = { title: string; text: string };

type Props = { id: string; title: string; items: Record<string, Item>; tone?: 'soft' };

export function ProgrammeSection({ id, title, items, tone }: Props) {
  return (
    <section
      className={tone === 'soft' ? `${styles.section} ${styles.soft}` : styles.section}
      aria-labelledby={id}
    >
      <div className="container">
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        <ul className={styles.cards}>
          {Object.entries(items).map(([key, item]) => (
            <li key={key} className={styles.card}>
              <h3 className={styles.cardTitle}>{item.title}</h3>
              <p className={styles.cardText}>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
