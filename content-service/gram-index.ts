// An inverted index of one- and two-character grams, for substring search. Search matches a
// word anywhere inside the text (激光 inside 激光切割机), which a word index cannot answer; but a
// text that contains a word contains each of the word's two-character grams, so intersecting
// their postings gives a small superset of the matches, which the caller then checks exactly.
export type GramIndex = Map<string, number[]>;

function gramsOfTerm(term: string): string[] {
  if (term.length <= 1) return [term];
  const grams = new Set<string>();
  for (let at = 0; at + 2 <= term.length; at += 1) grams.add(term.slice(at, at + 2));
  return [...grams];
}

/** Postings of every gram of each text; a text's number is its position in `texts`. */
export function buildGramIndex(texts: readonly string[]): GramIndex {
  const index: GramIndex = new Map();
  const add = (gram: string, doc: number) => {
    const postings = index.get(gram);
    // Texts are added in order, so each list stays sorted and free of repeats.
    if (!postings) index.set(gram, [doc]);
    else if (postings[postings.length - 1] !== doc) postings.push(doc);
  };
  texts.forEach((text, doc) => {
    for (let at = 0; at < text.length; at += 1) {
      add(text.charAt(at), doc);
      if (at + 1 < text.length) add(text.slice(at, at + 2), doc);
    }
  });
  return index;
}

function intersect(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    const [x = 0, y = 0] = [a[i], b[j]];
    if (x === y) {
      out.push(x);
      i += 1;
      j += 1;
    } else if (x < y) i += 1;
    else j += 1;
  }
  return out;
}

/** Texts that may contain every term (sorted): each one that does is among them. */
export function candidatesOf(index: GramIndex, terms: readonly string[]): number[] {
  const lists = terms
    .flatMap(gramsOfTerm)
    .map((gram) => index.get(gram) ?? [])
    .sort((a, b) => a.length - b.length);
  const [first, ...rest] = lists;
  if (!first) return [];
  return rest.reduce((kept, list) => (kept.length === 0 ? kept : intersect(kept, list)), first);
}
