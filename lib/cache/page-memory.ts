// How much of the page cache each server process keeps in memory, in front of the build folder
// on disk (next.config.mjs `cacheMaxMemorySize`; Next's default is 50 MB). Next counts a page
// as its HTML's length in characters plus its RSC bytes, about 110 kB a page here: 10 MB holds
// the ~90 most recently served pages (the home pages, the lists and the newest announcements
// that most visits ask for); the whole normal seed is about 14 MB.
//
// A smaller bound costs nothing measurable, since a miss reads the page's few files from the
// operating system's file cache: with the large seed, 1,000 cached pages served in turn ran at
// the same rate (850–970 req/s, 16 connections) with every page in memory (a 300 MB bound) and
// with nearly every read going to disk (20 MB); the normal seed's 314 pages, read in turn, ran
// at the same rate with 10 MB (every read a miss) as with 20 MB (every read a hit). What it
// saves is the memory a server holds once many pages have been visited: at real size the bound
// fills, and then takes more than the bound, since a Chinese page's HTML is stored at two bytes
// a character. At 10 MB the normal seed's pages no longer all fit either, so a server holds as
// much of them whatever the content's size: after 10,000 requests the large seed's server held
// 104 MB against the normal seed's 88 (npm run bench:growth), where at 20 MB it held 121 and 95.
// With REDIS_URL each instance's own copies of the shared entries are bounded for the same reason
// (./cache-handler.ts).
export const pageMemoryCacheBytes = 10 * 1024 * 1024;
