import { IdleLink } from '#components/idle-link.tsx';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { localizedPath } from '#lib/navigation.ts';
import type { HelpTopic } from './help-types.ts';
import styles from './help-index.module.css';
import { TopicIcon } from './topic-icon.tsx';

/** How many sections a card names; the heading's page has them all. */
const shownSections = 4;

export async function TopicCard({ locale, topic }: { locale: Locale; topic: HelpTopic }) {
  const { t } = await getTranslation(locale, 'help');
  const { type, items: sections } = topic;
  const href = localizedPath(locale, `/support/${type.id}`);
  const count = sections.reduce((sum, section) => sum + section.articles.length, 0);
  return (
    <li className={styles.card} data-topic-id={type.id}>
      <div className={styles.cardHead}>
        <span className={styles.icon}>
          <TopicIcon name={type.icon} />
        </span>
        <h3 className={styles.cardTitle}>
          <IdleLink href={href}>{type.title}</IdleLink>
        </h3>
      </div>
      <p className={styles.cardText}>{type.description}</p>
      <ul className={styles.sections}>
        {sections.slice(0, shownSections).map((section) => (
          <li key={section.id}>
            <IdleLink href={`${href}#section-${section.id}`}>{section.title}</IdleLink>
          </li>
        ))}
      </ul>
      <p className={styles.cardFoot}>{t('index.articles', { count })}</p>
    </li>
  );
}
