'use client';
// The last resort, when the layout itself (or its error page) fails: it replaces the whole
// document, so it brings its own <html>, minimal inline styles and the text of both locales
// (two tiny files); the locale is read from the address. A failed chunk still reloads once.
import { useChunkRecovery } from '#components/status/use-chunk-recovery.ts';
import { localeTags, type Locale } from '#lib/i18n/locales.ts';
import { localizedPath, splitLocale } from '#lib/navigation.ts';
import en from '#locales/en/global-error.json';
import zh from '#locales/zh/global-error.json';

const strings = { zh, en } satisfies Record<Locale, typeof zh>;

function currentLocale(): Locale {
  return typeof window === 'undefined' ? 'zh' : splitLocale(window.location.pathname).locale;
}

export default function GlobalError({ error }: { error: unknown; retry: () => void }) {
  useChunkRecovery(typeof error === 'object' && error !== null ? error : {});
  const locale = currentLocale();
  const text = strings[locale];
  return (
    <html lang={localeTags[locale]}>
      <body
        style={{
          margin: 0,
          minHeight: '100vh',
          display: 'grid',
          placeContent: 'center',
          gap: 16,
          padding: 24,
          textAlign: 'center',
          fontFamily: 'system-ui, "PingFang SC", "Microsoft YaHei", sans-serif',
          color: '#0f1b2d',
        }}
      >
        <title>{text.title}</title>
        <main>
          <h1 style={{ fontSize: 22, margin: '0 0 16px' }}>{text.text}</h1>
          {/* A full page load: the router that failed is not trusted to navigate. */}
          <a href={localizedPath(locale, '/')} style={{ color: '#0a3d9e' }}>
            {text.home}
          </a>
        </main>
      </body>
    </html>
  );
}
