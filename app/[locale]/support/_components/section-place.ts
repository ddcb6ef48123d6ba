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

/** The article id in a help article's pathname (/support/1/1001, /en/support/1/1001). */
export function articleIdOf(pathname: string): number | undefined {
  const match = /\/support\/[1-9]\d{0,8}\/([1-9]\d{0,8})\/?$/.exec(pathname);
  return match?.[1] ? Number(match[1]) : undefined;
}

/** The section holding the article at this pathname, if it is one of these. */
export function currentSectionOf(
  sections: readonly { id: number; articles: readonly { id: number }[] }[],
  pathname: string,
): number | undefined {
  const id = articleIdOf(pathname);
  if (id === undefined) return undefined;
  return sections.find((section) => section.articles.some((article) => article.id === id))?.id;
}
