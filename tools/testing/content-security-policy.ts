// Whether a page's Content-Security-Policy lets the browser load a picture, decided as CSP Level 3
// matches a URL against a source list, for tests that check a page's pictures over HTTP instead
// of watching a browser's console for refusals. Only what a policy may say about images is read:
// fetch directives and their sources; nonces, hashes and 'unsafe-*' keywords never allow a URL.

/** The directives of each policy in a header value: several policies are joined by commas. */
export function parsePolicies(header: string): Map<string, string[]>[] {
  return header
    .split(',')
    .map((policy) => {
      const directives = new Map<string, string[]>();
      for (const directive of policy.split(';')) {
        const [name, ...sources] = directive.trim().split(/\s+/);
        // The first of two directives of one name is the one that counts.
        if (name && !directives.has(name.toLowerCase())) {
          directives.set(name.toLowerCase(), sources);
        }
      }
      return directives;
    })
    .filter((directives) => directives.size > 0);
}

const defaultPorts: Record<string, string> = {
  'http:': '80',
  'https:': '443',
  'ws:': '80',
  'wss:': '443',
};
const portOf = (url: URL) => url.port || defaultPorts[url.protocol] || '';

/** A scheme matches itself and its secure upgrade (http: allows https:, ws: allows wss:). */
function schemeMatches(expected: string, actual: string): boolean {
  return (
    expected === actual ||
    (expected === 'http:' && actual === 'https:') ||
    (expected === 'ws:' && actual === 'wss:')
  );
}

function hostSourceMatches(source: string, url: URL, page: URL): boolean {
  const parsed = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*|(?:\*\.)?[^/:]+)(?::(\*|\d+))?(\/.*)?$/i.exec(
    source,
  );
  if (!parsed) return false;
  const [, scheme, host = '', port, path] = parsed;
  if (scheme) {
    if (!schemeMatches(`${scheme.toLowerCase()}:`, url.protocol)) return false;
  } else if (!schemeMatches(page.protocol, url.protocol)) {
    return false;
  }
  const hostname = url.hostname.toLowerCase();
  const wanted = host.toLowerCase();
  if (wanted.startsWith('*.')) {
    if (!hostname.endsWith(wanted.slice(1))) return false;
  } else if (wanted !== '*' && wanted !== hostname) {
    return false;
  }
  if (port !== '*') {
    // No port named: the default port of the scheme the source names (or the page's).
    const expected = port ?? defaultPorts[scheme ? `${scheme.toLowerCase()}:` : page.protocol];
    const actual = portOf(url);
    // An upgrade from the default http port to the default https one still matches.
    const upgraded = expected === '80' && actual === '443' && url.protocol === 'https:';
    if (expected !== actual && !upgraded) return false;
  }
  if (path && path !== '/') {
    const wantedPath = decodeURIComponent(path);
    const actualPath = decodeURIComponent(url.pathname);
    return wantedPath.endsWith('/') ? actualPath.startsWith(wantedPath) : actualPath === wantedPath;
  }
  return true;
}

function sourceMatches(source: string, url: URL, page: URL): boolean {
  const lower = source.toLowerCase();
  if (lower === "'self'") {
    return (
      url.origin === page.origin ||
      (schemeMatches(page.protocol, url.protocol) &&
        url.hostname === page.hostname &&
        (portOf(url) === portOf(page) || (portOf(page) === '80' && portOf(url) === '443')))
    );
  }
  if (lower.startsWith("'")) return false;
  // `*` allows the network schemes and the page's own, never data:, blob: or filesystem:.
  if (lower === '*')
    return ['http:', 'https:', 'ws:', 'wss:', page.protocol].includes(url.protocol);
  if (/^[a-z][a-z0-9+.-]*:$/.test(lower)) return schemeMatches(lower, url.protocol);
  return hostSourceMatches(source, url, page);
}

/**
 * Whether every policy in `header` (a Content-Security-Policy header value) lets a page at
 * `pageUrl` load the picture at `pictureUrl` (relative to the page, or absolute): its img-src
 * directive, or default-src when it has none, must allow it.
 */
export function allowsImage(header: string, pictureUrl: string, pageUrl: string): boolean {
  const page = new URL(pageUrl);
  const url = new URL(pictureUrl, page);
  return parsePolicies(header).every((directives) => {
    const sources = directives.get('img-src') ?? directives.get('default-src');
    if (!sources) return true;
    return sources.some((source) => sourceMatches(source, url, page));
  });
}
