import { describe, expect, it } from 'vitest';
import { webManifest } from './web-manifest.ts';

const strings = { name: 'MantiSoft', description: 'Laser software' };

describe('webManifest', () => {
  it('opens the home page of its locale', () => {
    expect(webManifest('zh', strings)).toMatchObject({ start_url: '/', id: '/', lang: 'zh-CN' });
    expect(webManifest('en', strings)).toMatchObject({
      start_url: '/en',
      id: '/en',
      lang: 'en-US',
    });
  });

  it('carries the name, the colours and icons a phone can use at every size', () => {
    const manifest = webManifest('en', strings);
    expect(manifest).toMatchObject({ name: 'MantiSoft', theme_color: '#0b5cff' });
    expect(manifest.icons?.map((icon) => icon.sizes)).toEqual(['192x192', '512x512', 'any']);
  });
});
