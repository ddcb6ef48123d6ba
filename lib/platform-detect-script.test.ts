import { describe, expect, it } from 'vitest';
import { detectPlatform, scopeMarks } from './platform-detect.ts';
import { platformDetectScript } from './platform-detect-script.ts';

const agents = {
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  linuxArm: 'Mozilla/5.0 (X11; Linux aarch64; rv:133.0) Gecko/20100101 Firefox/133.0',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
};

type FakeNavigator = { userAgent: string; maxTouchPoints: number; userAgentData?: object };

/**
 * Runs the script as a browser would run it inline, with nothing in scope but `document` and
 * `navigator`: a function the script needs and does not carry would throw here.
 */
function runInline(navigator: FakeNavigator, parent: object | null = {}) {
  const set: Record<string, string> = {};
  const scope = parent && { setAttribute: (name: string, value: string) => (set[name] = value) };
  const document = { currentScript: { parentElement: scope } };
  new Function('document', 'navigator', platformDetectScript)(document, navigator);
  return set;
}

describe('the inline script of the download list', () => {
  it('marks the list as the browser code would, from the user agent alone', () => {
    for (const userAgent of Object.values(agents)) {
      const marks = runInline({ userAgent, maxTouchPoints: 0 });
      const expected = scopeMarks(detectPlatform(userAgent, { maxTouchPoints: 0 }));
      expect(marks).toEqual(expected);
    }
    expect(runInline({ userAgent: agents.android, maxTouchPoints: 5 })).toEqual({
      'data-platform': 'android',
      'data-arch': 'unknown',
    });
    expect(runInline({ userAgent: agents.iphone, maxTouchPoints: 5 })).toEqual({
      'data-unsupported': 'ios',
    });
  });

  it('reads the low-entropy client hint, and the touch screen that unmasks an iPad', () => {
    const windows = { userAgentData: { platform: 'Windows' } };
    expect(runInline({ userAgent: agents.windows, maxTouchPoints: 0, ...windows })).toEqual({
      'data-platform': 'windows',
      'data-arch': 'x86',
    });
    expect(runInline({ userAgent: agents.mac, maxTouchPoints: 5 })).toEqual({
      'data-unsupported': 'ios',
    });
  });

  it('does nothing where it has no list around it', () => {
    expect(runInline({ userAgent: agents.windows, maxTouchPoints: 0 }, null)).toEqual({});
  });
});
