// Every use the site makes of Next's private modules (`next/dist/…`) and undocumented behaviour,
// in one folder, so that upgrading Next means reading one folder and running one test:
// ./contract.test.ts checks each of them against the installed Next and says which changed and
// where the site uses it. eslint refuses `next/dist` anywhere else.
//
// Import a concern's own file rather than this index: the cache's file loads Next's server
// modules, which only the unbundled cache handler may do, and the not-found test reaches pages.
export * from './cache-entries.ts';
export * from './cli.ts';
export * from './custom-routes.ts';
export * from './draft-mode.ts';
export * from './incremental-cache.ts';
export * from './not-found.ts';
export * from './start-server.ts';
