import { emptyQueue, pageViews } from './page-views.ts';
import { tongjiScriptUrl } from './tongji-id.ts';

/** Adds hm.js once, from Baidu's own host (asynchronous, like Baidu's snippet). */
export function loadTongji(id: string): void {
  const src = tongjiScriptUrl(id);
  if (document.querySelector(`script[src="${src}"]`)) return;
  window._hmt ??= emptyQueue();
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  pageViews.scriptAdded();
  document.head.append(script);
}
