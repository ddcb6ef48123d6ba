// The order Vitest starts test files in: its own (files that failed last, then the longest last
// time, else the largest), but the own-sites files known to take minutes first. Without a record
// of earlier runs, as on a fresh clone, the largest files went first and the longest could start
// last, leaving one of the two workers idle for minutes at the end.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The longest own-sites files, longest first: each starts a site and drives it for minutes. */
const longest = ['build-isolation', 'webhook-freshness', 'content-faults', 'search-flood'].map(
  (name) => `/integration/own-sites/${name}.test.ts`,
);

const rank = (spec: TestSpecification) => {
  const at = longest.findIndex((ending) => spec.moduleId.endsWith(ending));
  return at < 0 ? longest.length : at;
};

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array sort is stable: the other files keep Vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
