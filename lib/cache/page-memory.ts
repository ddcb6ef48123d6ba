// How much of the page cache each server process keeps in memory, in front of the build folder
// on disk (next.config.mjs `cacheMaxMemorySize`; Next's default is 50 MB). Next counts a page
// as its HTML's length in characters plus its RSC bytes, about 110 kB a page here: 20 MB holds
// the ~170 most recently served pages, more than the whole normal seed (about 14 MB).
//
// A smaller bound costs nothing measurable: with the large seed, 1,000 cached pages served in
// turn ran at the same rate (850–970 req/s, 16 connections) with every page in memory (a
// 300 MB bound) and with nearly every read going to disk (20 MB), since a miss reads the
// page's few files from the operating system's file cache. What it saves is the memory a
// server holds once many pages have been visited: at real size the 50 MB bound fills, and then
// takes more than 50 MB, since a Chinese page's HTML is stored at two bytes a character.
export const pageMemoryCacheBytes = 20 * 1024 * 1024;
