// The sanitiser's documents are searched by tag name, never with a selector. In jsdom 30, the
// first selector call on a document (querySelector, querySelectorAll, matches, closest) gives
// it a selector engine that adds nine listeners to the document's window and never removes them
// (jsdom/jsdom#4101 made the engine lazy, not releasable). isomorphic-dompurify parses every
// text into a new document of one shared window, so each selector call would keep that document
// alive for good and lengthen the window's listener list, which every new listener is checked
// against: every render would be slower than the last (docs/performance.md, “Decision: the
// sanitiser finds elements by tag name”).

/** Every element below `root`, in document order; with `names`, only those with such a tag. */
export function elementsBelow(root: Element, ...names: string[]): Element[] {
  const all = Array.from(root.getElementsByTagName('*'));
  return names.length === 0 ? all : all.filter((element) => names.includes(element.localName));
}

/** The first element below `root` with the tag `name`, or null. */
export function firstElementBelow(root: Element, name: string): Element | null {
  return root.getElementsByTagName(name).item(0);
}
