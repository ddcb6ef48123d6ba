'use client';
// Shows the current message at the top of the window. Loaded on demand by message.ts and
// rendered in a root of its own, so it works from any client code without a provider.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { isLocale, localeTags } from '#lib/i18n/locales.ts';
import { loadResources } from '#lib/i18n/resources.ts';
import { MessageView } from './message-view.tsx';
import type { MessageStore } from './message-store.ts';

/** The page's locale, from `<html lang>` (zh-CN, en-US). */
function pageLocale() {
  const tag = document.documentElement.lang;
  const found = Object.entries(localeTags).find(([, each]) => each === tag)?.[0];
  return isLocale(found) ? found : 'zh';
}

async function closeLabel(): Promise<string> {
  const { common } = await loadResources(pageLocale(), ['common']);
  const strings = common?.message;
  const label = typeof strings === 'object' ? strings.close : undefined;
  return typeof label === 'string' ? label : '×';
}

export async function mountMessageHost(store: MessageStore): Promise<void> {
  const label = await closeLabel();
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(<MessageView store={store} closeLabel={label} />));
  // Give assistive technology a moment to register the empty live regions.
  await new Promise((resolve) => setTimeout(resolve, 50));
}
