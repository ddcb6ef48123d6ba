// The kinds of value the settings take, each a zod schema over the variable's text whose
// message says what was expected (the start check prints it after the variable and its value).
import { z } from 'zod';

const expected = (what: string) => ({ error: `expected ${what}` });

export const text = z.string();

/** Comma-separated words, blanks dropped. */
export const words = z.string().transform((value) =>
  value
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean),
);

type CountOptions = { min?: number; max?: number; hint?: string };

/** A whole number of `unit`: positive unless `min` says otherwise. */
export function count(unit: string, { min = 1, max, hint }: CountOptions = {}) {
  const range =
    max !== undefined
      ? `a whole number of ${unit} from ${min} to ${max}`
      : min === 1
        ? `a positive whole number of ${unit}`
        : `a whole number of ${unit}`;
  return z
    .string()
    .refine(
      (value) =>
        /^\d{1,15}$/.test(value) && Number(value) >= min && Number(value) <= (max ?? Infinity),
      expected(hint ? `${range} (${hint})` : range),
    )
    .transform(Number);
}

const isPort = (value: string) => /^\d{1,5}$/.test(value) && +value >= 1 && +value <= 65_535;

export const port = z
  .string()
  .refine(isPort, expected('a port number from 1 to 65535'))
  .transform(Number);

/** Comma-separated ports, e.g. `3001,3002`. */
export const ports = z
  .string()
  .refine(
    (value) => value.split(',').every((part) => isPort(part.trim())),
    expected('comma-separated port numbers, e.g. 3001,3002'),
  )
  .transform((value) => value.split(',').map((part) => Number(part.trim())));

function parsedUrl(value: string, protocols: readonly string[]): URL | undefined {
  if (!URL.canParse(value)) return undefined;
  const url = new URL(value);
  return protocols.includes(url.protocol) && url.hostname !== '' ? url : undefined;
}

const web = ['http:', 'https:'] as const;

/** An http(s) URL, as written. */
export const httpUrl = (example: string) =>
  z
    .string()
    .refine(
      (value) => parsedUrl(value, web) !== undefined,
      expected(`an http(s) URL, e.g. ${example}`),
    );

/** The origin of an http(s) URL: what a Content-Security-Policy or an image pattern names. */
export const httpOrigin = (example: string) =>
  z
    .string()
    .refine(
      (value) => parsedUrl(value, web) !== undefined,
      expected(`an http(s) origin, e.g. ${example}`),
    )
    .transform((value) => new URL(value).origin);

export const redisUrl = z
  .string()
  .refine(
    (value) => parsedUrl(value, ['redis:', 'rediss:']) !== undefined,
    expected('a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379'),
  );

/** Yes or no, written 1 or 0. */
export const flag = z
  .enum(['0', '1'], expected('1 (yes) or 0 (no)'))
  .transform((value) => value === '1');

/** Text without spaces, e.g. a key prefix or a verification code. */
export const token = (example: string) =>
  z.string().regex(/^\S+$/, expected(`a value without spaces, e.g. ${example}`));
