// Numbers read from the environment: an empty, unreadable, zero or negative value counts as
// unset, so that a typo falls back to the default instead of a zero time limit or rate.

/** The value as a positive number (a whole one for `'integer'`), or undefined. */
export function parsePositive(
  value: string | undefined,
  kind: 'integer' | 'number' = 'number',
): number | undefined {
  if (!value) return undefined;
  const number = Number(value);
  const valid = kind === 'integer' ? Number.isInteger(number) : Number.isFinite(number);
  return valid && number > 0 ? number : undefined;
}
