import { matchRemotePattern } from 'next/dist/shared/lib/match-remote-pattern.js';
import { describe, expect, it } from 'vitest';
import { startImages } from './standalone.ts';

// A build made while the site read one content service, started against another: the pictures
// of the one it reads now are resized, those of the one it was built with are not.
describe('startImages', () => {
  const built = {
    deviceSizes: [640, 1080],
    remotePatterns: [
      {
        protocol: 'http' as const,
        hostname: '127.0.0.1',
        port: '4000',
        pathname: '/**',
        search: '',
      },
    ],
    dangerouslyAllowLocalIP: true,
  };
  const images = startImages(built, { CONTENT_API_BASE: 'https://content.example.com/api' });

  it('allows the content service the server starts with, and no longer the built one', () => {
    const patterns = images.remotePatterns ?? [];
    const allowed = (url: string) =>
      patterns.some(
        (pattern) => !(pattern instanceof URL) && matchRemotePattern(pattern, new URL(url)),
      );
    expect(allowed('https://content.example.com/files/images/a.jpg')).toBe(true);
    expect(allowed('http://127.0.0.1:4000/files/images/a.jpg')).toBe(false);
    expect(images.dangerouslyAllowLocalIP).toBe(false);
  });

  it('keeps what the build resolved and the server cannot change', () => {
    expect(images.deviceSizes).toEqual([640, 1080]);
  });

  it('gives patterns in the plain form Next would have made of them', () => {
    expect(images.remotePatterns).toEqual([
      { protocol: 'https', hostname: 'content.example.com', port: '', pathname: '/**', search: '' },
    ]);
  });
});
