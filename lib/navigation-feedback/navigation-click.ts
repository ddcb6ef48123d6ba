// Which link clicks the site's router takes over, and which of those lead to another page.

export type ClickInfo = {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
};

export type LinkInfo = { href: string; target: string; download: boolean };

function parse(href: string, current: string): { to: URL; from: URL } | undefined {
  try {
    const from = new URL(current);
    return { to: new URL(href, from), from };
  } catch {
    return undefined;
  }
}

/**
 * A plain left click on a same-origin link that opens in this tab and is not a download: the
 * router's to handle. Anything else (a new tab, a modified click, another site) stays the
 * browser's.
 */
export function routerTakesClick(click: ClickInfo, link: LinkInfo, current: string): boolean {
  if (click.button !== 0) return false;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if (link.download || (link.target !== '' && link.target !== '_self')) return false;
  const urls = parse(link.href, current);
  return urls !== undefined && urls.to.origin === urls.from.origin;
}

/** A click the router takes that changes the path or the query (a hash alone only scrolls). */
export function startsNavigation(click: ClickInfo, link: LinkInfo, current: string): boolean {
  if (!routerTakesClick(click, link, current)) return false;
  const urls = parse(link.href, current);
  return (
    urls !== undefined &&
    (urls.to.pathname !== urls.from.pathname || urls.to.search !== urls.from.search)
  );
}
