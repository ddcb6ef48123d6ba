// Lighthouse runs of one page: its default (mobile) settings, several runs in the bench's
// Chromium, each report kept as JSON and HTML, and the figures the table shows.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import type { LighthouseFigures } from './report.ts';
import { lcpCharge } from './lcp-scripts.ts';

export type PageRuns = { runs: LighthouseFigures[]; reports: string[] };

function score(result: Result, category: string): number {
  const value = result.categories[category]?.score;
  if (typeof value !== 'number')
    throw new Error(`${result.finalDisplayedUrl}: no ${category} score`);
  return Math.round(value * 100);
}

function metric(result: Result, audit: string): number {
  const value = result.audits[audit]?.numericValue;
  if (typeof value !== 'number') throw new Error(`${result.finalDisplayedUrl}: no ${audit}`);
  return value;
}

export function figuresOf(result: Result): LighthouseFigures {
  return {
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    bestPractices: score(result, 'best-practices'),
    seo: score(result, 'seo'),
    lcpMs: metric(result, 'largest-contentful-paint'),
    tbtMs: metric(result, 'total-blocking-time'),
    cls: metric(result, 'cumulative-layout-shift'),
  };
}

export async function runLighthouse(options: {
  url: string;
  /** The browser's language: `/` sends an English browser to /en. */
  language: string;
  chromiumPort: number;
  runs: number;
  /** Where the reports go, and the start of their file names. */
  folder: string;
  slug: string;
  throttlingMethod: 'simulate' | 'devtools';
}): Promise<PageRuns> {
  const figures: LighthouseFigures[] = [];
  const reports: string[] = [];
  for (let run = 1; run <= options.runs; run += 1) {
    const answer = await lighthouse(options.url, {
      port: options.chromiumPort,
      output: ['json', 'html'],
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      extraHeaders: { 'Accept-Language': options.language },
      throttlingMethod: options.throttlingMethod,
    });
    if (!answer) throw new Error(`Lighthouse gave no result for ${options.url}`);
    const { lhr, report, artifacts } = answer;
    if (lhr.runtimeError) {
      throw new Error(`Lighthouse on ${options.url}: ${lhr.runtimeError.message}`);
    }
    // A redirect would measure another page than the one the row names.
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(options.url).pathname) {
      throw new Error(`${options.url} ended at ${lhr.finalDisplayedUrl}`);
    }
    const [json = '', html = ''] = Array.isArray(report) ? report : [report];
    const base = join(options.folder, `${options.slug}-run${run}`);
    writeFileSync(`${base}.report.json`, json);
    writeFileSync(`${base}.report.html`, html);
    reports.push(`${base}.report.json`);
    const simulated = options.throttlingMethod === 'simulate';
    figures.push({ ...figuresOf(lhr), ...(simulated && { lcp: await lcpCharge(lhr, artifacts) }) });
  }
  return { runs: figures, reports };
}
