// What the property tests feed the site's routes, and what every answer to it must look like:
// a 2xx, 3xx or 4xx that says in words what was wrong, never a 5xx, never a stack trace. Used by
// the unit tests only.
import fc from 'fast-check';
import { expect } from 'vitest';

/** Runs per property: enough to find a crash, few enough to keep the suite quick. */
export const runs = { numRuns: 200 };

/** Strings people (and scanners) send on purpose. */
const nasty = [
  '',
  ' ',
  '\u0000',
  '%',
  '%00',
  '%zz',
  '%E0%A4%A',
  '../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '${7*7}',
  '{{constructor.constructor("return process")()}}',
  '__proto__',
  'constructor',
  'toString',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '9'.repeat(400),
  'a'.repeat(5000),
  '\ud800',
  '\udfff\ud800',
  '🦗'.repeat(60),
  'null',
  'undefined',
  '[]',
  '{}',
];

/** Any text: nasty strings, arbitrary Unicode (lone surrogates too) and plain ASCII. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...nasty),
  fc.string({ unit: 'binary', maxLength: 120 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)) }),
  fc.string({ maxLength: 40 }),
);

/** Text a header may carry over HTTP (Latin-1 without controls): the rest never arrives. */
export const headerText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', 'a', '1.2.3.4', '::1', 'null', '<x>', 'x'.repeat(2000), '"', '%00'),
  fc.string({
    unit: fc
      .integer({ min: 0x20, max: 0xff })
      .filter((code) => code !== 0x7f)
      .map((code) => String.fromCharCode(code)),
    maxLength: 200,
  }),
);

/** A request body: JSON of any shape, JSON-looking junk, or any text. */
export const hostileBody: fc.Arbitrary<string> = fc.oneof(
  fc.json({ maxDepth: 4 }),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify({ prompt: value, taskId: value })),
  // The drawing bodies' own fields with any text in them: these get past the shape checks.
  fc
    .record(
      { prompt: hostileText, modelStyleId: fc.integer(), taskId: hostileText },
      { requiredKeys: [] },
    )
    .map((fields) => JSON.stringify(fields)),
  fc.constantFrom('{', '{"a":', '[1,2', '\u0000', '{"__proto__":{"x":1}}', 'x'.repeat(70_000)),
  hostileText,
);

// A line of a V8 stack ("    at handler (/srv/app/route.ts:12:5)"), also inside a JSON string.
const stackLine = /(?:\n|\\n)\s+at .*[(\s][^()\s]*:\d+:\d+\)?/;

function parsed(text: string): { error?: unknown; msg?: unknown } {
  try {
    return JSON.parse(text) as { error?: unknown; msg?: unknown };
  } catch {
    return {};
  }
}

/**
 * An answer a visitor may see: not a server error, no stack trace, and an error status with a
 * message in its JSON body (`error`, or `msg` in the drawing service's envelope).
 */
export async function expectHonestAnswer(response: Response, what: string): Promise<void> {
  const text = await response.text();
  expect(response.status, `${what}: ${text.slice(0, 300)}`).toBeLessThan(500);
  expect(response.status, what).toBeGreaterThanOrEqual(200);
  expect(text, what).not.toMatch(stackLine);
  if (response.status >= 400) {
    const body = parsed(text);
    const message = body.error ?? body.msg;
    expect(
      typeof message === 'string' && message.length > 0,
      `${what}: ${response.status} ${text}`,
    ).toBe(true);
  }
}
