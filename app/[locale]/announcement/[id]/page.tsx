import type { Metadata } from 'next';
import { PagePlaceholder } from '../../../../components/page-placeholder.tsx';
import { getAllAnnouncementIds, getAnnouncement } from '../../../../lib/content/index.ts';
import { formatLongDate, isoDate } from '../../../../lib/dates.ts';
import { getTranslation } from '../../../../lib/i18n/server.ts';
import { pageMetadata } from '../../../../lib/metadata.ts';
import { idOf, localeOf, orNotFound } from '../../../../lib/route-page.ts';
import styles from '../announcement.module.css';

export const revalidate = 3600;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const ids = await getAllAnnouncementIds(localeOf(params.locale));
  return ids.map((id) => ({ id: String(id) }));
}

async function load(params: PageProps<'/[locale]/announcement/[id]'>['params']) {
  const { locale: l, id } = await params;
  const locale = localeOf(l);
  return { locale, announcement: await orNotFound(getAnnouncement({ locale, id: idOf(id) })) };
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/announcement/[id]'>): Promise<Metadata> {
  const { locale, announcement } = await load(params);
  return pageMetadata(
    locale,
    `/announcement/${announcement.id}`,
    announcement.title,
    announcement.summary,
  );
}

export default async function AnnouncementPage({
  params,
}: PageProps<'/[locale]/announcement/[id]'>) {
  const { locale, announcement } = await load(params);
  const { t } = await getTranslation(locale, 'home');
  return (
    <PagePlaceholder locale={locale} title={announcement.title}>
      <p className={styles.meta}>
        <span className={styles.category}>
          {t(`announcements.categories.${announcement.category}`)}
        </span>
        <time dateTime={isoDate(announcement.publishTime)}>
          {formatLongDate(announcement.publishTime, locale)}
        </time>
      </p>
      <p className={styles.summary}>{announcement.summary}</p>
    </PagePlaceholder>
  );
}
