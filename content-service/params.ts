// Query parameter parsing for the content API. Anything malformed is an HttpError(400) whose
// message names the parameter, so a caller learns exactly what to fix.

export class HttpError extends Error {
  readonly status: 400 | 401 | 404 | 405;
  constructor(status: 400 | 401 | 404 | 405, message: string) {
    super(message);
    this.status = status;
  }
}

export class Query {
  readonly #params: URLSearchParams;
  constructor(params: URLSearchParams) {
    this.#params = params;
  }

  /** The raw value, refusing a parameter given twice. */
  raw(name: string): string | undefined {
    const values = this.#params.getAll(name);
    if (values.length > 1) throw new HttpError(400, `${name} is given ${values.length} times`);
    return values[0];
  }

  lang(): 'zh' | 'en' {
    const value = this.raw('lang');
    if (value === '0') return 'zh';
    if (value === '1') return 'en';
    throw new HttpError(
      400,
      value === undefined ? 'lang is required (0 or 1)' : 'lang must be 0 or 1',
    );
  }

  int(name: string, rule: { min: number; max?: number; fallback?: number }): number {
    const value = this.raw(name);
    if (value === undefined || value === '') {
      if (rule.fallback !== undefined) return rule.fallback;
      throw new HttpError(400, `${name} is required`);
    }
    const number = /^\d{1,9}$/.test(value) ? Number(value) : NaN;
    const max = rule.max ?? 999_999_999;
    if (!(number >= rule.min && number <= max)) {
      throw new HttpError(400, `${name} must be a whole number from ${rule.min} to ${max}`);
    }
    return number;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[]): T | undefined {
    const value = this.raw(name);
    if (value === undefined || value === '') return undefined;
    const match = allowed.find((candidate) => candidate === value);
    if (!match) throw new HttpError(400, `${name} must be one of ${allowed.join(', ')}`);
    return match;
  }

  text(name: string, rule: { max: number }): string {
    const value = this.raw(name)?.trim();
    if (!value) throw new HttpError(400, `${name} is required`);
    if ([...value].length > rule.max)
      throw new HttpError(400, `${name} is longer than ${rule.max} characters`);
    return value;
  }

  page(): { page: number; pageSize: number } {
    return {
      page: this.int('page', { min: 1, fallback: 1 }),
      pageSize: this.int('pageSize', { min: 1, max: 50, fallback: 10 }),
    };
  }
}
