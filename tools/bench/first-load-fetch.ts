// First-load JavaScript of a page that a running server answers, read over HTTP: what
// tools/bench/measure-first-load.ts and `npm run bench:web` measure (tools/bench/first-load.ts
// counts).
import { type FirstLoad, measureFirstLoad, type SizeOf, scriptSizer } from './first-load.ts';

async function get(url: string, headers: Record<string, string> = {}): Promise<Response> {
  // A redirect would measure some other page: the listed address must answer itself.
  const response = await fetch(url, { headers, redirect: 'manual' }).catch((error: unknown) => {
    throw new Error(`${url} did not answer: ${String(error)}`, { cause: error });
  });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return response;
}

/** Sizes each script once over HTTP: pages share most of their chunks. */
export function httpScriptSizer(): SizeOf {
  return scriptSizer(async (url) => new Uint8Array(await (await get(url)).arrayBuffer()));
}

/** The first load of `path` on `site`, asked for in `language` (`/` redirects by language). */
export async function fetchFirstLoad(
  site: string,
  path: string,
  language: string,
  sizeOf: SizeOf,
): Promise<FirstLoad> {
  const url = new URL(path, site).href;
  const html = await (await get(url, { 'accept-language': language })).text();
  return measureFirstLoad(html, url, sizeOf);
}
