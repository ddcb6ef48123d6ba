// The content team's change, as the browser tests make it: edit a file of the seed copy the
// running content service reads, wait until the service serves the edit, send the signed
// webhook, look until the site shows it, and put everything back the same way.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type APIRequestContext, type APIResponse, expect, type Page } from '@playwright/test';
import { seedDir, webhook } from './support.ts';

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

export type ContentEdit = {
  /** Sends the signed webhook for the edit's tags, checks its 200, and returns the answer. */
  publish: () => Promise<APIResponse>;
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

async function expectServed(edit: SeedEdit, served: boolean) {
  await expect
    .poll(edit.served, {
      message: `the content service ${served ? 'serves' : 'no longer serves'} ${edit.file}`,
      timeout: settleTimeoutMs,
    })
    .toBe(served);
}

/** Makes the edit and waits until the content service serves it; the site still shows the old. */
export async function editContent(
  request: APIRequestContext,
  edit: SeedEdit,
): Promise<ContentEdit> {
  const path = join(seedDir(), edit.file);
  const original = await readIfPresent(path);
  const putBack = () =>
    original === undefined ? rm(path, { force: true }) : writeFile(path, original);
  const publish = async () => {
    const answer = await webhook(request, edit.tags);
    expect(answer.status(), `webhook for ${edit.tags.join(', ')}`).toBe(200);
    return answer;
  };
  await writeFile(path, edit.change(original ?? ''));
  try {
    await expectServed(edit, true);
  } catch (error) {
    await putBack();
    throw error;
  }
  return {
    publish,
    restore: async () => {
      await putBack();
      // Only once the service has reloaded the file, or the pages regenerate with the edit.
      await expectServed(edit, false);
      await publish();
    },
  };
}

/** Runs `check` with the edit in place, and restores the content whatever happens. */
export async function withContentEdit(
  request: APIRequestContext,
  edit: SeedEdit,
  check: (content: ContentEdit) => Promise<void>,
): Promise<void> {
  const content = await editContent(request, edit);
  try {
    await check(content);
  } finally {
    await content.restore();
  }
}

/**
 * Polls what a visitor of `path` reads, each time on a fresh visit, until it is what the test
 * expects: the way to wait for a page the webhook regenerates in the background.
 */
export function expectOnVisit<T>(page: Page, path: string, read: () => Promise<T>) {
  return expect.poll(
    async () => {
      await page.goto(path);
      return read();
    },
    { message: path, timeout: settleTimeoutMs },
  );
}

/** The seed file of an announcement. */
export const announcementFile = (id: number) => `announcements/${String(id).padStart(3, '0')}.json`;

type HelpText = { title: string; content: string };
export type SeedHelpArticle = { id: number; zh: HelpText; en: HelpText };
export type SeedHelpHeading = { subs: { articles: SeedHelpArticle[] }[] };

const articlesOf = (heading: SeedHelpHeading) => heading.subs.flatMap((sub) => sub.articles);

/** The seed file of the help heading that holds an article, and the article as it is there. */
export async function helpArticleSeed(id: number, seed: string = seedDir()) {
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
