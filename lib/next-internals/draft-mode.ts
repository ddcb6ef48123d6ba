// Next's draft mode, as far as the site handles its cookie itself (lib/preview/draft-cookie.ts).

/** The name of the cookie draftMode().enable() sets. */
export const draftCookieName = '__prerender_bypass';
