/**
 * Safety net: regenerate content pages at least hourly even if no webhook arrives. Next reads a
 * segment's `export const revalidate` without running the file, so it must be a number literal;
 * each route repeats this value and app/revalidate.test.ts holds them to it.
 */
export const revalidateSeconds = 3600;
