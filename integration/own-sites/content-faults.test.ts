// The content service failing in every way a network service (or a gateway in front of it)
// fails, a redirect and an answer past the site's bound included, against a production build
// (fault-site.ts): pages already generated keep their last good content through each fault and
// a webhook, and show the new content once the service is back and the webhook is sent again;
// only the service's own not_found makes a page a 404; a page never generated answers with a 5xx
// (a browser renders the error page from it, as e2e/site-errors.spec.ts shows), then renders by
// itself; no request waits past the content time limit; and each background failure is one JSON
// line in the log. All of it twice: on one instance, and on two instances sharing one Redis
// (cluster-site.ts), where the visits alternate between the instances as behind a load balancer.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { JSDOM, VirtualConsole } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '#locales/en/common.json' with { type: 'json' };
import type { FaultKind } from '#tools/testing/fault-front.ts';
import { poll } from '#tools/testing/poll.ts';
import { announcementFile } from '#tools/testing/seed-edit.ts';
import { keepReport } from './failure-report.ts';
import {
  contentTimeoutMs,
  type FaultSite,
  startFaultCluster,
  startFaultSite,
} from './fault-site.ts';
import {
  type Edit,
  editAll,
  editsShown,
  expectAllServed,
  failuresOf,
  faultTargets,
  type LogLine,
  settle,
  type Target,
  type Visit,
} from './fault-targets.ts';

/** A page's HTML as a document to query, its scripts not run. */
function documentOf(html: string): Document {
  return new JSDOM(html, { virtualConsole: new VirtualConsole() }).window.document;
}

/** The text of each element `selector` finds, as Playwright's toHaveText compares it. */
function textsOf(html: string, selector: string): string[] {
  return [...documentOf(html).querySelectorAll(selector)].map((element) =>
    (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
  );
}

/** Runs one part of a test, its name before any failure's message. */
async function step(name: string, run: () => Promise<void>) {
  try {
    await run();
  } catch (error) {
    if (error instanceof Error) error.message = `${name}: ${error.message}`;
    throw error;
  }
}

function faultSuite(name: string, report: string, startSite: () => Promise<FaultSite>) {
  describe(name, () => {
    /** Time a request may take: the content time limit, and room for a busy machine. */
    const answerLimitMs = contentTimeoutMs + 15_000;

    let site: FaultSite | undefined;
    let targets: Target[];
    let edits: Edit[];
    let tags: string[];

    /** The running site; a test reaches it only once beforeAll has started it. */
    const running = (): FaultSite => {
      if (!site) throw new Error('the site did not start');
      return site;
    };

    beforeAll(async () => {
      site = await startSite();
      ({ targets, edits, tags } = await faultTargets(site.service.origin, site.service.seedDir));
    }, 180_000);
    afterAll(async ({}, suite) => {
      if (!site) return;
      try {
        // The server's log, and what the last visits got from which instance: a page that a
        // poll waited on in vain tells whether it came from a fresh entry (HIT), a stale one
        // whose render never stored (STALE) or a render.
        await keepReport(suite, `content-faults-${report}`, [
          { part: 'server', lines: site.lines() },
          { part: 'visits', lines: answers.toReversed(), newestFirst: true },
        ]);
      } finally {
        await site.stop();
      }
    });

    let turn = 0;
    /** The visits, oldest first (the last 5,000). */
    const answers: string[] = [];
    /** Asks one instance for `path`: by default each in turn, as behind a load balancer. */
    async function visit(path: string, origin?: string): Promise<Visit> {
      const { origins } = running();
      const at = origin ?? origins[turn++ % origins.length] ?? running().origin;
      const started = Date.now();
      const response = await fetch(at + path, { signal: AbortSignal.timeout(answerLimitMs) });
      const text = await response.text();
      const ms = Date.now() - started;
      const cache = response.headers.get('x-nextjs-cache') ?? '-';
      const seen = `${new Date(started).toISOString()} ${at}${path} ${response.status} ${cache} ${ms} ms, ${editsShown(text)}`;
      answers.push(seen);
      if (answers.length > 5000) answers.shift();
      return { status: response.status, text, ms, seen };
    }

    /** The server's output from line `from` on, each line a JSON object (or the test fails). */
    function logSince(from: number): LogLine[] {
      return running()
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

    /** Writes the n-th edit of every target into the private seed and waits until it is served. */
    const editSeed = (n: number) => editAll(edits, running().service, n);

    async function publish() {
      expect((await running().webhook(tags)).status).toBe(200);
    }

    const faults: FaultKind[] = [
      'server-error',
      'html-404',
      'hang',
      'drop',
      'malformed-json',
      'wrong-shape',
      'slow',
      'redirect',
      'oversized',
    ];

    /** The edit every target shows now. */
    let shown = 0;

    it('pages already generated keep their last good content through every fault', async () => {
      const site = running();
      await editSeed(shown);
      await publish();
      await expectAllServed(targets, visit, shown);
      for (const fault of faults) {
        await step(fault, async () => {
          // The service breaks before the edit reaches it: a render the last step's visits set
          // going may still be reading, and must meet the fault, never the new edit.
          for (const target of targets) site.front.fail(target.read, fault);
          await editSeed(shown + 1);
          const from = site.lines().length;
          await publish();
          // Each page is asked for until its regeneration has failed and been logged; every
          // answer meanwhile is the last good page, at once (a wrong one fails the poll).
          for (const target of targets) {
            await poll(
              async () => {
                const answer = await visit(target.path);
                const seen = `${target.path} during ${fault}: ${answer.seen}`;
                expect(answer.status, seen).toBe(200);
                expect(answer.text, seen).toContain(target.marker(shown));
                expect(answer.text, seen).not.toContain(target.marker(shown + 1));
                return failuresOf(target, logSince(from)).length;
              },
              (logged) => expect(logged).toBeGreaterThan(0),
              { ...settle, message: `${target.path}: the failed regeneration is logged` },
            );
          }
          // Still the last good page once every regeneration has failed.
          for (const target of targets) {
            const answer = await visit(target.path);
            expect(answer.status, answer.seen).toBe(200);
            expect(answer.text, answer.seen).toContain(target.marker(shown));
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
    }, 600_000);

    it('only the service’s own not_found makes a generated page a 404', async () => {
      const site = running();
      await editSeed(shown);
      const pages = targets.filter((target) => target.canBeGone);
      for (const target of pages) site.front.fail(target.read, 'not-found');
      await publish();
      for (const target of pages) {
        await poll(
          async () => (await visit(target.path)).status,
          (status) => expect(status).toBe(404),
          { ...settle, message: target.path },
        );
        expect((await visit(target.path)).text).toContain(en.notFound.title);
      }
      site.front.heal();
      await publish();
      await expectAllServed(targets, visit, shown, 'not-found');
    }, 300_000);

    /** Announcements the build never saw, one per fault, added to the private seed. */
    const neverGenerated = 990;

    async function addAnnouncement(id: number) {
      const { service } = running();
      const template = await readFile(join(service.seedDir, announcementFile(1)), 'utf8');
      const seed = JSON.parse(template) as {
        id: number;
        en: { title: string };
        zh: { title: string };
      };
      seed.id = id;
      seed.en.title = `Published after the build ${id}`;
      seed.zh.title = `构建之后发布 ${id}`;
      await writeFile(join(service.seedDir, announcementFile(id)), JSON.stringify(seed));
      await poll(
        async () =>
          (await fetch(`${service.origin}/api/announcement/getAnno?lang=1&id=${id}`)).status,
        (status) => expect(status).toBe(200),
        { ...settle, message: `the service serves announcement ${id}` },
      );
      return seed.en.title;
    }

    it('a page never generated answers with a 5xx and the error page’s strings, then renders by itself', async () => {
      const site = running();
      const kinds: FaultKind[] = [...faults, 'not-found'];
      for (const [index, fault] of kinds.entries()) {
        await step(fault, async () => {
          const id = neverGenerated + index;
          const title = await addAnnouncement(id);
          const path = `/en/announcement/${id}`;
          site.front.fail('/api/announcement/getAnno', fault);
          const from = site.lines().length;
          // The visit itself gives up at answerLimitMs, which fails the test.
          const answer = await visit(path, site.origin);
          expect(answer.ms, 'the answer came within the content time limit').toBeLessThan(
            answerLimitMs,
          );
          if (fault === 'not-found') {
            expect(answer.status).toBe(404);
            expect(textsOf(answer.text, 'h1')).toEqual([en.notFound.title]);
          } else {
            expect(answer.status).toBeGreaterThanOrEqual(500);
            // The server's HTML holds the translated strings; the browser renders the error page
            // from them (how it looks: e2e/site-errors.spec.ts, "a page that throws").
            expect(answer.text).toContain(en.error.title);
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
          await poll(
            async () => {
              const page = await visit(path, site.origin);
              if (page.status !== 200) return false;
              const h1 = [...documentOf(page.text).querySelectorAll('h1')];
              // As a browser's locator('h1') would: more than one is an error, not a retry.
              expect(h1, `${path}: one h1`).toHaveLength(1);
              return h1[0]?.textContent;
            },
            (heading) => expect(heading).toBe(title),
            { ...settle, message: `${path} renders once the service is back` },
          );
        });
      }
    }, 600_000);
  });
}

faultSuite('one instance', 'one-instance', startFaultSite);
faultSuite('two instances on Redis', 'two-instances', startFaultCluster);
