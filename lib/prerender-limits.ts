// How much of the content `npm run build` prerenders: what visitors reach first. Everything
// else (older announcements, deep list pages, the long tail of the help centre) renders on its
// first visit and is then cached like a prerendered page (dynamicParams stays true; ISR). With
// the normal seed every page is within these numbers, so the whole site is prerendered; at real
// size the build's work stays about the same instead of growing with the content.
export const prerenderLimits = {
  /** The first announcements of the list (pinned, then newest) per locale. */
  announcements: 40,
  /** The first pages, page 1 included, of the whole list and of each category's list. */
  listPages: 5,
  /** The first articles of each help heading in its tree's order; every heading is prerendered. */
  helpArticlesPerHeading: 15,
} as const satisfies Record<string, number>;

export type PrerenderLimits = { readonly [K in keyof typeof prerenderLimits]: number };
