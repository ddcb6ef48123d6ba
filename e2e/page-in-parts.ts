// The site as a slow connection delivers it: a proxy that sends an HTML page in two parts, the
// second only when the test says, once the browser has painted what it parsed of the first.
// Everything else (scripts, stylesheets, other pages) passes through whole.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Where a page's first part ends in its HTML; -1 sends the page whole. */
export type SplitPoint = (html: string) => number;

export type PageInParts = {
  origin: string;
  /** Sends the rest of every page whose first part has gone out. */
  sendRest: () => void;
  close: () => Promise<void>;
};

export async function servePageInParts(site: string, splitAt: SplitPoint): Promise<PageInParts> {
  const waiting: (() => void)[] = [];
  const proxy = createServer((request, response) => {
    void (async () => {
      const answer = await fetch(`${site}${request.url ?? '/'}`, {
        headers: { 'user-agent': request.headers['user-agent'] ?? '' },
      });
      const body = Buffer.from(await answer.arrayBuffer());
      const type = answer.headers.get('content-type') ?? 'application/octet-stream';
      response.writeHead(answer.status, { 'content-type': type });
      const html = type.startsWith('text/html') ? body.toString('utf8') : '';
      const split = html ? splitAt(html) : -1;
      if (split <= 0) {
        response.end(body);
        return;
      }
      response.write(html.slice(0, split));
      await new Promise<void>((resolve) => waiting.push(resolve));
      response.end(html.slice(split));
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    sendRest: () => {
      for (const send of waiting.splice(0)) send();
    },
    close: () => new Promise((resolve) => proxy.close(() => resolve())),
  };
}

/** The end of the first `closing` tag after `start` in the HTML, or -1 when either is missing. */
export function after(start: string, closing: string): SplitPoint {
  return (html) => {
    const from = html.indexOf(start);
    const end = from < 0 ? -1 : html.indexOf(closing, from);
    return end < 0 ? -1 : end + closing.length;
  };
}
