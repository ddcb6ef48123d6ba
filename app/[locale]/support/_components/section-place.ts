// Where an article sits in its heading's tree: its section, the section's other articles, and
// the articles before and after it in that section.
export type TreeArticle = { id: number; subId: number; title: string; updateTime: number };
export type TreeSection = { id: number; title: string; articles: TreeArticle[] };

export type SectionPlace = {
  section: TreeSection;
  previous: TreeArticle | null;
  next: TreeArticle | null;
};

export function placeOf(sections: readonly TreeSection[], articleId: number): SectionPlace | null {
  for (const section of sections) {
    const at = section.articles.findIndex((article) => article.id === articleId);
    if (at < 0) continue;
    return {
      section,
      previous: section.articles[at - 1] ?? null,
      next: section.articles[at + 1] ?? null,
    };
  }
  return null;
}

/**
 * How many of a section's articles a page sends with its tree, lists beside the article, and
 * lists on the heading's page: a section may hold hundreds, and every page of it, and of its
 * heading, would carry them all. The tree shows the rest when the visitor asks; the section's
 * own page lists them all.
 */
export const treeWindow = 12;
export const asideWindow = 5;
export const topicWindow = 10;

/** At most `size` of `items` around the one at `index`, as many before it as after where both
 * ends allow. */
export function windowAround<T>(items: readonly T[], index: number, size: number): readonly T[] {
  if (items.length <= size) return items;
  const start = Math.min(Math.max(0, index - Math.floor((size - 1) / 2)), items.length - size);
  return items.slice(start, start + size);
}
