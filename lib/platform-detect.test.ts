import { describe, expect, it } from 'vitest';
import { detectPlatform, laterMarks, scopeMarks } from './platform-detect.ts';

const ua = {
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  windowsArmEdge:
    'Mozilla/5.0 (Windows NT 10.0; ARM64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  linuxFirefox: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  linuxArm: 'Mozilla/5.0 (X11; Linux aarch64; rv:133.0) Gecko/20100101 Firefox/133.0',
  // Chromium sends an x64 string on every Linux, ARM included.
  linuxChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  ipadOld:
    'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
};

describe('detectPlatform', () => {
  it('offers 64-bit Windows to Windows x64', () => {
    expect(detectPlatform(ua.windowsChrome)).toEqual({ platform: 'windows', arch: 'x86' });
    expect(detectPlatform(ua.windowsChrome, { platform: 'Windows', architecture: 'x86' })).toEqual({
      platform: 'windows',
      arch: 'x86',
    });
  });

  it('flags Windows on ARM, from the hints even when the string says x64', () => {
    const unsupported = { platform: 'windows', arch: 'arm', unsupported: 'windows-arm' };
    expect(detectPlatform(ua.windowsChrome, { platform: 'Windows', architecture: 'arm' })).toEqual(
      unsupported,
    );
    expect(detectPlatform(ua.windowsArmEdge)).toEqual(unsupported);
  });

  it('cannot tell the chip of a Mac from Safari', () => {
    expect(detectPlatform(ua.macSafari)).toEqual({ platform: 'macos', arch: 'unknown' });
  });

  it('tells Apple silicon from Intel with Chrome hints', () => {
    expect(detectPlatform(ua.macChrome, { platform: 'macOS', architecture: 'arm' })).toEqual({
      platform: 'macos',
      arch: 'arm',
    });
    expect(detectPlatform(ua.macChrome, { platform: 'macOS', architecture: 'x86' })).toEqual({
      platform: 'macos',
      arch: 'x86',
    });
  });

  it('recognises Linux, and flags ARM Linux for which there is no package', () => {
    expect(detectPlatform(ua.linuxFirefox)).toEqual({ platform: 'linux', arch: 'x86' });
    expect(detectPlatform(ua.linuxArm)).toEqual({
      platform: 'linux',
      arch: 'arm',
      unsupported: 'linux-arm',
    });
  });

  it('recognises Android before the Linux in its string', () => {
    expect(detectPlatform(ua.android).platform).toBe('android');
    expect(detectPlatform(ua.android).unsupported).toBeUndefined();
  });

  it('flags iPhone and iPad, including an iPad that claims to be a Mac', () => {
    expect(detectPlatform(ua.iphone)).toMatchObject({ platform: 'ios', unsupported: 'ios' });
    expect(detectPlatform(ua.ipadOld)).toMatchObject({ platform: 'ios', unsupported: 'ios' });
    expect(detectPlatform(ua.macSafari, { maxTouchPoints: 5 })).toMatchObject({
      platform: 'ios',
      unsupported: 'ios',
    });
  });

  it('ignores an empty hint and falls back to the string', () => {
    expect(detectPlatform(ua.android, { platform: '', architecture: '' }).platform).toBe('android');
  });

  it('gives up on anything else', () => {
    expect(detectPlatform('curl/8.5.0')).toEqual({ platform: 'unknown', arch: 'unknown' });
    expect(detectPlatform('')).toEqual({ platform: 'unknown', arch: 'unknown' });
  });
});

describe('laterMarks', () => {
  const windows = detectPlatform(ua.windowsChrome, { platform: 'Windows' });

  it("follows a Mac's chip, which changes a colour only", () => {
    const first = detectPlatform(ua.macChrome, { platform: 'macOS' });
    const final = detectPlatform(ua.macChrome, { platform: 'macOS', architecture: 'arm' });
    expect(laterMarks(first, final)).toEqual({ 'data-platform': 'macos', 'data-arch': 'arm' });
  });

  it('keeps the card painted first and lays the note over the page for a late ARM', () => {
    const final = detectPlatform(ua.windowsChrome, { platform: 'Windows', architecture: 'arm' });
    expect(laterMarks(windows, final)).toEqual({
      'data-platform': 'windows',
      'data-arch': 'x86',
      'data-late-note': 'windows-arm',
    });
    const linux = detectPlatform(ua.linuxChrome, { platform: 'Linux' });
    const linuxArm = detectPlatform(ua.linuxChrome, { platform: 'Linux', architecture: 'arm' });
    expect(laterMarks(linux, linuxArm)['data-late-note']).toBe('linux-arm');
    expect(laterMarks(linux, linuxArm)['data-platform']).toBe('linux');
  });

  it('never moves what the first paint placed', () => {
    const iphone = detectPlatform(ua.iphone);
    expect(laterMarks(iphone, windows)).toEqual(scopeMarks(iphone));
    const android = detectPlatform(ua.android, { platform: 'Android' });
    expect(laterMarks(windows, android)).toEqual(scopeMarks(windows));
  });
});
