// The content team's change, as the tests make it whatever runs them (Playwright's specs in
// e2e/content-edit.ts, Vitest's HTTP tests in integration/content-edit.ts): edit a file of the
// seed copy the running content service reads, wait until the service serves the edit, send
// the signed webhook, and put everything back the same way. The runner brings the waiting and
// the webhook call (a SeedEditor); the file work and its order live here once.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * How long a regenerated page or a reloaded seed may take to show. Generous: on a busy machine
 * a regeneration waits its turn behind other work; a passing poll ends as soon as it sees it.
 */
export const settleTimeoutMs = 60_000;

/** The time limit of a test that edits content: an edit, its pages, and the way back. */
export const contentEditTestTimeoutMs = 4 * settleTimeoutMs;

export type SeedEdit = {
  /** The seed file, from the seed folder: `announcements/030.json`, `software.json`. */
  file: string;
  /** The file's new text, from its current text (empty when the file does not exist yet). */
  change: (text: string) => string;
  /** Whether the content service answers with the edit now. */
  served: () => Promise<boolean>;
  /** The webhook tags that refresh what the file feeds. */
  tags: string[];
};

/** What a runner brings to an edit: where the seed is, how it waits, how it publishes. */
export type SeedEditor<Answer> = {
  /** The seed copy the running content service reads. */
  seedDir: string;
  /** Waits until `edit.served()` is `served`; throws when it is not within settleTimeoutMs. */
  waitServed: (edit: SeedEdit, served: boolean) => Promise<void>;
  /** Sends the signed webhook for `tags`, checks its 200, and returns the answer. */
  publish: (tags: string[]) => Promise<Answer>;
};

export type ContentEdit<Answer> = {
  /** Sends the signed webhook for the edit's tags, checks its 200, and returns the answer. */
  publish: () => Promise<Answer>;
  /** Puts the file back as it was, waits until the service serves that, and publishes again. */
  restore: () => Promise<void>;
};

/** A `change` that edits the file's JSON in place. */
export function changeJson<T>(change: (seed: T) => void): (text: string) => string {
  return (text) => {
    const seed = JSON.parse(text) as T;
    change(seed);
    return JSON.stringify(seed, null, 2);
  };
}

async function readIfPresent(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Makes the edit and waits until the content service serves it; the site still shows the old. */
export async function editSeed<Answer>(
  editor: SeedEditor<Answer>,
  edit: SeedEdit,
): Promise<ContentEdit<Answer>> {
  const path = join(editor.seedDir, edit.file);
  const original = await readIfPresent(path);
  const putBack = () =>
    original === undefined ? rm(path, { force: true }) : writeFile(path, original);
  const publish = () => editor.publish(edit.tags);
  await writeFile(path, edit.change(original ?? ''));
  try {
    await editor.waitServed(edit, true);
  } catch (error) {
    await putBack();
    throw error;
  }
  return {
    publish,
    restore: async () => {
      await putBack();
      // Only once the service has reloaded the file, or the pages regenerate with the edit.
      await editor.waitServed(edit, false);
      await publish();
    },
  };
}

/** Runs `check` with the edit in place, and restores the content whatever happens. */
export async function withSeedEdit<Answer>(
  editor: SeedEditor<Answer>,
  edit: SeedEdit,
  check: (content: ContentEdit<Answer>) => Promise<void>,
): Promise<void> {
  const content = await editSeed(editor, edit);
  try {
    await check(content);
  } finally {
    await content.restore();
  }
}

/** The seed file of an announcement. */
export const announcementFile = (id: number) => `announcements/${String(id).padStart(3, '0')}.json`;

type HelpText = { title: string; content: string };
export type SeedHelpArticle = { id: number; zh: HelpText; en: HelpText };
export type SeedHelpHeading = { subs: { articles: SeedHelpArticle[] }[] };

const articlesOf = (heading: SeedHelpHeading) => heading.subs.flatMap((sub) => sub.articles);

/** The seed file of the help heading that holds an article, and the article as it is there. */
export async function helpArticleSeed(id: number, seed: string) {
  const folder = join(seed, 'help');
  for (const name of (await readdir(folder)).sort()) {
    if (!name.endsWith('.json')) continue;
    const heading = JSON.parse(await readFile(join(folder, name), 'utf8')) as SeedHelpHeading;
    const article = articlesOf(heading).find((each) => each.id === id);
    if (article) return { file: `help/${name}`, article };
  }
  throw new Error(`no help article ${id} in the seed`);
}

/** A `change` of one help article in its heading's file. */
export const changeHelpArticle = (id: number, change: (article: SeedHelpArticle) => void) =>
  changeJson<SeedHelpHeading>((heading) => {
    for (const article of articlesOf(heading)) if (article.id === id) change(article);
  });
