// The content service the site reads, its pictures, and the two secrets the content team's
// tooling shares with the site: the refresh webhook's and the preview links'.
import { setting, type Values } from './setting.ts';
import { count, httpOrigin, httpUrl, text } from './values.ts';

export const contentVariables = {
  CONTENT_API_BASE: setting(httpUrl('https://content.mantisoft.com/api')),
  CONTENT_API_TIMEOUT_MS: setting(count('milliseconds'), { default: '60000' }),
  CONTENT_API_SIGN_SECRET: setting(text, { secret: true }),
  CONTENT_PREVIEW_TOKEN: setting(text, { secret: true }),
  CONTENT_PUBLIC_ORIGIN: setting(httpOrigin('https://img.mantisoft.com'), { buildTime: true }),
  IMAGE_CACHE_MAX_MB: setting(count('MB', { min: 0, hint: '0: no disk cache' }), {
    default: '1024',
  }),
  REVALIDATE_SECRET: setting(text, { secret: true }),
  PREVIEW_SECRET: setting(text, { secret: true }),
};

/** The embedded reference service, which the launchers start where nothing else is named. */
export const embeddedContentBase = (port: number) => `http://127.0.0.1:${port}`;

export function contentConfig(
  values: Values<typeof contentVariables> & { CONTENT_SERVICE_PORT: number },
) {
  return {
    /** True when CONTENT_API_BASE is unset: the site reads the embedded reference service. */
    embedded: values.CONTENT_API_BASE === undefined,
    apiBase: values.CONTENT_API_BASE ?? embeddedContentBase(values.CONTENT_SERVICE_PORT),
    timeoutMs: values.CONTENT_API_TIMEOUT_MS,
    /** The old backend's MD5 request signature; undefined: calls are not signed. */
    signSecret: values.CONTENT_API_SIGN_SECRET,
    /** Lets the site read drafts while an editor previews; undefined: no previews. */
    previewToken: values.CONTENT_PREVIEW_TOKEN,
    /** Where content pictures are served from, when not from the service itself (a CDN). */
    publicOrigin: values.CONTENT_PUBLIC_ORIGIN,
    imageCacheMb: values.IMAGE_CACHE_MAX_MB,
    /** The refresh webhook's secret; undefined: every call is refused. */
    revalidateSecret: values.REVALIDATE_SECRET,
    /** The preview links' secret; undefined: every link is refused. */
    previewSecret: values.PREVIEW_SECRET,
  };
}
