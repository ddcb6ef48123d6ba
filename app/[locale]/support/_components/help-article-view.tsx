import { HelpFeedback } from '#components/help-feedback/help-feedback.tsx';
import { config } from '#lib/config/index.ts';
import { PreviewZone } from '#components/image-preview/preview-zone.tsx';
import { NeighbourLinks } from '#components/neighbour-links.tsx';
import { RichText } from '#components/rich-text.tsx';
import { formatListDate, isoDate } from '#lib/dates.ts';
import { helpSectionPath } from '#lib/help-tree/paths.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { localizedPath } from '#lib/navigation.ts';
import { ArticleAside } from './article-aside.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import styles from './help-article.module.css';
import page from './help-page.module.css';
import type { HelpArticle } from './help-types.ts';
import type { SectionPlace } from './section-place.ts';

export async function HelpArticleView(props: {
  locale: Locale;
  article: HelpArticle;
  place: SectionPlace | null;
}) {
  const { locale, article, place } = props;
  const [{ t }, common] = await Promise.all([
    getTranslation(locale, 'help'),
    getTranslation(locale, 'common'),
  ]);
  const topicHref = localizedPath(locale, `/support/${article.typeId}`);
  const hrefOf = (id: number) => `${topicHref}/${id}`;
  const sectionHref = localizedPath(locale, helpSectionPath(article.typeId, article.subId));
  return (
    <div className={styles.articleLayout}>
      <div className={styles.articleColumn}>
        <Breadcrumbs
          label={t('article.breadcrumb')}
          crumbs={[
            { label: t('title'), href: localizedPath(locale, '/support') },
            { label: article.typeTitle, href: topicHref },
            { label: article.subTitle, href: sectionHref },
            { label: article.title },
          ]}
        />
        <article className={page.card} aria-labelledby="help-article-title">
          <header className={styles.articleHead}>
            <h1 id="help-article-title" className={page.title}>
              {article.title}
            </h1>
            <p className={styles.meta}>
              {t('article.updated')}{' '}
              <time dateTime={isoDate(article.updateTime)}>
                {formatListDate(article.updateTime, locale)}
              </time>
            </p>
          </header>
          <PreviewZone openLabel={common.t('preview.openNamed', { alt: '{{alt}}' })}>
            <RichText html={article.content} />
          </PreviewZone>
          <NeighbourLinks
            label={t('article.neighbours')}
            labels={{ previous: t('article.previous'), next: t('article.next') }}
            previous={
              place?.previous && { href: hrefOf(place.previous.id), title: place.previous.title }
            }
            next={place?.next && { href: hrefOf(place.next.id), title: place.next.title }}
          />
        </article>
        {config().database.enabled && <HelpFeedback locale={locale} articleId={article.id} />}
      </div>
      <ArticleAside
        locale={locale}
        articleId={article.id}
        updateTime={article.updateTime}
        place={place}
        hrefOf={hrefOf}
        sectionHref={sectionHref}
      />
    </div>
  );
}
