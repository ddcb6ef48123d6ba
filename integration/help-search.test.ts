// What a repeated help search costs the content service: nothing within the minute the site keeps
// an answer, and the help webhook renews the answer at once.
import { expect, test } from 'vitest';
import {
  changeHelpArticle,
  helpArticleSeed,
  settleTimeoutMs,
  withContentEdit,
} from './content-edit.ts';
import { siteUrl, site } from './site.ts';

async function firstTitle(url: string) {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return ((await response.json()) as { items: { title: string }[] }).items[0]?.title;
}

test('a repeated query within a minute costs the content service nothing more; the help webhook renews it', async () => {
  // A spelling no earlier run asked (the service ignores case), so the first answer is fresh.
  const q = [...'system requirements']
    .map((char) => (Math.random() < 0.5 ? char.toUpperCase() : char))
    .join('');
  const url = siteUrl(`/api/help/search?q=${encodeURIComponent(q)}&locale=en`);
  const before = await firstTitle(url);
  expect(before).toBe('System requirements');

  const edited = `System requirements (updated ${Date.now()})`;
  const inService = `${site.contentOrigin}/api/helpInfo/selInfo?lang=1&keyword=${encodeURIComponent(q)}`;
  const id = 1001;
  const edit = {
    file: (await helpArticleSeed(id)).file,
    change: changeHelpArticle(id, (article) => (article.en.title = edited)),
    served: async () => (await firstTitle(inService)) === edited,
    tags: ['help'],
  };
  await withContentEdit(edit, async (content) => {
    // Had any of these reached the content service, it would have answered with the edit.
    const answers = await Promise.all(Array.from({ length: 10 }, () => firstTitle(url)));
    for (let i = 0; i < 10; i += 1) answers.push(await firstTitle(url));
    expect(new Set(answers)).toEqual(new Set([before]));

    await content.publish();
    await expect.poll(() => firstTitle(url), { timeout: settleTimeoutMs }).toBe(edited);
  });
  expect(await firstTitle(inService)).toBe(before);
  // The search answers from the service again, so no later test meets the edited title.
  await expect.poll(() => firstTitle(url), { timeout: settleTimeoutMs }).toBe(before);
});
