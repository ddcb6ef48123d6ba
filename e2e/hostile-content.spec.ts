// Content built to attack its readers: the project's own XSS vectors (every family of
// tools/testing/rich-text/own-vectors.ts) planted at once in an announcement's body, a release's
// notes and a help article. Each page renders them in Chromium without a dialog, an error on
// the page or in the console, and the content is put back afterwards.
import {
  type APIRequestContext,
  type ConsoleMessage,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { ownVectors } from '#tools/testing/rich-text/own-vectors.ts';
import {
  announcementFile,
  changeHelpArticle,
  changeJson,
  contentEditTestTimeoutMs,
  type ContentEdit,
  editContent,
  expectOnVisit,
  helpArticleSeed,
  type SeedEdit,
} from './content-edit.ts';
import { contentOrigin } from './support.ts';

const marker = 'Hostile content marker';

// The vectors' pictures point at the site's own icon: a missing picture is a console error
// that says nothing about scripts, and an image of another site is the CSP's business.
const planted =
  `<p>${marker}</p>` +
  ownVectors
    .map((vector) =>
      vector.payload
        .replace(/\bsrc=(["']?)(?:x|1)\1(?=[\s>/])/g, 'src="/icon.svg"')
        .replace(/\bsrc(?=[\s>])/g, 'src="/icon.svg"')
        .replaceAll('https://example.com/a.png', '/icon.svg'),
    )
    .join('\n');

const served = (request: APIRequestContext, path: string) => async () =>
  (await (await request.get(`${contentOrigin()}${path}`)).text()).includes(marker);

type SeedAnnouncement = Record<'zh' | 'en', { content: string }>;
type SeedSoftware = { windows: { versions: Record<'zh' | 'en', { releaseNotes: string }>[] }[] };

const announcementId = 25;
const helpArticleId = 2011;

async function edits(request: APIRequestContext): Promise<{ edit: SeedEdit; paths: string[] }[]> {
  const help = await helpArticleSeed(helpArticleId);
  return [
    {
      edit: {
        file: announcementFile(announcementId),
        change: changeJson<SeedAnnouncement>((seed) => {
          seed.zh.content = planted + seed.zh.content;
          seed.en.content = planted + seed.en.content;
        }),
        served: served(request, `/api/announcement/getAnno?lang=1&id=${announcementId}`),
        tags: [`announcement:${announcementId}`],
      },
      paths: [`/announcement/${announcementId}`, `/en/announcement/${announcementId}`],
    },
    {
      edit: {
        file: 'software.json',
        change: changeJson<SeedSoftware>((seed) => {
          const newest = seed.windows[0]?.versions[0];
          if (!newest) throw new Error('no Windows release in the seed');
          newest.zh.releaseNotes = planted + newest.zh.releaseNotes;
          newest.en.releaseNotes = planted + newest.en.releaseNotes;
        }),
        served: served(request, '/api/pcUpgrade/Windows?lang=1'),
        tags: ['download:windows'],
      },
      paths: ['/download/windows', '/en/download/windows'],
    },
    {
      edit: {
        file: help.file,
        change: changeHelpArticle(helpArticleId, (article) => {
          article.zh.content = planted + article.zh.content;
          article.en.content = planted + article.en.content;
        }),
        served: served(request, `/api/helpInfo/get?lang=1&id=${helpArticleId}`),
        tags: [`help:${helpArticleId}`],
      },
      paths: ['/support/2/2011', '/en/support/2/2011'],
    },
  ];
}

/**
 * A planted picture whose relative address leads nowhere on the site (`javascript\u0000:x`
 * parses as one) is a 404, which says nothing about scripts. The site's own files
 * (/_next/…) missing would still count.
 */
function plantedAddressMissing(page: Page, message: ConsoleMessage): boolean {
  const { url } = message.location();
  return (
    message.text().includes('status of 404') &&
    new URL(url).origin === new URL(page.url()).origin &&
    !new URL(url).pathname.startsWith('/_next/')
  );
}

/** Everything a page says went wrong: dialogs, uncaught errors and console errors. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !plantedAddressMissing(page, message)) {
      problems.push(`console: ${message.text()} (${message.location().url})`);
    }
  });
  return problems;
}

// Edits the seed copy and sends webhooks: it runs in the serial phase (playwright.config.ts).
test(
  'announcements, release notes and help articles full of attacks render without a dialog or an error',
  { tag: '@edits' },
  async ({ page, request }) => {
    test.setTimeout(2 * contentEditTestTimeoutMs);
    const planned = await edits(request);
    const made: ContentEdit[] = [];
    try {
      for (const { edit } of planned) made.push(await editContent(request, edit));
      for (const content of made) await content.publish();
      const problems = watch(page);
      for (const path of planned.flatMap((each) => each.paths)) {
        await expectOnVisit(page, path, () => page.getByText(marker, { exact: true }).count()).toBe(
          1,
        );
        // Let whatever the vectors could start (an image's onerror, a toggle, a focus) happen.
        await page.getByText(marker, { exact: true }).hover();
        await page.mouse.wheel(0, 20_000);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
        expect(problems, path).toEqual([]);
      }
    } finally {
      for (const content of made.reverse()) await content.restore();
    }
  },
);
