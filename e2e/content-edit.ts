// The content team's change, as the browser tests make it (tools/testing/seed-edit.ts): edit a
// file of the seed copy the running content service reads, wait until the service serves the
// edit, send the signed webhook, look until the site shows it, and put everything back the
// same way.
import { type APIRequestContext, type APIResponse, expect, type Page } from '@playwright/test';
import {
  type ContentEdit as SeedContentEdit,
  editSeed,
  helpArticleSeed as helpArticleSeedIn,
  type SeedEdit,
  type SeedEditor,
  settleTimeoutMs,
  withSeedEdit,
} from '#tools/testing/seed-edit.ts';
import { seedDir, webhook } from './support.ts';

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

export type ContentEdit = SeedContentEdit<APIResponse>;

function editor(request: APIRequestContext): SeedEditor<APIResponse> {
  return {
    seedDir: seedDir(),
    waitServed: async (edit, served) => {
      await expect
        .poll(edit.served, {
          message: `the content service ${served ? 'serves' : 'no longer serves'} ${edit.file}`,
          timeout: settleTimeoutMs,
        })
        .toBe(served);
    },
    publish: async (tags) => {
      const answer = await webhook(request, tags);
      expect(answer.status(), `webhook for ${tags.join(', ')}`).toBe(200);
      return answer;
    },
  };
}

/** Makes the edit and waits until the content service serves it; the site still shows the old. */
export function editContent(request: APIRequestContext, edit: SeedEdit): Promise<ContentEdit> {
  return editSeed(editor(request), edit);
}

/** Runs `check` with the edit in place, and restores the content whatever happens. */
export function withContentEdit(
  request: APIRequestContext,
  edit: SeedEdit,
  check: (content: ContentEdit) => Promise<void>,
): Promise<void> {
  return withSeedEdit(editor(request), edit, check);
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

/** The seed file of the help heading that holds an article, and the article as it is there. */
export function helpArticleSeed(id: number, seed: string = seedDir()) {
  return helpArticleSeedIn(id, seed);
}
