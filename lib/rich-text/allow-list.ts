// What article HTML from the content service may contain (docs/architecture.md, rule 7).
// Everything is an allow-list: an element or attribute not named here never reaches a visitor's
// browser.

/** Attributes any allowed element may carry. */
const globalAttributes = ['title', 'lang', 'dir'];

const citing = ['cite'];
const cells = ['colspan', 'rowspan', 'headers'];

/**
 * Allowed elements and the attributes each may carry besides the global ones. No `id` (heading
 * ids are generated), no `style`, no `data-*`, no event handlers. `class` only on code and pre,
 * and only `language-*` tokens (see `keepLanguageClasses`). No picture/source: `srcset` holds
 * several URLs in one value, which the URL check below could not vouch for.
 */
const attributesByTag: Readonly<Record<string, readonly string[]>> = {
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  p: [],
  br: [],
  hr: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  del: [...citing, 'datetime'],
  ins: [...citing, 'datetime'],
  mark: [],
  small: [],
  sub: [],
  sup: [],
  abbr: [],
  blockquote: citing,
  q: citing,
  cite: [],
  ul: [],
  ol: ['start', 'reversed', 'type'],
  li: [],
  dl: [],
  dt: [],
  dd: [],
  table: [],
  caption: [],
  colgroup: ['span'],
  col: ['span'],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: [...cells, 'scope'],
  td: cells,
  figure: [],
  figcaption: [],
  img: ['src', 'alt', 'width', 'height'],
  a: ['href', 'target'],
  code: ['class'],
  pre: ['class'],
  kbd: [],
  samp: [],
  span: [],
  div: [],
  details: ['open'],
  summary: [],
  time: ['datetime'],
};

export const allowedTags: readonly string[] = Object.keys(attributesByTag);

export const allowedAttributes: readonly string[] = [
  ...new Set([...globalAttributes, ...Object.values(attributesByTag).flat()]),
];

export function isAllowedAttribute(tag: string, attribute: string): boolean {
  const own = attributesByTag[tag];
  return own !== undefined && (globalAttributes.includes(attribute) || own.includes(attribute));
}

/** Attributes whose value is a URL; `urls.ts` decides which schemes each accepts. */
export const urlAttributes: ReadonlySet<string> = new Set(['href', 'src', 'cite']);

const integer = /^\d{1,5}$/;

/** The shape an attribute's value must have; attributes not listed take any text. */
export const attributeValuePatterns: Readonly<Record<string, RegExp>> = {
  width: integer,
  height: integer,
  colspan: integer,
  rowspan: integer,
  span: integer,
  start: /^-?\d{1,5}$/,
  type: /^[1aAiI]$/,
  scope: /^(?:row|col|rowgroup|colgroup)$/i,
  dir: /^(?:ltr|rtl|auto)$/i,
  lang: /^[a-z]{2,8}(?:-[a-z\d]{1,8})*$/i,
  // Only `_blank`: a named target could address another window of the site.
  target: /^_blank$/i,
  datetime: /^[\dA-Za-z:.+\- ]{1,40}$/,
  headers: /^[\p{L}\p{N}_\- ]{1,200}$/u,
};

const languageClass = /^(?:language|lang)-[a-z\d+#_-]{1,32}$/i;

/** The `language-*` tokens of a class attribute (for code highlighting); '' when none. */
export function keepLanguageClasses(value: string): string {
  return value
    .split(/\s+/)
    .filter((token) => languageClass.test(token))
    .join(' ');
}

/**
 * Disallowed elements dropped together with everything inside them, where every other
 * disallowed element is shown as escaped text. Their bodies are never prose a reader sees:
 * program code (script), the no-script fallback (noscript; the spec removes both), style
 * sheets, inert templates, embedded documents and plug-ins, the raw-text legacy elements whose
 * bodies the parser does not even read as HTML, and foreign SVG/MathML trees, the usual home of
 * namespace-confusion mXSS. Escaping them would print code at readers.
 */
export const removedWithContent: readonly string[] = [
  'script',
  'noscript',
  'style',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noembed',
  'noframes',
  'xmp',
  'svg',
  'math',
];

/** Elements in which the parser moves stray text elsewhere, so no escaped text goes there. */
export const tableStructure: ReadonlySet<string> = new Set([
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'colgroup',
]);
