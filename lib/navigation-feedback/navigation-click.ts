// Whether a click on a link leads to another page of the site: a plain left click on a
// same-origin link that changes the path or the query (a hash alone only scrolls).

export type ClickInfo = {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
};

export type LinkInfo = { href: string; target: string; download: boolean };

export function startsNavigation(click: ClickInfo, link: LinkInfo, current: string): boolean {
  if (click.button !== 0) return false;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if (link.download || (link.target !== '' && link.target !== '_self')) return false;
  let to: URL;
  let from: URL;
  try {
    from = new URL(current);
    to = new URL(link.href, from);
  } catch {
    return false;
  }
  if (to.origin !== from.origin) return false;
  return to.pathname !== from.pathname || to.search !== from.search;
}
