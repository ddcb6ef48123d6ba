// The one module that reads the environment: every variable the project reads is declared in
// this folder with a zod schema, its default and whether the build compiles it in; every other
// module asks `config()` (`config().redis.url`, `config().site.url`).
//
// Reading is lenient: a malformed value counts as its default, so that a request never fails on
// a setting; `npm start` refuses it instead, one line each (./check.ts).
//
// Node loads this folder as it is (scripts/, content-service/, next.config.mjs and the cache
// handler run without a bundler), hence relative imports and no `server-only`. Client components
// never import it: they are compiled for the browser, where the server's environment does not
// exist. A value the browser needs is read by a server component and handed down as a prop, as
// the statistics id and the application's address are.
import { clusterConfig } from './cluster.ts';
import { contentServiceConfig } from './content-service.ts';
import { contentConfig } from './content.ts';
import { databaseConfig } from './database.ts';
import { drawingConfig } from './drawing.ts';
import { helpSearchConfig } from './help-search.ts';
import type { Problem } from './read.ts';
import { readVariables } from './read.ts';
import { redisConfig } from './redis.ts';
import { serverProcessConfig } from './server-process.ts';
import { servingConfig } from './serving.ts';
import type { Env, Values } from './setting.ts';
import { siteConfig } from './site.ts';
import { toolingConfig } from './tooling.ts';
import { variables } from './variables.ts';

export type { Env } from './setting.ts';
export type { Problem } from './read.ts';

function assemble(values: Values<typeof variables>) {
  return {
    site: siteConfig(values),
    content: contentConfig(values),
    drawing: drawingConfig(values),
    helpSearch: helpSearchConfig(values),
    redis: redisConfig(values),
    database: databaseConfig(values),
    cluster: clusterConfig(values),
    server: serverProcessConfig(values),
    serving: servingConfig(values),
    contentService: contentServiceConfig(values),
    tooling: toolingConfig(values),
  };
}

export type Config = ReturnType<typeof assemble>;

type Reading = { config: Config; problems: readonly Problem[] };

const readings = new WeakMap<Env, Reading>();

// `next dev` loads a changed .env file into process.env while it runs; everywhere else the
// environment is read once.
const rereads = (env: Env) => env === process.env && process.env.NODE_ENV === 'development';

function reading(env: Env): Reading {
  const known = readings.get(env);
  if (known && !rereads(env)) return known;
  const { values, problems } = readVariables(variables, env);
  const fresh = { config: assemble(values), problems };
  readings.set(env, fresh);
  return fresh;
}

/** The settings of `env` (process.env unless a test passes its own), read once per object. */
export function config(env: Env = process.env): Config {
  return reading(env).config;
}

/** Each malformed value of `env`, which `config` replaced by its default. */
export function configProblems(env: Env = process.env): readonly Problem[] {
  return reading(env).problems;
}

/** Whether this process is `next build`, which must never reach Redis or a database. */
export function isNextBuild(env: Env = process.env): boolean {
  // Next's own variable, set while it builds; nobody configures it.
  return env.NEXT_PHASE === 'phase-production-build';
}

/** Reads process.env again on the next call: for tests that change it (vi.stubEnv). */
export function forgetConfig(): void {
  readings.delete(process.env);
}
