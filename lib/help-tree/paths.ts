// Addresses of the help centre that more than one part of the site builds (pages, their links,
// the sitemap), without the locale prefix that lib/navigation.ts `localizedPath` adds.

/** A section's own page: every article of it, where the heading's page lists the first few. */
export function helpSectionPath(typeId: number, sectionId: number): string {
  return `/support/${typeId}/section/${sectionId}`;
}
