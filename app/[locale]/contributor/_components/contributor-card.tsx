// A contributor in the programme's list; the whole card opens their page.
import { Picture } from '#components/picture.tsx';
import { SiteLink } from '#components/site-link.tsx';
import { type Contributor, contributorPath } from '#lib/contributors.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import styles from '../contributor.module.css';

export async function ContributorCard({
  locale,
  contributor,
}: {
  locale: Locale;
  contributor: Contributor;
}) {
  const { t } = await getTranslation(locale, 'contributor');
  return (
    <li className={styles.person}>
      <Picture src={contributor.avatar} alt="" width={72} height={72} unoptimized />
      <h3 className={styles.personName}>
        <SiteLink className={styles.personLink} href={contributorPath(contributor.id)}>
          {contributor.name[locale]}
        </SiteLink>
      </h3>
      <p className={styles.personRole}>{t(`people.${contributor.key}.role`)}</p>
      <p className={styles.personMeta}>
        {t(`regions.${contributor.region}`)}
        <br />
        {t('featured.since', { year: contributor.since })}
      </p>
    </li>
  );
}
