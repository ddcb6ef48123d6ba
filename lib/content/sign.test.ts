import { describe, expect, it } from 'vitest';
import { signingString, signParams, signUrl } from './sign.ts';

// Expected digests computed outside the code under test, e.g.
//   printf '%s' 'id=12&lang=0&timestamp=1763800000s3cret' | md5sum
describe('signParams', () => {
  it('sorts by name, joins name=value with &, appends the secret', () => {
    const params = { timestamp: 1763800000, lang: 0, id: 12 };
    expect(signingString(params, 's3cret')).toBe('id=12&lang=0&timestamp=1763800000s3cret');
    expect(signParams(params, 's3cret')).toBe('cfa74a7efd0a5f8299fbcccbf232354b');
  });

  it('hashes UTF-8 values as they are, unencoded', () => {
    expect(signParams({ b: 'x', a: '激光' }, 'k')).toBe('1a10e3585265a1c2552e60a161338596');
    expect(signParams({ page: 2, keyword: 'laser cutting', lang: 1 }, 'mantisoft')).toBe(
      '2a9909baed04ee9080f463365ba5a4bb',
    );
  });

  it('leaves out sign itself and parameters without a value', () => {
    expect(signParams({ sign: 'old', skip: undefined, none: null }, 'abc')).toBe(
      '900150983cd24fb0d6963f7d28e17f72',
    );
  });
});

describe('signUrl', () => {
  it('adds the timestamp in seconds and the signature over every other parameter', () => {
    const url = new URL('http://api.test/api/announcement/getAnno?lang=0&id=12&sign=stale');
    const signed = signUrl(url, 's3cret', new Date(1763800000_500));
    expect(signed.searchParams.get('timestamp')).toBe('1763800000');
    expect(signed.searchParams.get('sign')).toBe('cfa74a7efd0a5f8299fbcccbf232354b');
    expect(signed.searchParams.getAll('sign')).toHaveLength(1);
  });
});
