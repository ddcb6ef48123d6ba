// The shapes the help pages render, as the content reads return them.
import type { getHelpArticle, getHelpSubs } from '#lib/content/index.ts';

/** A top-level heading with its sections and their articles. */
export type HelpTopic = Awaited<ReturnType<typeof getHelpSubs>>;
export type HelpArticle = Awaited<ReturnType<typeof getHelpArticle>>;
