// The content reads behind the stable links: through lib/content, so they carry the
// download:* tags and the webhook refreshes every route that uses them. Package data does not
// differ by language in what the stable links expose, so Chinese is read for both locales and
// /download/latest/… and /en/download/latest/… share one cache entry per content call.
import { getLinuxSoftware, getSoftware } from '#lib/content/index.ts';
import { publishedContentClient } from '#lib/content/server-client.ts';
import type { PackageReader } from '#lib/releases.ts';

export const readPackages: PackageReader = (source) =>
  source.os === 'linux'
    ? getLinuxSoftware({ locale: 'zh', distribution: source.distribution }, client())
    : getSoftware({ locale: 'zh', os: source.os }, client());

// Published only, for an editor in preview too: installers and scripts follow these links.
const client = publishedContentClient;
