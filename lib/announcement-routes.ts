// Addresses of the announcement list: the first page of a list has no page segment, so each
// page has exactly one address (/announcement, /announcement/page/2,
// /announcement/category/release, /announcement/category/release/page/2). Path segments
// rather than a query string keep every page static.
import type { AnnouncementCategory } from './content/announcements.ts';

export function announcementListPath(category?: AnnouncementCategory, page = 1): string {
  const base = category ? `/announcement/category/${category}` : '/announcement';
  return page > 1 ? `${base}/page/${page}` : base;
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * A page number as it stands in the URL: a positive whole number without leading zeros, or
 * null for anything else (`0`, `02`, `2.5`, `abc`, an absurd length).
 */
export function parsePageNumber(value: string): number | null {
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;
}

/** Page numbers to show around the current one, with null where a run is left out. */
export function pageWindow(current: number, count: number, around = 1): (number | null)[] {
  const shown = new Set([1, count]);
  for (let page = current - around; page <= current + around; page += 1) {
    if (page >= 1 && page <= count) shown.add(page);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) result.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) result.push(null);
    result.push(page);
  });
  return result;
}
