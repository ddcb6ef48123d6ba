import { describe, expect, it } from 'vitest';
import { alternatesFor, pageMetadata, verificationTags } from './metadata.ts';

describe('alternatesFor', () => {
  it('names the canonical address and the page in every language', () => {
    expect(alternatesFor('en', '/download/windows')).toEqual({
      canonical: '/en/download/windows',
      languages: {
        'zh-CN': '/download/windows',
        'en-US': '/en/download/windows',
        'x-default': '/download/windows',
      },
    });
    expect(alternatesFor('zh', '/').languages).toEqual({
      'zh-CN': '/',
      'en-US': '/en',
      'x-default': '/',
    });
  });
});

describe('pageMetadata', () => {
  it('gives every page its full title, the site name after the page name', () => {
    expect(pageMetadata('zh', '/family', '产品家族')).toMatchObject({
      title: { absolute: '产品家族 | MantiSoft' },
      openGraph: { title: '产品家族' },
    });
    expect(pageMetadata('en', '/', { absolute: 'MantiSoft | Home' }).title).toEqual({
      absolute: 'MantiSoft | Home',
    });
  });

  it('leaves the site description in place when the page has none', () => {
    expect(pageMetadata('zh', '/family', '产品家族')).not.toHaveProperty('description');
    expect(pageMetadata('en', '/family', 'Family', 'About us')).toMatchObject({
      description: 'About us',
      openGraph: { description: 'About us', locale: 'en_US', siteName: 'MantiSoft' },
    });
  });
});

describe('verificationTags', () => {
  it('emits only the engines that are configured', () => {
    expect(
      verificationTags({ SITE_VERIFICATION_BAIDU: 'codeva-1', SITE_VERIFICATION_GOOGLE: 'g-2' }),
    ).toEqual({
      google: 'g-2',
      other: { 'baidu-site-verification': 'codeva-1' },
    });
    expect(verificationTags({})).toEqual({ google: undefined, other: {} });
  });
});
