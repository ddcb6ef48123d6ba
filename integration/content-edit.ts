// The content team's change, as the HTTP tests make it (tools/testing/seed-edit.ts): edit a file
// of the integration site's seed copy, wait until its content service serves the edit, send
// the signed webhook, poll until the site answers with it, and put everything back the same way.
import { expect } from 'vitest';
import {
  type ContentEdit as SeedContentEdit,
  editSeed,
  helpArticleSeed as helpArticleSeedIn,
  type SeedEdit,
  type SeedEditor,
  settleTimeoutMs,
  withSeedEdit,
} from '#tools/testing/seed-edit.ts';
import { get, site, webhook } from './site.ts';

export {
  announcementFile,
  changeHelpArticle,
  changeJson,
  contentEditTestTimeoutMs,
  type SeedEdit,
  type SeedHelpArticle,
  type SeedHelpHeading,
  settleTimeoutMs,
} from '#tools/testing/seed-edit.ts';

export type ContentEdit = SeedContentEdit<Response>;

const editor: SeedEditor<Response> = {
  seedDir: site.seedDir,
  waitServed: async (edit, served) => {
    await expect
      .poll(edit.served, {
        message: `the content service ${served ? 'serves' : 'no longer serves'} ${edit.file}`,
        timeout: settleTimeoutMs,
      })
      .toBe(served);
  },
  publish: async (tags) => {
    const answer = await webhook(tags);
    expect(answer.status, `webhook for ${tags.join(', ')}`).toBe(200);
    return answer;
  },
};

/** Makes the edit and waits until the content service serves it; the site still shows the old. */
export function editContent(edit: SeedEdit): Promise<ContentEdit> {
  return editSeed(editor, edit);
}

/** Runs `check` with the edit in place, and restores the content whatever happens. */
export function withContentEdit(
  edit: SeedEdit,
  check: (content: ContentEdit) => Promise<void>,
): Promise<void> {
  return withSeedEdit(editor, edit, check);
}

/** What the content service of the integration site answers at `path` (`/api/…?lang=1`). */
export async function contentJson<T>(path: string): Promise<T> {
  const response = await fetch(new URL(path, site.contentOrigin));
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/**
 * Polls what the site answers at `path`, read each time from a fresh request, until it is what
 * the test expects: the way to wait for a page the webhook regenerates in the background.
 */
export function expectOnFetch<T>(path: string, read: (answer: Response) => Promise<T>) {
  return expect.poll(async () => read(await get(path)), {
    message: path,
    timeout: settleTimeoutMs,
  });
}

/** The seed file of the help heading that holds an article, and the article as it is there. */
export function helpArticleSeed(id: number, seed: string = site.seedDir) {
  return helpArticleSeedIn(id, seed);
}
