import { describe, expect, it } from 'vitest';
import { isImageUrl } from './is-image-url.ts';

describe('isImageUrl', () => {
  it('accepts png, jpg and jpeg paths in any case', () => {
    expect(isImageUrl('/files/images/help/cut.png')).toBe(true);
    expect(isImageUrl('photo.JPG')).toBe(true);
    expect(isImageUrl('https://cdn.example.com/a/b/shot.Jpeg')).toBe(true);
  });

  it('ignores the query string and the hash', () => {
    expect(isImageUrl('https://example.com/shot.png?v=3&w=200')).toBe(true);
    expect(isImageUrl('/shot.jpg#top')).toBe(true);
    expect(isImageUrl('/shot.jpeg?x=1#y')).toBe(true);
  });

  it('rejects other types and extensions that sit only in the query or hash', () => {
    expect(isImageUrl('/files/images/showcase/pcb.svg')).toBe(false);
    expect(isImageUrl('/pic.webp')).toBe(false);
    expect(isImageUrl('/pic.gif')).toBe(false);
    expect(isImageUrl('/download?file=shot.png')).toBe(false);
    expect(isImageUrl('/page#shot.jpg')).toBe(false);
    expect(isImageUrl('/png')).toBe(false);
    expect(isImageUrl('/archive.png.zip')).toBe(false);
    expect(isImageUrl('')).toBe(false);
  });
});
