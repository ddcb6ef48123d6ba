// Runs a page's independent reads at once and keeps their names and types:
//   const { list, show } = await inParallel({ list: getAnnouncementList(q), show: getShowcase(q) });
// Any failure rejects the whole, like Promise.all, so a page never renders half its data.

type Settled<T extends Record<string, Promise<unknown>>> = { [K in keyof T]: Awaited<T[K]> };

export async function inParallel<T extends Record<string, Promise<unknown>>>(
  reads: T,
): Promise<Settled<T>> {
  const keys = Object.keys(reads) as (keyof T)[];
  const values = await Promise.all(keys.map((key) => reads[key]));
  return Object.fromEntries(keys.map((key, index) => [key, values[index]])) as Settled<T>;
}
