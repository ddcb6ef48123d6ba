// One environment variable: a zod schema that reads its text, the default it takes when unset,
// and what the start check and the documents say about it.
import { z } from 'zod';

/** process.env, or the settings a test passes instead. */
export type Env = Readonly<Record<string, string | undefined>>;

export type SettingInfo = {
  /** The value an unset or empty variable takes, written as .env.example writes it. */
  default?: string;
  /** Compiled into the build (pages, the security policy): a change takes a new build. */
  buildTime?: boolean;
  /** Never printed; taken exactly as given, since another system holds the same bytes. */
  secret?: boolean;
};

export type Setting<T> = SettingInfo & { readonly schema: z.ZodType<T> };

/** The typed values of a table of settings, by variable name. */
export type Values<Table> = {
  [Name in keyof Table]: Table[Name] extends Setting<infer T> ? T : never;
};

/** The text of a variable, or undefined when it is unset or blank. */
function givenText(raw: unknown, secret: boolean): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const text = secret ? raw : raw.trim();
  return text.trim() === '' ? undefined : text;
}

/**
 * A variable read by `value`. With a default, an unset variable reads the default's text
 * through the same schema, so the documented default is the one in force.
 */
export function setting<T>(
  value: z.ZodType<T, string>,
  info: SettingInfo & { default: string },
): Setting<T>;
export function setting<T>(value: z.ZodType<T, string>, info?: SettingInfo): Setting<T | undefined>;
export function setting<T>(
  value: z.ZodType<T, string>,
  info: SettingInfo = {},
): Setting<T | undefined> {
  const schema = z.preprocess(
    (raw) => givenText(raw, info.secret === true) ?? info.default,
    value.optional(),
  );
  return { ...info, schema };
}
