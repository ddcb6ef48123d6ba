// The route a request's path belongs to, as a metric's label (/metrics counts requests by route
// and status). Never the raw path: every distinct label is a series the metrics store keeps, so a
// visitor who invents addresses must not be able to make new ones. A path no route below claims is
// `other`. route-label.test.ts checks that every route in app/ and every folder of public/ is here.

/** The pages of both locales: Chinese without a prefix, English under /en (and /zh/… redirects). */
const localePages = [
  '',
  '/announcement',
  '/announcement/feed.xml',
  '/announcement/page/[page]',
  '/announcement/category/[category]',
  '/announcement/category/[category]/page/[page]',
  '/announcement/[id]',
  '/announcement/[id]/[ids]',
  '/contributor',
  '/contributor/user/detail',
  '/contributor/user/detail/[id]',
  '/download',
  '/download/releases.json',
  '/download/latest/[platform]',
  '/download/linux',
  '/download/linux/[distribution]',
  '/download/mac',
  '/download/mac/[arch]',
  '/download/windows',
  '/download/windows/[id]',
  '/family',
  '/manifest.webmanifest',
  '/page-not-found',
  '/show',
  '/show/index1',
  '/support',
  '/support/[id]',
  '/support/[id]/[ids]',
  '/support/[id]/section/[subId]',
];

/** Everything else the server answers by its full path. */
const otherRoutes = [
  '/api/ready',
  '/api/health',
  '/api/help/feedback',
  '/api/help/search',
  '/api/help/search-events',
  '/api/help/tree',
  '/api/preview',
  '/api/preview/exit',
  '/api/revalidate',
  '/aiapi/v1/captcha',
  '/aiapi/v1/client/detail',
  '/aiapi/v1/draw',
  '/aiapi/v1/task/detail',
  '/help-report',
  '/help-report/csv',
  '/robots.txt',
  '/sitemap.xml',
  '/sitemap/[part]',
  '/favicon.ico',
  '/icon.svg',
  '/apple-icon.png',
  '/logo.svg',
];

/** Paths under these folders, by the folder: build assets, resized pictures, public/'s files. */
const folders = ['/_next/static', '/_next/image', '/images', '/icons'];

type Pattern = { label: string; segments: string[] };

const isParam = (segment: string) => /^\[\w+\]$/.test(segment);

/** A literal segment wins over a parameter at the first place two patterns differ, as in Next. */
function moreSpecificFirst(a: Pattern, b: Pattern): number {
  for (let index = 0; index < Math.min(a.segments.length, b.segments.length); index += 1) {
    const [left = '', right = ''] = [a.segments[index], b.segments[index]];
    if (isParam(left) !== isParam(right)) return isParam(left) ? 1 : -1;
  }
  return 0;
}

function patterns(routes: string[], label: (route: string) => string): Pattern[] {
  return routes
    .map((route) => ({ label: label(route), segments: route.split('/').filter(Boolean) }))
    .sort(moreSpecificFirst);
}

const pages = patterns(localePages, (route) => `/[locale]${route}`);
const others = patterns(otherRoutes, (route) => route);

function matching(list: Pattern[], segments: string[]): string | undefined {
  return list.find(
    (pattern) =>
      pattern.segments.length === segments.length &&
      pattern.segments.every((part, index) => isParam(part) || part === segments[index]),
  )?.label;
}

/** The route pattern of a request's URL (path and query, as Node hands it over), or `other`. */
export function routeLabel(url: string | undefined): string {
  const path = (url ?? '').split(/[?#]/)[0] ?? '';
  if (!path.startsWith('/')) return 'other';
  const folder = folders.find((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  if (folder) return folder;
  const segments = path.split('/').filter(Boolean);
  const [first] = segments;
  const localeless = first === 'en' || first === 'zh' ? segments.slice(1) : segments;
  return matching(others, segments) ?? matching(pages, localeless) ?? 'other';
}
