import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { type ReactNode, Suspense } from 'react';
import { BackToTop } from '#components/back-to-top.tsx';
import { LoadingBar } from '#components/navigation-feedback/loading-bar.tsx';
import { NetworkNotice } from '#components/navigation-feedback/network-notice.tsx';
import { PreviewBar } from '#components/preview-bar.tsx';
import { SiteFooter } from '#components/site-footer.tsx';
import { SiteHeader } from '#components/site-header.tsx';
import { SiteStartup } from '#components/startup/site-startup.tsx';
import { StatusStringsProvider } from '#components/status/status-strings.tsx';
import { isLocale, localeTags, locales } from '#lib/i18n/locales.ts';
import { getTranslation } from '#lib/i18n/server.ts';
import { backToTopLabels, getStatusStrings, networkLabels } from '#components/shell-labels.ts';
import { siteUrl, verificationTags } from '#lib/metadata.ts';
import { localizedPath } from '#lib/navigation.ts';
import { siteName } from '#lib/site-config.ts';
import { manifestPath, themeColor } from '#lib/web-manifest.ts';
import '../globals.css';
import '#components/status/status-page.css';

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor,
};

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const { t } = await getTranslation(locale, 'common');
  return {
    metadataBase: siteUrl(),
    // No title here: every page sets its own in full (lib/metadata.ts). A 404 regenerated in the
    // background loses its page's metadata and would fall back to a layout default; its title
    // comes from the 404 screen itself (components/status/not-found-view.tsx).
    description: t('meta.description'),
    keywords: t('meta.keywords'),
    applicationName: siteName,
    manifest: localizedPath(locale, manifestPath),
    verification: verificationTags(),
    openGraph: { siteName, type: 'website', locale: localeTags[locale].replace('-', '_') },
    formatDetection: { telephone: false },
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const [{ t }, statusStrings] = await Promise.all([
    getTranslation(locale, 'common'),
    getStatusStrings(locale),
  ]);
  return (
    <html lang={localeTags[locale]}>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <PreviewBar locale={locale} />
        <SiteHeader locale={locale} />
        <main id="main">
          <StatusStringsProvider strings={statusStrings}>
            {children as ReactNode}
          </StatusStringsProvider>
        </main>
        <SiteFooter locale={locale} />
        <BackToTop labels={backToTopLabels(t)} />
        <NetworkNotice labels={networkLabels(t)} />
        {/* After the page: an error page announces its failure before the bar sees the new path. */}
        <Suspense fallback={null}>
          <LoadingBar label={t('loadingBar.label')} />
        </Suspense>
        <SiteStartup />
      </body>
    </html>
  );
}
