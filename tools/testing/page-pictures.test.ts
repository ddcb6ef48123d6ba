import { describe, expect, it } from 'vitest';
import { metaPolicies, picturesOf, srcsetUrls } from './page-pictures.ts';

const page = 'http://127.0.0.1:3000/en/announcement/29';
const optimised = (url: string, width: number) =>
  `/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=75`;

describe('srcsetUrls', () => {
  it('reads each candidate, with or without descriptors', () => {
    expect(srcsetUrls('/a.png 640w, /b.png 1080w')).toEqual(['/a.png', '/b.png']);
    expect(srcsetUrls(' /a.png 1x,/b.png 2x ')).toEqual(['/a.png', '/b.png']);
    // As in a browser: a comma inside an address is part of it, one at its end closes it.
    expect(srcsetUrls('/a.png,/b.png')).toEqual(['/a.png,/b.png']);
    expect(srcsetUrls('/a.png, /b.png,')).toEqual(['/a.png', '/b.png']);
    expect(srcsetUrls('/a,b.png 1x, /c.png')).toEqual(['/a,b.png', '/c.png']);
    expect(srcsetUrls('')).toEqual([]);
  });
});

describe('picturesOf', () => {
  it("names every picture of img, picture and preload, with the optimiser's source", () => {
    const cover = 'http://localhost:4010/files/cover.jpg';
    const html = `<!doctype html><html><head>
      <link rel="preload" as="image" imagesrcset="${optimised(cover, 640)} 640w, ${optimised(cover, 1080)} 1080w" imagesizes="100vw">
      <link rel="preload" as="image" href="/hero.webp">
      <link rel="preload" as="script" href="/app.js">
      </head><body>
      <img alt="" srcset="${optimised(cover, 640).replaceAll('&', '&amp;')} 640w, ${optimised(cover, 1920)} 1920w" src="${optimised(cover, 1920)}">
      <img alt="" src="http://localhost:4010/files/inline.png">
      <picture><source srcset="/wide.avif 2x"><img alt="" src="/narrow.jpg"></picture>
      <img alt="">
      </body></html>`;
    const byAddress = (a: { address: string }, b: { address: string }) =>
      a.address.localeCompare(b.address);
    expect(picturesOf(html, page).sort(byAddress)).toEqual(
      [
        { address: `http://127.0.0.1:3000${optimised(cover, 640)}`, source: cover },
        { address: `http://127.0.0.1:3000${optimised(cover, 1080)}`, source: cover },
        { address: `http://127.0.0.1:3000${optimised(cover, 1920)}`, source: cover },
        { address: 'http://127.0.0.1:3000/hero.webp', source: 'http://127.0.0.1:3000/hero.webp' },
        {
          address: 'http://localhost:4010/files/inline.png',
          source: 'http://localhost:4010/files/inline.png',
        },
        { address: 'http://127.0.0.1:3000/wide.avif', source: 'http://127.0.0.1:3000/wide.avif' },
        {
          address: 'http://127.0.0.1:3000/narrow.jpg',
          source: 'http://127.0.0.1:3000/narrow.jpg',
        },
      ].sort(byAddress),
    );
  });
});

describe('metaPolicies', () => {
  it('reads the policies a page sets in its head, whatever the case of http-equiv', () => {
    const html = `<!doctype html><html><head>
      <meta http-equiv="Content-Security-Policy" content="img-src 'self' https:">
      <meta content="default-src 'none'" HTTP-EQUIV="content-security-policy">
      <meta http-equiv="refresh" content="5">
      </head><body></body></html>`;
    expect(metaPolicies(html, page)).toEqual(["img-src 'self' https:", "default-src 'none'"]);
    expect(metaPolicies('<p>no head</p>', page)).toEqual([]);
  });
});
