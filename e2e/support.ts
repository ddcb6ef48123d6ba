// Shared pieces of the browser tests: contexts in a given language, where the seed copy the
// running content service reads lives, and signed webhook calls (e2e/content-edit.ts edits it).
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
} from '@playwright/test';
import { signedWebhook } from '#lib/webhook/standard-webhooks.ts';

export function seedDir(): string {
  const dir = process.env.E2E_SEED_DIR;
  if (!dir) throw new Error('E2E_SEED_DIR is set by playwright.config.ts');
  return dir;
}

export const contentOrigin = () => process.env.E2E_CONTENT_ORIGIN ?? '';

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
  const { secret = process.env.E2E_REVALIDATE_SECRET ?? '', ...message } = options;
  const { body, headers } = signedWebhook(secret, tags, message);
  return request.post('/api/revalidate', { headers, data: body });
}
