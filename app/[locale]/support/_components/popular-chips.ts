// A popular search opens the help centre at its place: each chip links straight to its
// recommended article (the first result) under the heading that holds it. A search whose place
// or result the service says does not exist is left out; any other failure throws, so the page
// keeps its last good version (docs/architecture.md, rule 6).
import { isNotFound } from '#lib/content/errors.ts';

export type PopularChip = { id: number; keyword: string; typeId: number; articleId: number };

export type ChipReads = {
  parents: (id: number) => Promise<{ typeId: number; articleId: number }>;
  results: (id: number) => Promise<{ items: readonly { id: number; typeId: number }[] }>;
};

async function resolveChip(
  search: { id: number; keyword: string },
  reads: ChipReads,
): Promise<PopularChip | null> {
  try {
    const [parents, results] = await Promise.all([
      reads.parents(search.id),
      reads.results(search.id),
    ]);
    const recommended = results.items[0];
    // The recommended article under the heading the service places the search in; when it
    // names none there, the search's own article, which that heading holds.
    const articleId =
      recommended && recommended.typeId === parents.typeId ? recommended.id : parents.articleId;
    return { id: search.id, keyword: search.keyword, typeId: parents.typeId, articleId };
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export async function resolvePopularChips(
  searches: readonly { id: number; keyword: string }[],
  reads: ChipReads,
): Promise<PopularChip[]> {
  const chips = await Promise.all(searches.map((search) => resolveChip(search, reads)));
  return chips.filter((chip) => chip !== null);
}

export function chipPath(chip: PopularChip): string {
  return `/support/${chip.typeId}/${chip.articleId}`;
}
