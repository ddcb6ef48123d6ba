import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '#lib/content-security-policy.ts';
import { allowsImage, parsePolicies } from './content-security-policy.ts';

const page = 'http://127.0.0.1:3000/en/announcement/29';

describe('parsePolicies', () => {
  it('reads each directive once, by its lower-case name, the first of two winning', () => {
    const [policy] = parsePolicies("IMG-SRC 'self' data: ; img-src *;default-src 'none'");
    expect(policy?.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy?.get('default-src')).toEqual(["'none'"]);
  });

  it('splits a header holding several policies at its commas', () => {
    expect(parsePolicies("img-src 'self', img-src https:")).toHaveLength(2);
    expect(parsePolicies('')).toEqual([]);
  });
});

describe('allowsImage', () => {
  it("'self' allows the page's own origin, relative addresses included, and nothing else", () => {
    const policy = "img-src 'self'";
    expect(allowsImage(policy, '/_next/image?url=x&w=640&q=75', page)).toBe(true);
    expect(allowsImage(policy, 'http://127.0.0.1:3000/logo.png', page)).toBe(true);
    expect(allowsImage(policy, 'http://localhost:3000/logo.png', page)).toBe(false);
    expect(allowsImage(policy, 'http://127.0.0.1:4010/files/a.jpg', page)).toBe(false);
    expect(allowsImage(policy, 'data:image/png;base64,AA==', page)).toBe(false);
  });

  it('matches a host source by scheme, host and port; no port means the default one', () => {
    const policy = 'img-src http://localhost:4010 https://cdn.example.com';
    expect(allowsImage(policy, 'http://localhost:4010/files/a.jpg', page)).toBe(true);
    expect(allowsImage(policy, 'http://localhost:4011/files/a.jpg', page)).toBe(false);
    expect(allowsImage(policy, 'http://127.0.0.1:4010/files/a.jpg', page)).toBe(false);
    expect(allowsImage(policy, 'https://cdn.example.com/a.jpg', page)).toBe(true);
    expect(allowsImage(policy, 'https://cdn.example.com:8443/a.jpg', page)).toBe(false);
    expect(allowsImage(policy, 'http://cdn.example.com/a.jpg', page)).toBe(false);
  });

  it('lets http sources allow their https upgrade, not the other way round', () => {
    expect(allowsImage('img-src http://example.com', 'https://example.com/a.png', page)).toBe(true);
    expect(allowsImage('img-src https://example.com', 'http://example.com/a.png', page)).toBe(
      false,
    );
  });

  it('reads wildcards, schemes without hosts, hosts without schemes and paths', () => {
    expect(allowsImage('img-src *.example.com', 'http://a.example.com/x.png', page)).toBe(true);
    expect(allowsImage('img-src *.example.com', 'http://example.com/x.png', page)).toBe(false);
    expect(allowsImage('img-src localhost:*', 'http://localhost:4567/x.png', page)).toBe(true);
    expect(allowsImage('img-src https:', 'https://any.example/x.png', page)).toBe(true);
    expect(allowsImage('img-src https:', 'http://any.example/x.png', page)).toBe(false);
    expect(allowsImage('img-src example.com/files/', 'http://example.com/files/a.png', page)).toBe(
      true,
    );
    expect(allowsImage('img-src example.com/files/', 'http://example.com/other.png', page)).toBe(
      false,
    );
    expect(allowsImage('img-src example.com/a.png', 'http://example.com/a.png', page)).toBe(true);
    expect(allowsImage('img-src example.com/a.png', 'http://example.com/b.png', page)).toBe(false);
  });

  it('keeps data: and blob: out of `*`, and lets keywords other than self allow nothing', () => {
    expect(allowsImage('img-src *', 'https://any.example/x.png', page)).toBe(true);
    expect(allowsImage('img-src *', 'data:image/png;base64,AA==', page)).toBe(false);
    expect(allowsImage('img-src * data:', 'data:image/png;base64,AA==', page)).toBe(true);
    expect(allowsImage("img-src 'none'", '/x.png', page)).toBe(false);
    expect(allowsImage("img-src 'unsafe-inline' 'nonce-abc'", '/x.png', page)).toBe(false);
  });

  it('falls back to default-src, and allows everything when neither is said', () => {
    expect(allowsImage("default-src 'self'", '/x.png', page)).toBe(true);
    expect(allowsImage("default-src 'self'", 'http://localhost:4010/x.png', page)).toBe(false);
    expect(allowsImage("default-src *; img-src 'self'", 'http://a.example/x.png', page)).toBe(
      false,
    );
    expect(allowsImage("script-src 'self'", 'http://a.example/x.png', page)).toBe(true);
  });

  it('requires every policy of the header to allow the picture', () => {
    const header = "img-src 'self' http://localhost:4010, img-src 'self'";
    expect(allowsImage(header, '/x.png', page)).toBe(true);
    expect(allowsImage(header, 'http://localhost:4010/x.png', page)).toBe(false);
  });

  it("reads the site's own policy: its content service under both loopback names", () => {
    const policy = contentSecurityPolicy({ CONTENT_API_BASE: 'http://127.0.0.1:4567' });
    expect(allowsImage(policy, 'http://localhost:4567/files/a.jpg', page)).toBe(true);
    expect(allowsImage(policy, 'http://127.0.0.1:4567/files/a.jpg', page)).toBe(true);
    expect(allowsImage(policy, 'http://localhost:4010/files/a.jpg', page)).toBe(false);
    expect(allowsImage(policy, '/_next/image?url=x&w=64&q=75', page)).toBe(true);
  });
});
