// The DOMPurify hooks of the rich-text sanitiser. Each is a pure function of the node it is
// given: no state survives a call.
import type {
  NodeHook,
  UponSanitizeAttributeHook,
  UponSanitizeElementHook,
} from 'isomorphic-dompurify';
import {
  attributeValuePatterns,
  isAllowedAttribute,
  keepLanguageClasses,
  removedWithContent,
  tableStructure,
  urlAttributes,
} from './allow-list.ts';
import { isElement, nativeCall, nativeGet } from './native-dom.ts';
import { isAllowedUrl } from './urls.ts';

/** The element's start and end tags as a parser would write them (no end tag for `<input>`). */
function tagsAsText(element: Element): { start: string; end: string } {
  const shell = nativeCall<Node>(element, 'cloneNode', false);
  const outer = isElement(shell) ? shell.outerHTML : '';
  const end = `</${shell.nodeName.toLowerCase()}>`;
  return outer.endsWith(end)
    ? { start: outer.slice(0, -end.length), end }
    : { start: outer, end: '' };
}

/**
 * Shows a disallowed element as its escaped tags around its own (still sanitised) content, the
 * way the previous site did: `<marquee><b>hi</b></marquee>` keeps a bold "hi" between the
 * literal texts `<marquee>` and `</marquee>`. The tags become text nodes, so they are escaped
 * on serialisation and never parsed as markup again.
 *
 * The element is detached here, which tells DOMPurify to stop processing it. The children move
 * after it and the start tag before it: a NodeIterator whose current node is removed steps back
 * to the node before, so the walk goes on with the moved children and sanitises them too.
 * The disallowed element may be a form or sit in a document whose named properties shadow DOM
 * members, so it and the document are only touched through `native-dom.ts`.
 */
export const escapeDisallowedElement: UponSanitizeElementHook = (node, event) => {
  const { tagName, allowedTags } = event;
  // The walk starts at the parsed document's body (the parser never makes a second one).
  if (tagName === 'body' || !isElement(node)) return;
  if (allowedTags[tagName] || removedWithContent.includes(tagName)) return;
  const parent = nativeGet<ParentNode | null>(node, 'parentNode');
  if (!parent) return;
  // The parser only leaves empty forms and hidden inputs there, and text would be moved out
  // of the table on the next parse: drop the element instead.
  if (tableStructure.has(nativeGet<string>(parent, 'nodeName').toLowerCase())) {
    nativeCall(parent, 'removeChild', node);
    return;
  }
  const document = nativeGet<Document>(node, 'ownerDocument');
  const text = (data: string) => nativeCall<Text>(document, 'createTextNode', data);
  const { start, end } = tagsAsText(node);
  const after = nativeGet<ChildNode | null>(node, 'nextSibling');
  nativeCall(parent, 'insertBefore', text(start), node);
  for (
    let child = nativeGet<ChildNode | null>(node, 'firstChild');
    child;
    child = nativeGet<ChildNode | null>(node, 'firstChild')
  ) {
    nativeCall(parent, 'insertBefore', child, after);
  }
  if (end) nativeCall(parent, 'insertBefore', text(end), after);
  nativeCall(parent, 'removeChild', node);
};

const commentNode = 8;
// The probe DOMPurify's SAFE_FOR_XML check applies to elements without child elements.
const markupProbe = /<[/\w!]/;

/**
 * DOMPurify drops, with everything in it, an element without child elements whose text looks
 * like markup and whose HTML does too (its guard against raw-text mXSS). Text in the allowed
 * elements is escaped, so only a comment can make their HTML look like markup, and
 * `<p><!-- note -->Use &lt;br&gt;</p>` would lose the whole paragraph. The comment goes
 * instead: it is invisible anyway. Runs before DOMPurify looks at an element, and again on the
 * result, where escaping may have turned an element child into text.
 */
export function dropCommentsBesideMarkupText(element: Element): void {
  if (nativeGet<Element | null>(element, 'firstElementChild')) return;
  if (!markupProbe.test(nativeGet<string>(element, 'textContent'))) return;
  for (const child of Array.from(nativeGet<NodeListOf<ChildNode>>(element, 'childNodes'))) {
    if (child.nodeType === commentNode) nativeCall(element, 'removeChild', child);
  }
}

export const keepTextBesideComments: NodeHook = (node) => {
  if (isElement(node)) dropCommentsBesideMarkupText(node);
};

/**
 * Keeps an attribute only where the allow-list puts it on this element and with a value of the
 * expected shape; URLs must use a scheme allowed for that attribute. DOMPurify's own checks
 * (its URI pattern, `data-*`, mXSS probes) still run after this.
 */
export const filterAttribute: UponSanitizeAttributeHook = (element, event) => {
  const tag = element.localName;
  const name = event.attrName;
  const value = event.attrValue;
  if (!isAllowedAttribute(tag, name)) {
    event.keepAttr = false;
  } else if (urlAttributes.has(name)) {
    event.keepAttr = isAllowedUrl(tag, name, value);
  } else if (name === 'class') {
    event.attrValue = keepLanguageClasses(value);
    event.keepAttr = event.attrValue !== '';
  } else {
    event.keepAttr = attributeValuePatterns[name]?.test(value) ?? true;
  }
};
