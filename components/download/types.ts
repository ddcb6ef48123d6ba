// The package shapes the download components show, as the content schema validates them.
import type { z } from 'zod';
import type { packageVersion, softwarePackage } from '#content-schema/content.zod.ts';

export type SoftwarePackage = z.infer<typeof softwarePackage>;
export type PackageVersion = z.infer<typeof packageVersion>;
