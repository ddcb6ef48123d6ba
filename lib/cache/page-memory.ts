// How much of the page cache each server process keeps in memory, in front of the build folder
// on disk (next.config.mjs `cacheMaxMemorySize`; Next's default is 50 MB). Next counts a page
// as its HTML's length in characters plus its RSC bytes, about 110 kB a page here: 10 MB holds
// the ~90 most recently served pages (the home pages, the lists and the newest announcements
// that most visits ask for).
//
// A small bound costs little, since a miss reads the page's few files from the operating
// system's file cache. What it saves is the memory a server holds once many pages have been
// visited: at real size a larger bound fills, and then takes more than it counts, since a
// Chinese page's HTML is stored at two bytes a character. 10 MB is less than even the normal
// seed's pages, so a server holds as much whatever the content's size (docs/performance.md,
// "Decision: a 10 MB page memory cache"). With REDIS_URL each instance's own copies of the
// shared entries are bounded for the same reason (./cache-handler.ts).
export const pageMemoryCacheBytes = 10 * 1024 * 1024;
