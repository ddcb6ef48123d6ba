// The content service failing in every way a network service (or a gateway in front of it)
// fails, against a production build (e2e/fault-site.ts): pages already generated keep their last
// good content through each fault and a webhook, and show the new content once the service is
// back and the webhook is sent again; only the service's own not_found makes a page a 404; a page
// never generated shows the translated error page with a 5xx, then renders by itself; no request
// waits past the content time limit; and each background failure is one JSON line in the log.
// All of it twice: on one instance, and on two instances sharing one Redis (e2e/cluster-site.ts),
// where the visits alternate between the instances as behind a load balancer.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import en from '#locales/en/common.json' with { type: 'json' };
import { expect, test } from '@playwright/test';
import type { FaultKind } from '#tools/testing/fault-front.ts';
import { announcementFile } from './content-edit.ts';
import {
  contentTimeoutMs,
  type FaultSite,
  startFaultCluster,
  startFaultSite,
} from './fault-site.ts';
import {
  type Edit,
  editAll,
  expectAllServed,
  faultTargets,
  type Target,
  type Visit,
} from './fault-targets.ts';

function faultSuite(name: string, startSite: () => Promise<FaultSite>) {
  test.describe(name, () => {
    test.describe.configure({ mode: 'serial' });
    /** Time a request may take: the content time limit, and room for a busy machine. */
    const answerLimitMs = contentTimeoutMs + 15_000;
    const settle = { timeout: 60_000, intervals: [250, 500, 1000] };

    let site: FaultSite;
    let targets: Target[];
    let edits: Edit[];
    let tags: string[];

    test.beforeAll(async () => {
      test.setTimeout(180_000);
      site = await startSite();
      ({ targets, edits, tags } = await faultTargets(site.service.origin, site.service.seedDir));
    });
    test.afterAll(async ({}, testInfo) => {
      if (!site) return;
      // The server's log beside the report: what a failure above is read against.
      await testInfo.attach('server log', {
        body: site.lines().join('\n'),
        contentType: 'text/plain',
      });
      // And what the last visits got from which instance, newest first (the console shows an
      // attachment's first lines): a page that a poll waited on in vain tells whether it came
      // from a fresh entry (HIT), a stale one whose render never stored (STALE) or a render.
      await testInfo.attach('last visits, newest first', {
        body: answers.toReversed().join('\n'),
        contentType: 'text/plain',
      });
      await site.stop();
    });

    let turn = 0;
    const answers: string[] = [];
    async function visit(path: string): Promise<Visit> {
      const started = Date.now();
      const origin = site.origins[turn++ % site.origins.length] ?? site.origin;
      const response = await fetch(origin + path, { signal: AbortSignal.timeout(answerLimitMs) });
      const text = await response.text();
      const ms = Date.now() - started;
      const cache = response.headers.get('x-nextjs-cache') ?? '-';
      answers.push(
        `${new Date(started).toISOString()} ${origin}${path} ${response.status} ${cache} ${ms} ms`,
      );
      if (answers.length > 300) answers.shift();
      return { status: response.status, text, ms };
    }

    type LogLine = { msg?: string; path?: string; tags?: string[]; cause?: { name?: string } };

    /** The server's output from line `from` on, each line a JSON object (or the test fails). */
    function logSince(from: number): LogLine[] {
      return site
        .lines()
        .slice(from)
        .map((line) => {
          try {
            return JSON.parse(line) as LogLine;
          } catch {
            throw new Error(`the server printed a line that is not JSON: ${line}`);
          }
        });
    }

    const failuresOf = (target: Target, lines: LogLine[]) =>
      lines.filter(
        (line) =>
          line.msg === 'request failed' &&
          target.logPaths.includes(line.path ?? '') &&
          (line.tags ?? []).includes(target.tag),
      );

    /** Writes the n-th edit of every target into the private seed and waits until it is served. */
    const editSeed = (n: number) => editAll(edits, site.service, n);

    async function publish() {
      expect((await site.webhook(tags)).status).toBe(200);
    }

    const faults: FaultKind[] = [
      'server-error',
      'html-404',
      'hang',
      'drop',
      'malformed-json',
      'wrong-shape',
      'slow',
    ];

    /** The edit every target shows now. */
    let shown = 0;

    test('pages already generated keep their last good content through every fault', async () => {
      test.setTimeout(10 * 60_000);
      await editSeed(shown);
      await publish();
      await expectAllServed(targets, visit, shown);
      for (const fault of faults) {
        await test.step(fault, async () => {
          // The service breaks before the edit reaches it: a render the last step's visits set
          // going may still be reading, and must meet the fault, never the new edit.
          for (const target of targets) site.front.fail(target.read, fault);
          await editSeed(shown + 1);
          const from = site.lines().length;
          await publish();
          // Each page is asked for until its regeneration has failed and been logged; every answer
          // meanwhile is the last good page, at once.
          for (const target of targets) {
            await expect
              .poll(
                async () => {
                  const answer = await visit(target.path);
                  expect(answer.status, `${target.path} during ${fault}`).toBe(200);
                  expect(answer.text).toContain(target.marker(shown));
                  expect(answer.text).not.toContain(target.marker(shown + 1));
                  return failuresOf(target, logSince(from)).length;
                },
                { ...settle, message: `${target.path}: the failed regeneration is logged` },
              )
              .toBeGreaterThan(0);
          }
          // Still the last good page once every regeneration has failed.
          for (const target of targets) {
            const answer = await visit(target.path);
            expect(answer.status).toBe(200);
            expect(answer.text).toContain(target.marker(shown));
            const logged = failuresOf(target, logSince(from));
            // One line for the failure on each instance that tried to regenerate the page.
            expect(logged.length, `${target.path}: logged`).toBeGreaterThanOrEqual(1);
            expect(logged.length, `${target.path}: once per instance`).toBeLessThanOrEqual(
              site.origins.length,
            );
            expect(logged[0]?.cause?.name).toMatch(/^Content/);
          }
          site.front.heal();
          shown += 1;
          await publish();
          await expectAllServed(targets, visit, shown);
        });
      }
    });

    test('only the service’s own not_found makes a generated page a 404', async () => {
      test.setTimeout(5 * 60_000);
      await editSeed(shown);
      const pages = targets.filter((target) => target.canBeGone);
      for (const target of pages) site.front.fail(target.read, 'not-found');
      await publish();
      for (const target of pages) {
        await expect
          .poll(async () => (await visit(target.path)).status, { ...settle, message: target.path })
          .toBe(404);
        expect((await visit(target.path)).text).toContain(en.notFound.title);
      }
      site.front.heal();
      await publish();
      await expectAllServed(targets, visit, shown, 'not-found');
    });

    /** Announcements the build never saw, one per fault, added to the private seed. */
    const neverGenerated = 990;

    async function addAnnouncement(id: number) {
      const template = await readFile(join(site.service.seedDir, announcementFile(1)), 'utf8');
      const seed = JSON.parse(template) as {
        id: number;
        en: { title: string };
        zh: { title: string };
      };
      seed.id = id;
      seed.en.title = `Published after the build ${id}`;
      seed.zh.title = `构建之后发布 ${id}`;
      await writeFile(join(site.service.seedDir, announcementFile(id)), JSON.stringify(seed));
      await expect
        .poll(
          async () =>
            (await fetch(`${site.service.origin}/api/announcement/getAnno?lang=1&id=${id}`)).status,
          settle,
        )
        .toBe(200);
      return seed.en.title;
    }

    test('a page never generated shows the translated error page with a 5xx, then renders by itself', async ({
      page,
    }) => {
      test.setTimeout(10 * 60_000);
      const kinds: FaultKind[] = [...faults, 'not-found'];
      for (const [index, fault] of kinds.entries()) {
        await test.step(fault, async () => {
          const id = neverGenerated + index;
          const title = await addAnnouncement(id);
          const path = `/en/announcement/${id}`;
          site.front.fail('/api/announcement/getAnno', fault);
          const from = site.lines().length;
          const started = Date.now();
          const response = await page.goto(site.origin + path, { timeout: answerLimitMs });
          expect(
            Date.now() - started,
            'the answer came within the content time limit',
          ).toBeLessThan(answerLimitMs);
          if (fault === 'not-found') {
            expect(response?.status()).toBe(404);
            await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.notFound.title);
          } else {
            expect(response?.status()).toBeGreaterThanOrEqual(500);
            const screen = page.locator('[data-error-page]');
            await expect(screen.getByRole('heading', { level: 1 })).toHaveText(en.error.title);
            const logged = logSince(from).filter(
              (line) => line.msg === 'request failed' && line.path === path,
            );
            expect(logged, 'one line for the failure').toHaveLength(1);
            expect(logged[0]?.tags).toContain(`announcement:${id}`);
          }
          site.front.heal();
          // The service's not_found is an answer, kept like a page until a webhook names the item.
          if (fault === 'not-found') {
            expect((await site.webhook([`announcement:${id}`])).status).toBe(200);
          }
          await expect
            .poll(
              async () => {
                const answer = await page.goto(site.origin + path);
                return answer?.status() === 200 && (await page.locator('h1').textContent());
              },
              { ...settle, message: `${path} renders once the service is back` },
            )
            .toBe(title);
        });
      }
    });
  });
}

faultSuite('one instance', startFaultSite);
faultSuite('two instances on Redis', startFaultCluster);
