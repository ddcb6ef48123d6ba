// The help articles of the seed copy the running content service reads, for tests that edit
// one and put it back.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { seedDir } from './support.ts';

type Text = { title: string; content: string };
type SeedArticle = { id: number; zh: Text; en: Text };
type SeedHeading = { subs: { articles: SeedArticle[] }[] };

async function fileOf(id: number): Promise<{ path: string; text: string; heading: SeedHeading }> {
  const dir = join(seedDir(), 'help');
  for (const name of await readdir(dir)) {
    if (!name.endsWith('.json')) continue;
    const path = join(dir, name);
    const text = await readFile(path, 'utf8');
    const heading = JSON.parse(text) as SeedHeading;
    if (heading.subs.some((sub) => sub.articles.some((article) => article.id === id)))
      return { path, text, heading };
  }
  throw new Error(`no help article ${id} in the seed`);
}

/** The article's file as it is now (to put back later) and its English title. */
export async function readHelpSeed(id: number) {
  const { text, heading } = await fileOf(id);
  const article = heading.subs.flatMap((sub) => sub.articles).find((each) => each.id === id);
  return { file: text, title: article?.en.title ?? '' };
}

export async function editHelpArticle(id: number, change: (article: SeedArticle) => void) {
  const { path, heading } = await fileOf(id);
  for (const article of heading.subs.flatMap((sub) => sub.articles))
    if (article.id === id) change(article);
  await writeFile(path, JSON.stringify(heading, null, 2));
}

/** Puts back the file that holds the article, exactly as `readHelpSeed` found it. */
export async function writeHelpSeed(id: number, file: string) {
  await writeFile((await fileOf(id)).path, file);
}
