// The site as data: navigation, footer links, products and download targets. Labels are keys
// into the `common` namespace of locales/, never literal text.

export const siteName = 'MantiSoft';

/** Visiting a child page makes it its section's default child in the navigation. */
export const recordLastRoute = true;

export type NavItem = {
  key: string;
  /** Site path without the locale prefix, or an absolute external URL. */
  href: string;
  external?: boolean;
  disabled?: boolean;
  hidden?: boolean;
  /** The section whose child pages this entry remembers. */
  section?: Section;
};

export const sections = [
  'family',
  'show',
  'announcement',
  'download',
  'support',
  'contributor',
] as const;
export type Section = (typeof sections)[number];

export const navigation: readonly NavItem[] = [
  { key: 'index', href: '/' },
  { key: 'material', href: 'https://material.mantisoft.com/', external: true },
  { key: 'show', href: '/show', section: 'show' },
  { key: 'announcement', href: '/announcement', section: 'announcement' },
  { key: 'download', href: '/download', section: 'download' },
  { key: 'support', href: '/support', section: 'support' },
  {
    key: 'community',
    href: 'https://community.mantisoft.com/?type=forum&channel=mantisoft-web',
    external: true,
  },
  { key: 'contributor', href: '/contributor', section: 'contributor', disabled: true },
];

export const social = {
  facebook: 'https://www.facebook.com/mantisoft',
  twitter: 'https://twitter.com/mantisoft',
} as const;

/** Footer download icons: the download page of each platform. */
export const downloadTargets = [
  { key: 'android', href: '/download' },
  { key: 'linux', href: '/download/linux/ubuntu' },
  { key: 'windows', href: '/download/windows' },
  { key: 'macos', href: '/download/mac/apple' },
] as const;

export const products = [
  { key: 'mantisoft', name: 'MantiSoft', logo: '/images/products/mantisoft.svg' },
  { key: 'mantisurf', name: 'MantiSurf', logo: '/images/products/mantisurf.svg' },
  { key: 'mantisolo', name: 'MantiSolo', logo: '/images/products/mantisolo.svg' },
] as const;

export const icp = {
  number: '粤ICP备2021035781号',
  registry: 'https://beian.miit.gov.cn/',
} as const;

/** What the WeChat QR code in the footer opens (see tools/assets/make-wechat-qr.ts). */
export const wechatFollowUrl = 'https://weixin.qq.com/r/mantisoft';
