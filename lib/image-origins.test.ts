import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { imageOrigins } from './image-origins.ts';

function imgSrc(env: Record<string, string>): string[] {
  const directive = contentSecurityPolicy(env)
    .split('; ')
    .find((part) => part.startsWith('img-src '));
  return directive?.split(' ').slice(1) ?? [];
}

describe('the policy’s image origins', () => {
  it('allow the content service the site reads when no public origin is set', () => {
    const sources = imgSrc({ CONTENT_API_BASE: 'https://content.example.com/api/v1' });
    expect(sources).toContain('https://content.example.com');
    expect(sources).not.toContain('http://localhost:4010');
  });

  it('allow a loopback service under both of its names', () => {
    const sources = imgSrc({ CONTENT_API_BASE: 'http://127.0.0.1:4567' });
    expect(sources).toEqual(
      expect.arrayContaining(['http://127.0.0.1:4567', 'http://localhost:4567']),
    );
  });

  it('prefer CONTENT_PUBLIC_ORIGIN (a CDN in front of the service) over the service itself', () => {
    const sources = imgSrc({
      CONTENT_API_BASE: 'http://10.0.0.5:8080',
      CONTENT_PUBLIC_ORIGIN: 'https://img.example.com',
    });
    expect(sources).toContain('https://img.example.com');
    expect(sources).not.toContain('http://10.0.0.5:8080');
  });

  it('default to the embedded service on its port', () => {
    expect(imgSrc({})).toContain('http://localhost:4010');
    expect(imgSrc({ CONTENT_SERVICE_PORT: '4999' })).toContain('http://localhost:4999');
  });

  it('allow the drawing service’s image host from configuration', () => {
    expect(imgSrc({ AI_API_BASE: 'https://draw.example.com/v1' })).toContain(
      'https://draw.example.com',
    );
    const both = imgSrc({
      AI_API_BASE: 'https://draw.example.com',
      AI_PUBLIC_ORIGIN: 'https://cdn.draw.example.com',
    });
    expect(both).toContain('https://cdn.draw.example.com');
    expect(both).not.toContain('https://draw.example.com');
  });

  it('ignore a value that is not an http(s) URL rather than write it into the policy', () => {
    const sources = imgSrc({
      CONTENT_PUBLIC_ORIGIN: 'javascript:alert(1); script-src *',
      AI_PUBLIC_ORIGIN: 'not a url',
    });
    expect(sources.join(' ')).not.toMatch(/javascript|script-src|not/);
    expect(imageOrigins({ AI_PUBLIC_ORIGIN: 'ftp://x.example.com' })).not.toContain(
      'ftp://x.example.com',
    );
  });
});
