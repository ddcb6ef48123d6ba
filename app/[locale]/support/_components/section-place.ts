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
