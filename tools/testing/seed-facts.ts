// What the seed (content-service/seed/) holds, or lacks, that the HTTP tests and the browser
// tests both look for: one list each, so the two runners test the same addresses.

/** Addresses the site answers with its 404 in both languages: no route, or no such item. */
export const missingPaths = [
  '/xyz',
  '/announcement/99999',
  '/download/windows/999',
  '/no/such/page',
  '/support/999',
  '/support/abc',
  '/support/1/99999',
  // An article that exists, under a heading it is not in.
  '/support/2/1001',
] as const;

/** The seed's drafts (content-service/seed/drafts/): what a preview shows and the site does not. */
export const seedDrafts = {
  announcement: { path: '/en/announcement/41', title: /MantiSoft 3\.9 public beta/ },
  help: {
    path: '/en/support/1/1003',
    draft: 'Updating to a new version and joining the beta',
    published: 'Updating to a new version',
  },
  release: { path: '/en/download/windows', note: 'installer has been re-signed' },
} as const;
