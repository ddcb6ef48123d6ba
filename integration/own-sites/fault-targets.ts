// What content-faults.test.ts and shared-cache.test.ts watch: an announcement, the announcement
// list, a help article, /download and /download/releases.json, each with the content read a fault
// breaks, the seed edit that changes what it shows, and how to see that edit on the page.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import { poll } from '#tools/testing/poll.ts';
import {
  announcementFile,
  changeHelpArticle,
  changeJson,
  helpArticleSeed,
} from '#tools/testing/seed-edit.ts';

export type Visit = {
  status: number;
  text: string;
  ms: number;
  /** Which instance answered, how, and which edits it shows: for a failure's message. */
  seen?: string;
};

/** A line of the server's log (JSON, lib/log). */
export type LogLine = { msg?: string; path?: string; tags?: string[]; cause?: { name?: string } };

export type Target = {
  path: string;
  /** The request paths the server's log names for it. */
  logPaths: string[];
  /** The tag its failed read carries in the log. */
  tag: string;
  /** The content path a fault breaks for it. */
  read: string;
  /** Text the page shows after the n-th edit, and not before. */
  marker: (n: number) => string;
  /** Whether the service's not_found for its read makes it a 404 (an item's page). */
  canBeGone?: boolean;
};

export type Edit = {
  /** The seed file, from the seed folder. */
  file: string;
  change: (n: number) => (text: string) => string;
  /** Whether the content service serves the n-th edit. */
  served: (origin: string, n: number) => Promise<boolean>;
};

const title = (n: number) => `Content fault check ${n}`;
const version = (n: number) => `3.8.${100 + n}`;

/** The edits a page shows, by their markers (title or version), for a report. */
export function editsShown(text: string): string {
  const shown = new Set<number>();
  for (const [, n] of text.matchAll(/Content fault check (\d+)/g)) shown.add(Number(n));
  for (const [, n] of text.matchAll(/3\.8\.(1\d\d)\b/g)) shown.add(Number(n) - 100);
  return shown.size > 0 ? `edits ${[...shown].sort((a, b) => a - b).join(',')}` : 'no edit';
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

type Titled = { title: string };
type SoftwareSeed = { windows: { versions: { version: string }[] }[] };

/** The pages to watch, the seed edits that change them, and the webhook tags that refresh them. */
export async function faultTargets(origin: string, seed: string) {
  const list = await json<{ items: { id: number }[] }>(
    `${origin}/api/announcement/getList?lang=1&page=1`,
  );
  const types = await json<{ items: { id: number }[] }>(`${origin}/api/helpType/list?lang=1`);
  const typeId = types.items[0]?.id ?? 1;
  const subs = await json<{ items: { articles: { id: number }[] }[] }>(
    `${origin}/api/helpSubToInfo/list?lang=1&typeId=${typeId}`,
  );
  const id = list.items[0]?.id ?? 1;
  const articleId = subs.items[0]?.articles[0]?.id ?? 1;
  const announcement = `/en/announcement/${id}`;
  const article = `/en/support/${typeId}/${articleId}`;
  const targets: Target[] = [
    {
      path: announcement,
      logPaths: [announcement],
      tag: `announcement:${id}`,
      read: '/api/announcement/getAnno',
      canBeGone: true,
      marker: title,
    },
    {
      path: '/en/announcement',
      logPaths: ['/en/announcement'],
      tag: 'announcement-list',
      read: '/api/announcement/getList',
      marker: title,
    },
    {
      path: article,
      logPaths: [article],
      tag: `help:${articleId}`,
      read: '/api/helpInfo/get',
      canBeGone: true,
      marker: title,
    },
    {
      path: '/en/download',
      logPaths: ['/en/download'],
      tag: 'download:windows',
      read: '/api/pcUpgrade/Windows',
      marker: version,
    },
    {
      path: '/download/releases.json',
      logPaths: ['/download/releases.json', '/zh/download/releases.json'],
      tag: 'download:windows',
      read: '/api/pcUpgrade/Windows',
      marker: version,
    },
  ];
  const edits: Edit[] = [
    {
      file: announcementFile(id),
      change: (n) => changeJson<{ en: Titled }>((each) => (each.en.title = title(n))),
      served: async (at, n) =>
        (await json<Titled>(`${at}/api/announcement/getAnno?lang=1&id=${id}`)).title === title(n),
    },
    {
      file: (await helpArticleSeed(articleId, seed)).file,
      change: (n) => changeHelpArticle(articleId, (each) => (each.en.title = title(n))),
      served: async (at, n) =>
        (await json<Titled>(`${at}/api/helpInfo/get?lang=1&id=${articleId}`)).title === title(n),
    },
    {
      file: 'software.json',
      change: (n) =>
        changeJson<SoftwareSeed>((each) => {
          const newest = each.windows[0]?.versions[0];
          if (newest) newest.version = version(n);
        }),
      served: async (at, n) =>
        (
          await json<{ items: { version: string }[] }>(`${at}/api/pcUpgrade/Windows?lang=1`)
        ).items.some((item) => item.version === version(n)),
    },
  ];
  const tags = [`announcement:${id}`, `help:${articleId}`, 'download:windows'];
  return { targets, edits, tags };
}

/** The lines that log a failed regeneration of the target. */
export const failuresOf = (target: Target, lines: readonly LogLine[]) =>
  lines.filter(
    (line) =>
      line.msg === 'request failed' &&
      target.logPaths.includes(line.path ?? '') &&
      (line.tags ?? []).includes(target.tag),
  );

/** How the waits for the site and the service poll: a visit costs milliseconds, so often. */
export const settle = { timeout: 60_000, intervals: [100, 250] } as const;

/**
 * Polls every target until it shows the n-th edit. Every answer on the way is a 200, unless the
 * last page cached was a 404: that one is served once more while the page regenerates.
 */
export async function expectAllServed(
  targets: readonly Target[],
  visit: (path: string) => Promise<Visit>,
  n: number,
  after: 'pages' | 'not-found' = 'pages',
) {
  for (const target of targets) {
    await poll(
      async () => {
        const answer = await visit(target.path);
        if (after === 'pages') expect(answer.status, target.path).toBe(200);
        return answer.status === 200 && answer.text.includes(target.marker(n));
      },
      (shown) => expect(shown).toBe(true),
      { ...settle, message: `${target.path} shows edit ${n}` },
    );
  }
}

/** Writes the n-th edit into a service's seed folder and waits until the service serves it. */
export async function editAll(
  edits: readonly Edit[],
  service: { origin: string; seedDir: string },
  n: number,
) {
  for (const edit of edits) {
    const file = join(service.seedDir, edit.file);
    await writeFile(file, edit.change(n)(await readFile(file, 'utf8')));
  }
  for (const edit of edits) {
    await poll(
      () => edit.served(service.origin, n),
      (served) => expect(served).toBe(true),
      { ...settle, message: edit.file },
    );
  }
}
