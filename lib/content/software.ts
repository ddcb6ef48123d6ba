import * as schema from '#content-schema/content.zod.ts';
import type { Locale } from '../i18n/locales.ts';
import type { components } from './api.gen.ts';
import { type ContentClient, read } from './client.ts';
import { inLocale } from './in-locale.ts';
import { contentClient } from './server-client.ts';
import { tags } from './tags.ts';

export type Product = components['schemas']['Product'];
export type LinuxDistribution = components['schemas']['LinuxDistribution'];

const softwarePaths = {
  windows: '/api/pcUpgrade/Windows',
  macos: '/api/pcUpgrade/MacOS',
  android: '/api/pcUpgrade/Android',
} as const;

/** Windows, macOS or Android packages: the endpoints differ only by their path. */
export function getSoftware(
  query: { locale: Locale; os: keyof typeof softwarePaths },
  client: ContentClient = contentClient(),
) {
  return read(
    client,
    {
      path: softwarePaths[query.os],
      tags: [tags.downloads, tags.download(query.os)],
      schema: schema.softwareList,
    },
    inLocale(query.locale),
  );
}

/** The service numbers the distributions: 0 = Ubuntu, 1 = CentOS, 2 = Debian. */
export const distributionCodes = { ubuntu: 0, centos: 1, debian: 2 } as const;

export function getLinuxSoftware(
  query: { locale: Locale; distribution: LinuxDistribution },
  client: ContentClient = contentClient(),
) {
  return read(
    client,
    {
      path: '/api/pcUpgrade/Linux',
      tags: [tags.downloads, tags.download('linux')],
      schema: schema.softwareList,
    },
    inLocale(query.locale, { distribution: distributionCodes[query.distribution] }),
  );
}

export function getManualsUpdateDate(
  query: { locale: Locale },
  client: ContentClient = contentClient(),
) {
  return read(
    client,
    {
      path: '/api/pcUpgrade/specificationDate',
      tags: [tags.downloads, tags.download('manuals')],
      schema: schema.manualsUpdateDate,
    },
    inLocale(query.locale),
  );
}

const manualPaths = {
  MantiSoft: '/api/pcUpgrade/MantiSoft',
  MantiSurf: '/api/pcUpgrade/MantiSurf',
  MantiSolo: '/api/pcUpgrade/MantiSolo',
} as const;

/** Both language editions of a product's manual; the only calls without `lang`. */
export function getManual(product: Product, client: ContentClient = contentClient()) {
  return read(client, {
    path: manualPaths[product],
    tags: [tags.downloads, tags.download('manuals')],
    schema: schema.manual,
  });
}
