// The shape of the seed files under content-service/seed/, checked on every load so that a
// content editor's typo is reported with its file and field instead of breaking a response.
// Every text a visitor reads exists in both languages side by side, so ids, dates and flags are
// written once. Image paths are root-relative (`/files/images/...`); the service prefixes its
// public origin when it answers.
import { z } from 'zod';

const id = z.int().min(1);
const seconds = z.int().min(0);
const imagePath = z
  .string()
  .regex(/^\/files\/images\/[a-z0-9-]+\/[a-z0-9._-]+\.(svg|png|jpe?g|webp)$/);
const fileName = z.string().regex(/^[\w.~+-]+$/);
const product = z.enum(['MantiSoft', 'MantiSurf', 'MantiSolo']);

const bilingual = <T extends z.ZodRawShape>(shape: T) => ({
  zh: z.object(shape),
  en: z.object(shape),
});

export const seedAnnouncement = z.object({
  id,
  category: z.enum(['release', 'maintenance', 'event', 'news']),
  pinned: z.boolean(),
  publishTime: seconds,
  cover: imagePath.nullable(),
  ...bilingual({ title: z.string().min(1), summary: z.string(), content: z.string() }),
});

export const seedShowcase = z.array(
  z.object({
    id,
    image: imagePath,
    link: z.url().nullable(),
    ...bilingual({ title: z.string().min(1), description: z.string() }),
  }),
);

const seedPackage = z.object({
  id,
  product,
  arch: z.enum(['x64', 'x86', 'arm64', 'arm64-v8a', 'universal']),
  minOsVersion: z.string(),
  versions: z
    .array(
      z.object({
        version: z.string(),
        releaseDate: seconds,
        size: z.int().min(0),
        sha256: z.string().regex(/^[0-9a-f]{64}$/),
        fileName,
        ...bilingual({ releaseNotes: z.string() }),
      }),
    )
    .min(1),
  ...bilingual({ name: z.string().min(1) }),
});

export const seedSoftware = z.object({
  windows: z.array(seedPackage),
  macos: z.array(seedPackage),
  linux: z.object({
    ubuntu: z.array(seedPackage),
    centos: z.array(seedPackage),
    debian: z.array(seedPackage),
  }),
  android: z.array(seedPackage),
});

export const seedManuals = z.object({
  updateDate: seconds,
  items: z.array(
    z.object({
      product,
      updateDate: seconds,
      editions: z.array(
        z.object({
          language: z.enum(['zh', 'en']),
          title: z.string().min(1),
          fileName,
          size: z.int().min(0),
          pages: z.int().min(1),
        }),
      ),
    }),
  ),
});

export const seedHelpType = z.object({
  id,
  sort: z.int(),
  icon: z.string(),
  subs: z.array(
    z.object({
      id,
      articles: z.array(
        z.object({
          id,
          updateTime: seconds,
          ...bilingual({ title: z.string().min(1), content: z.string() }),
        }),
      ),
      ...bilingual({ title: z.string().min(1) }),
    }),
  ),
  ...bilingual({ title: z.string().min(1), description: z.string() }),
});

export const seedPopularSearches = z.array(
  z.object({ id, articleId: id, ...bilingual({ keyword: z.string().min(1) }) }),
);

// Drafts (seed/drafts/): what the content team has written and not yet published.
export const seedHelpEdit = z.array(
  z.object({
    id,
    updateTime: seconds,
    ...bilingual({ title: z.string().min(1), content: z.string() }),
  }),
);

export const seedReleaseEdit = z.array(
  z.object({
    platform: z.enum(['windows', 'macos', 'android', 'ubuntu', 'centos', 'debian']),
    packageId: id,
    version: z.string(),
    ...bilingual({ releaseNotes: z.string() }),
  }),
);

export type SeedAnnouncement = z.infer<typeof seedAnnouncement>;
export type SeedShowItem = z.infer<typeof seedShowcase>[number];
export type SeedSoftware = z.infer<typeof seedSoftware>;
export type SeedPackage = z.infer<typeof seedPackage>;
export type SeedManuals = z.infer<typeof seedManuals>;
export type SeedHelpType = z.infer<typeof seedHelpType>;
export type SeedPopularSearch = z.infer<typeof seedPopularSearches>[number];
export type SeedHelpEdit = z.infer<typeof seedHelpEdit>[number];
export type SeedReleaseEdit = z.infer<typeof seedReleaseEdit>[number];
