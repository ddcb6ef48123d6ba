// The web app manifest of each locale: the name, colours and icons a phone uses when a visitor
// adds the site to the home screen, and the address it opens (the locale's home page).
import type { MetadataRoute } from 'next';
import { type Locale, localeTags } from './i18n/locales.ts';
import { localizedPath } from './navigation.ts';

export const manifestPath = '/manifest.webmanifest';
export const themeColor = '#0b5cff';
const backgroundColor = '#ffffff';

export function webManifest(
  locale: Locale,
  strings: { name: string; description: string },
): MetadataRoute.Manifest {
  const home = localizedPath(locale, '/');
  return {
    id: home,
    name: strings.name,
    short_name: strings.name,
    description: strings.description,
    lang: localeTags[locale],
    dir: 'ltr',
    start_url: home,
    display: 'standalone',
    theme_color: themeColor,
    background_color: backgroundColor,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}
