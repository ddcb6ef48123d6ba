// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { richTextImageSizes } from './responsive-images.ts';
import { sanitizeRichText } from './sanitize.ts';

const photo = 'http://localhost:4010/files/images/photos/figure-weld-seam.jpg';

function firstImage(html: string): HTMLImageElement {
  const container = document.createElement('div');
  container.innerHTML = sanitizeRichText(html).html;
  const image = container.querySelector('img');
  if (!image) throw new Error('no image in the output');
  return image;
}

describe('pictures inside rich text', () => {
  it('offer the optimiser’s resized copies and keep the original for the preview', () => {
    const image = firstImage(`<p><img src="${photo}" alt="Seam" width="1600" height="1000"></p>`);
    expect(image.getAttribute('src')).toBe(photo);
    expect(image.getAttribute('sizes')).toBe(richTextImageSizes);
    const candidates = (image.getAttribute('srcset') ?? '').split(', ');
    expect(candidates.length).toBeGreaterThan(3);
    const first = new URL(candidates[0]?.split(' ')[0] ?? '', 'https://site.example');
    expect(first.pathname).toBe('/_next/image');
    expect(first.searchParams.get('url')).toBe(photo);
    expect(candidates[0]).toMatch(/ 640w$/);
  });

  it('stay as they are when the optimiser may not fetch them or their size is unknown', () => {
    const untouched = [
      `<img src="https://elsewhere.example/a.jpg" alt="" width="800" height="600">`,
      `<img src="http://localhost:4010/files/images/help/cut-tube.svg" alt="" width="800" height="600">`,
      `<img src="${photo}" alt="">`,
      `<img src="${photo}" alt="" width="0" height="600">`,
    ];
    for (const html of untouched) expect(firstImage(html).hasAttribute('srcset')).toBe(false);
  });

  it('never take a srcset from the content, and come out the same when sanitised again', () => {
    const html = `<img src="${photo}" srcset="https://evil.example/x.jpg 1w" alt="" width="1600" height="1000">`;
    const once = sanitizeRichText(html).html;
    expect(once).not.toContain('evil.example');
    expect(sanitizeRichText(once).html).toBe(once);
  });
});
