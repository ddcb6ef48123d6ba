// Which package each platform card shows. MantiSoft is the flagship and the only product on all
// four platforms, so every card shows MantiSoft's latest version; a platform that lists no
// MantiSoft falls back to its newest package, so a card shows what the platform page offers.
import type { getSoftware } from '#lib/content/index.ts';

export type SoftwareList = Awaited<ReturnType<typeof getSoftware>>;
export type SoftwarePackage = SoftwareList['items'][number];

const flagship = 'MantiSoft';

/** The package a card shows among the packages that fit it, or null for an empty state. */
export function pickPackage(items: readonly SoftwarePackage[]): SoftwarePackage | null {
  const own = items.filter((item) => item.product === flagship);
  const pool = own.length > 0 ? own : items;
  return pool.reduce<SoftwarePackage | null>(
    (newest, item) => (newest && newest.releaseDate >= item.releaseDate ? newest : item),
    null,
  );
}

/** The macOS builds for each chip: a universal build serves both. */
export function pickMacBuilds(items: readonly SoftwarePackage[]) {
  const forChip = (arch: SoftwarePackage['arch']) =>
    pickPackage(items.filter((item) => item.arch === arch || item.arch === 'universal'));
  return { arm: forChip('arm64'), x86: forChip('x64') };
}

/** Keeps the `from` query of an address when it is a short, safe token for the analytics. */
export function fromToken(search: string): string | null {
  const from = new URLSearchParams(search).get('from');
  return from && /^[a-z0-9_-]{1,32}$/.test(from) ? from : null;
}

export function withFrom(href: string, from: string | null): string {
  return from ? `${href}?from=${from}` : href;
}
