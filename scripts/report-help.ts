// `npm run report:help`: the help centre's report for the content team (docs/content-team.md):
// articles by answers and share of no with their reasons and comments, the most frequent
// searches, those with no result and those with results but no click, each with the change from
// the period before. --csv writes each table to a CSV file of its own, every row.
//   npm run report:help
//   npm run report:help -- --from 2026-05-01 --to 2026-05-31 --locale en --limit 50
//   npm run report:help -- --csv reports/help-2026-05
//   npm run report:help -- --link --locale zh --hours 48   (a signed link to the report page)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { config } from '#lib/config/index.ts';
import { openCommandDatabase } from '#lib/help-insights/command-database.ts';
import { dayOf } from '#lib/help-insights/day.ts';
import { toCsv } from '#lib/help-insights/report/csv.ts';
import { readPeriod } from '#lib/help-insights/report/period.ts';
import { helpReport } from '#lib/help-insights/report/queries.ts';
import { reportTables } from '#lib/help-insights/report/tables.ts';
import { formatTable } from '#lib/help-insights/report/text.ts';
import {
  appliedSchemaVersion,
  outdatedSchemaMessage,
  schemaVersion,
} from '#lib/help-insights/schema.ts';
import { helpReportLink, linkUsage } from './help-report-link.ts';
import { loadEnvFiles } from './env-files.ts';

const usage = `usage: npm run report:help -- [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--locale zh|en|all] [--limit N] [--csv <folder>]
       npm run report:help -- --link [--hours N] [--from …] [--to …] [--locale …]
  --to: the last day counted (default today), --from: the first (default 30 days up to --to);
  --limit: rows printed per table (default 20); --csv: write every row of each table there;
${linkUsage}`;

function fail(message: string, code = 1): never {
  console.error(`report:help: ${message}`);
  process.exit(code);
}

const root = fileURLToPath(new URL('..', import.meta.url));
loadEnvFiles(root, 'production');

let parsed;
try {
  parsed = parseArgs({
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      locale: { type: 'string' },
      limit: { type: 'string' },
      csv: { type: 'string' },
      link: { type: 'boolean' },
      hours: { type: 'string' },
    },
  });
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n${usage}`, 2);
}
const { values } = parsed;
const today = dayOf(Date.now(), config().database.timeZone);
const read = readPeriod(values, today);
if (!read.ok) fail(`${read.message}\n${usage}`, 2);
const limit = Number(values.limit ?? 20);
if (!Number.isInteger(limit) || limit < 1)
  fail(`--limit must be a positive whole number\n${usage}`, 2);
const { period } = read;
if (values.link) {
  const made = helpReportLink(period, values.hours);
  if (!made.ok) fail(made.message, 2);
  console.info(made.link);
  process.exit(0);
}

try {
  const { db, where } = await openCommandDatabase(root);
  try {
    const applied = await appliedSchemaVersion(db);
    if (applied < schemaVersion) throw new Error(outdatedSchemaMessage(applied));
    const report = await helpReport(db, period);
    const tables = reportTables(report);
    const { previous } = report;
    const locale = period.locale ?? 'all locales';
    console.info(
      `Help centre report, ${period.from} to ${period.to}, ${locale}; changes against ${previous.from} to ${previous.to} (${where})\n`,
    );
    for (const table of tables) console.info(formatTable(table, limit));
    if (values.csv) {
      const folder = resolve(values.csv);
      mkdirSync(folder, { recursive: true });
      for (const table of tables) writeFileSync(join(folder, `${table.name}.csv`), toCsv(table));
      console.info(`wrote ${tables.map(({ name }) => `${name}.csv`).join(', ')} to ${folder}`);
    }
  } finally {
    await db.close();
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
