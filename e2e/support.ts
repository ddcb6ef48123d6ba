// Shared pieces of the browser tests: contexts in a given language, where the seed copy the
// running content service reads lives, and signed webhook calls (e2e/content-edit.ts edits it).
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
} from '@playwright/test';
import { config } from '#lib/config/index.ts';
import { signedWebhook } from '#lib/webhook/standard-webhooks.ts';

/** What playwright.config.ts hands the workers: the seed copy, the origins and the secrets. */
export const testSettings = () => config().tooling.e2e;

function handed(name: string, value: string | undefined): string {
  if (!value) throw new Error(`${name} is set by playwright.config.ts`);
  return value;
}

export const seedDir = () => handed('E2E_SEED_DIR', testSettings().seedDir);

export const contentOrigin = () => handed('E2E_CONTENT_ORIGIN', testSettings().contentOrigin);

// A page left open keeps its renderer (images, timers, a carousel) alive for the rest of the
// run, on the machine every later test shares.
const opened: BrowserContext[] = [];

/** A browser context that closeOpenedContexts closes: a spec runs it in test.afterEach. */
export async function openContext(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  opened.push(context);
  return context;
}

export async function closeOpenedContexts(): Promise<void> {
  await Promise.all(opened.splice(0).map((context) => context.close()));
}

/** A browser context whose Accept-Language is the given one. */
export function visitor(browser: Browser, locale: 'zh-CN' | 'en-US', width = 1280) {
  return browser.newContext({ locale, viewport: { width, height: 860 } });
}

export function webhook(
  request: APIRequestContext,
  tags: string[],
  options: { secret?: string; id?: string; timestamp?: number } = {},
) {
  const { secret = testSettings().revalidateSecret ?? '', ...message } = options;
  const { body, headers } = signedWebhook(secret, tags, message);
  return request.post('/api/revalidate', { headers, data: body });
}
