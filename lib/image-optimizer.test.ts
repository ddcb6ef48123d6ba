import { describe, expect, it } from 'vitest';
import { checkProductionConfig } from './config/check.ts';
import { imageOptimizerConfig, isPrivateHost } from './image-optimizer.ts';

describe('imageOptimizerConfig', () => {
  it('optimises pictures of the public content origin only, never from a private address', () => {
    const config = imageOptimizerConfig({
      CONTENT_API_BASE: 'http://10.0.0.5:8080/api',
      CONTENT_PUBLIC_ORIGIN: 'https://img.example.com',
    });
    expect(config.remotePatterns.map(String)).toEqual(['https://img.example.com/**']);
    expect(config.dangerouslyAllowLocalIP).toBe(false);
  });

  it('reaches the embedded service on loopback under both of its names', () => {
    const config = imageOptimizerConfig({ CONTENT_API_BASE: 'http://127.0.0.1:4567' });
    expect(config.remotePatterns.map(String)).toEqual([
      'http://localhost:4567/**',
      'http://127.0.0.1:4567/**',
    ]);
    expect(config.dangerouslyAllowLocalIP).toBe(true);
  });
});

describe("the optimiser's disk cache", () => {
  const mb = 1024 * 1024;
  it('takes 1 GB unless told, whatever the free disk', () => {
    expect(imageOptimizerConfig({}).maximumDiskCacheSize).toBe(1024 * mb);
  });

  it('takes the MB that IMAGE_CACHE_MAX_MB names, none with 0, the default for a typo', () => {
    const size = (setting: string) =>
      imageOptimizerConfig({ IMAGE_CACHE_MAX_MB: setting }).maximumDiskCacheSize;
    expect(size(' 200 ')).toBe(200 * mb);
    expect(size('0')).toBe(0);
    expect(size('')).toBe(1024 * mb);
    for (const typo of ['1e3', '-5', '2GB', '1.5']) {
      expect(size(typo)).toBe(1024 * mb);
      // npm start refuses it, so only a server started some other way runs on the default.
      expect(checkProductionConfig({ IMAGE_CACHE_MAX_MB: typo }).errors).toEqual([
        `IMAGE_CACHE_MAX_MB=${typo}: expected a whole number of MB (0: no disk cache)`,
      ]);
    }
  });
});

describe('isPrivateHost', () => {
  it.each([
    'localhost',
    '127.0.0.1',
    '10.1.2.3',
    '192.168.0.9',
    '172.20.1.1',
    '[::1]',
    '[fd00::1]',
  ])('%s is private', (host) => expect(isPrivateHost(host)).toBe(true));
  it.each(['example.com', '172.32.0.1', '8.8.8.8', '11.0.0.1', '[2001:db8::1]'])(
    '%s is public',
    (host) => expect(isPrivateHost(host)).toBe(false),
  );
});
