import 'server-only';
// The one place where rich text from the content service becomes HTML the site renders
// (docs/architecture.md, rule 7): an allow-list of tags and attributes, script and noscript
// removed with their bodies, comments kept, other tags shown as escaped text, only safe URL
// schemes.
import { addHook, removeHook, sanitize, type Config } from 'isomorphic-dompurify';
import { siteUrl } from '../metadata.ts';
import { allowedAttributes, allowedTags, removedWithContent } from './allow-list.ts';
import { elementsBelow, firstElementBelow } from './elements.ts';
import { assignHeadingIds, type RichTextHeading } from './heading-ids.ts';
import {
  dropCommentsBesideMarkupText,
  escapeDisallowedElement,
  filterAttribute,
  keepTextBesideComments,
} from './hooks.ts';
import { isElement, nativeGet } from './native-dom.ts';
import { addResponsiveSources } from './responsive-images.ts';
import { allowedUriPattern, isExternalUrl } from './urls.ts';

export type { RichTextHeading } from './heading-ids.ts';
export { reservedIds } from './heading-ids.ts';

declare const sanitized: unique symbol;

/** What `sanitizeRichText` returns; only it can make one (see `RichText`). */
export type SanitizedRichText = {
  html: string;
  headings: RichTextHeading[];
  readonly [sanitized]: true;
};

const config = {
  ALLOWED_TAGS: [...allowedTags, '#comment'],
  ALLOWED_ATTR: [...allowedAttributes],
  ALLOWED_URI_REGEXP: allowedUriPattern,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  FORBID_TAGS: [...removedWithContent],
  FORBID_CONTENTS: [...removedWithContent],
  KEEP_CONTENT: true,
  // Parse everything into the body: a leading comment or <style> would otherwise go to the
  // document or its head and escape the rules that apply to the rest.
  FORCE_BODY: true,
  RETURN_DOM: true,
} satisfies Config;

/**
 * What the site adds: links leaving the site open in a new tab without a handle on this one,
 * images load lazily at the size they are shown, scrolling blocks can take focus.
 */
function decorate(root: Element): void {
  const siteOrigin = siteUrl().origin;
  elementsBelow(root, 'a').forEach((link) => {
    const href = link.getAttribute('href');
    if (href !== null && isExternalUrl(href, siteOrigin)) link.setAttribute('target', '_blank');
    if (link.hasAttribute('target')) link.setAttribute('rel', 'noopener noreferrer');
  });
  elementsBelow(root, 'img').forEach((image) => {
    image.setAttribute('loading', 'lazy');
    image.setAttribute('decoding', 'async');
  });
  addResponsiveSources(root);
  // Tables and code blocks scroll sideways on a narrow screen: a keyboard must reach them.
  elementsBelow(root, 'table', 'pre').forEach((block) => block.setAttribute('tabindex', '0'));
}

/**
 * A visitor's browser runs scripts, and for it everything from `<noscript>` to `</noscript>`
 * (or to the end) is the element's body, read as raw text. DOMPurify parses with scripting
 * off, where `<noscript><p>x</p></noscript>` inside a paragraph closes that paragraph and
 * leaves "x" outside the element. So the body is cut out of the text first, as the browser
 * would see it. Cutting can only remove text; what is left is sanitised like the rest.
 */
const noscriptBodies = /<noscript(?=[\s/>])[\s\S]*?(?:<\/noscript(?:[\s/][^>]*)?>|$)/gi;

const produced = new WeakSet<object>();

function remember(result: { html: string; headings: RichTextHeading[] }): SanitizedRichText {
  produced.add(result);
  return result as SanitizedRichText;
}

type Sanitized = { html: string; headings: RichTextHeading[]; asReadByPage: string };

const nothing: Sanitized = { html: '', headings: [], asReadByPage: '' };

/**
 * DOMPurify parses without a doctype, in quirks mode, where `<p><table>` puts the table inside
 * the paragraph; the page parses in standards mode, where the table closes the paragraph
 * first. This is the HTML as the page's parser will build it.
 */
function asReadByPage(root: Element, html: string): string {
  const page = root.ownerDocument.implementation.createHTMLDocument('');
  const container = page.createElement('div');
  container.innerHTML = html;
  return container.innerHTML;
}

function sanitizeOnce(html: string): Sanitized {
  const input = html.replace(noscriptBodies, '');
  // DOMPurify reads empty input as `<!-->`, which would come back as a kept comment.
  if (input === '') return nothing;
  // isomorphic-dompurify shares one DOMPurify instance with every other caller in the process,
  // and its clearWindow() replaces that instance and drops its hooks. So the hooks are added
  // for this call and removed right after: sanitize() is synchronous, so they run in no one
  // else's call and are never missing from ours.
  addHook('beforeSanitizeElements', keepTextBesideComments);
  addHook('uponSanitizeElement', escapeDisallowedElement);
  addHook('uponSanitizeAttribute', filterAttribute);
  let root: Node | null;
  try {
    root = sanitize(input, config);
  } finally {
    removeHook('beforeSanitizeElements', keepTextBesideComments);
    removeHook('uponSanitizeElement', escapeDisallowedElement);
    removeHook('uponSanitizeAttribute', filterAttribute);
  }
  // No body at all: a <frameset> before any text replaces it, and nothing is left to show.
  if (!root || !isElement(root)) return nothing;
  // The body itself too: escaped text straight in it can sit beside a comment as well.
  [root, ...elementsBelow(root)].forEach(dropCommentsBesideMarkupText);
  const headings = assignHeadingIds(root);
  decorate(root);
  const output = root.innerHTML;
  return { html: output, headings, asReadByPage: asReadByPage(root, output) };
}

/**
 * Safe HTML for an article body, with ids on its headings and the list of those headings.
 * The same input always gives the same output, and sanitising the output changes nothing.
 * When the page would build something else from it than the sanitiser did, what the page
 * builds is sanitised again: what reaches a visitor is always what was checked.
 */
export function sanitizeRichText(html: string): SanitizedRichText {
  const first = sanitizeOnce(html);
  const { html: output, headings } =
    first.asReadByPage === first.html ? first : sanitizeOnce(first.asReadByPage);
  return remember({ html: output, headings });
}

/**
 * `input` as safe HTML: raw HTML is sanitised; a result of `sanitizeRichText` is taken as it
 * is, unless it was built by hand (a cast can fake the type), in which case it is sanitised.
 */
export function toSanitizedRichText(input: string | SanitizedRichText): SanitizedRichText {
  if (typeof input !== 'string' && produced.has(input)) return input;
  return sanitizeRichText(typeof input === 'string' ? input : input.html);
}

/**
 * The text of the first paragraph, for places that show no markup (a meta description): read
 * from the same parse as the page, so entities, comments and removed elements count as there.
 */
export function firstParagraphText(html: string): string {
  const input = html.replace(noscriptBodies, '');
  if (input === '') return '';
  const root = sanitize(input, config);
  const paragraph = root && isElement(root) ? firstElementBelow(root, 'p') : null;
  return paragraph ? (nativeGet<string | null>(paragraph, 'textContent') ?? '') : '';
}
