// zod schemas of every content-service response, mirroring content-schema/openapi.yaml.
// content.zod.test-d.ts proves each inferred type equals the generated one in both directions.
import { z } from 'zod';
import { contentUrl } from './content-url.ts';

const id = z.int().min(1);
const timestamp = z.int().min(0);
const html = z.string();
const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const errorBody = z.object({
  status: z.int(),
  error: z.enum(['bad_request', 'unauthorized', 'not_found', 'method_not_allowed', 'internal']),
  message: z.string(),
});

export const announcementCategory = z.enum(['release', 'maintenance', 'event', 'news']);

export const announcementSummary = z.object({
  id,
  title: z.string(),
  summary: z.string(),
  cover: contentUrl.nullable(),
  category: announcementCategory,
  pinned: z.boolean(),
  publishTime: timestamp,
});

export const announcementPage = z.object({
  page: z.int().min(1),
  pageSize: z.int().min(1),
  total: z.int().min(0),
  items: z.array(announcementSummary),
});

const announcementLink = z.object({ id, title: z.string() });

export const announcement = announcementSummary.extend({
  content: html,
  prev: announcementLink.nullable(),
  next: announcementLink.nullable(),
});

export const showItem = z.object({
  id,
  title: z.string(),
  description: z.string(),
  image: contentUrl,
  link: contentUrl.nullable(),
});

export const showList = z.object({ items: z.array(showItem) });

export const product = z.enum(['MantiSoft', 'MantiSurf', 'MantiSolo']);
export const operatingSystem = z.enum(['windows', 'macos', 'linux', 'android']);
export const linuxDistribution = z.enum(['ubuntu', 'centos', 'debian']);

export const packageVersion = z.object({
  version: z.string(),
  releaseDate: timestamp,
  size: z.int().min(0),
  fileName: z.string(),
  downloadUrl: contentUrl,
  sha256,
  releaseNotes: html,
});

export const softwarePackage = packageVersion.extend({
  id,
  product,
  name: z.string(),
  os: operatingSystem,
  distribution: linuxDistribution.nullable(),
  arch: z.enum(['x64', 'x86', 'arm64', 'arm64-v8a', 'universal']),
  minOsVersion: z.string(),
  history: z.array(packageVersion),
});

export const softwareList = z.object({
  os: operatingSystem,
  distribution: linuxDistribution.nullable(),
  items: z.array(softwarePackage),
});

export const manualsUpdateDate = z.object({ updateDate: timestamp });

export const manual = z.object({
  product,
  updateDate: timestamp,
  editions: z.array(
    z.object({
      language: z.enum(['zh', 'en']),
      title: z.string(),
      fileUrl: contentUrl,
      size: z.int().min(0),
      pages: z.int().min(1),
    }),
  ),
});

export const helpType = z.object({
  id,
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  sort: z.int(),
});

export const helpTypeList = z.object({ items: z.array(helpType) });

export const helpSubList = z.object({
  type: helpType,
  items: z.array(
    z.object({
      id,
      typeId: id,
      title: z.string(),
      articles: z.array(z.object({ id, subId: id, title: z.string(), updateTime: timestamp })),
    }),
  ),
});

const articlePlace = {
  typeId: id,
  subId: id,
  typeTitle: z.string(),
  subTitle: z.string(),
  updateTime: timestamp,
};

export const helpArticle = z.object({ id, title: z.string(), content: html, ...articlePlace });

export const searchHit = z.object({ id, title: z.string(), excerpt: z.string(), ...articlePlace });

export const helpSearchPage = z.object({
  keyword: z.string(),
  page: z.int().min(1),
  pageSize: z.int().min(1),
  total: z.int().min(0),
  items: z.array(searchHit),
});

export const popularSearch = z.object({ id, keyword: z.string(), articleId: id });

export const popularSearchList = z.object({ items: z.array(popularSearch) });

export const popularSearchResult = z.object({ search: popularSearch, items: z.array(searchHit) });

export const popularSearchParents = z.object({
  searchId: id,
  typeId: id,
  subId: id,
  articleId: id,
});
