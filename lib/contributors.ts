// The contributor programme's people as data. Names are data because they are proper names
// (spelt per locale where the script differs); roles and bios are prose and live in
// locales/*/contributor.json under `people.<key>`, so a contributor without strings does not
// type-check.
import type contributorStrings from '#locales/zh/contributor.json';
import type { Locale } from './i18n/locales.ts';
import type { products } from './site-config.ts';

export type ContributorKey = keyof typeof contributorStrings.people;
export type ContributionKind = keyof typeof contributorStrings.kinds.items;
export type Region = keyof typeof contributorStrings.regions;
export type ProductKey = (typeof products)[number]['key'];
export type LinkKind = keyof typeof contributorStrings.links;

export type Contributor = {
  /** The number in the public address /contributor/user/detail?id=… */
  id: number;
  key: ContributorKey;
  name: Readonly<Record<Locale, string>>;
  /** Site path of a square SVG under public/. */
  avatar: string;
  region: Region;
  products: readonly ProductKey[];
  kinds: readonly ContributionKind[];
  since: number;
  links: readonly { kind: LinkKind; href: string }[];
};

const forum = (handle: string) => ({
  kind: 'forum' as const,
  href: `https://community.mantisoft.com/u/${handle}`,
});

/** Where a visitor applies: the contributors' board of the community forum. */
export const joinUrl = 'https://community.mantisoft.com/?type=forum&channel=contributors';

export const contributors: readonly Contributor[] = [
  {
    id: 1,
    key: 'chen-liwei',
    name: { zh: '陈立伟', en: 'Chen Liwei' },
    avatar: '/images/contributors/chen-liwei.svg',
    region: 'guangdong',
    products: ['mantisoft'],
    kinds: ['parameters', 'articles'],
    since: 2019,
    links: [forum('chenliwei')],
  },
  {
    id: 2,
    key: 'wang-jun',
    name: { zh: '王俊', en: 'Wang Jun' },
    avatar: '/images/contributors/wang-jun.svg',
    region: 'zhejiang',
    products: ['mantisoft', 'mantisurf'],
    kinds: ['forum', 'beta'],
    since: 2018,
    links: [forum('wangjun')],
  },
  {
    id: 3,
    key: 'jonas-weber',
    name: { zh: 'Jonas Weber', en: 'Jonas Weber' },
    avatar: '/images/contributors/jonas-weber.svg',
    region: 'germany',
    products: ['mantisoft'],
    kinds: ['beta', 'forum'],
    since: 2021,
    links: [forum('jweber')],
  },
  {
    id: 4,
    key: 'zhao-min',
    name: { zh: '赵敏', en: 'Zhao Min' },
    avatar: '/images/contributors/zhao-min.svg',
    region: 'jiangsu',
    products: ['mantisoft', 'mantisurf'],
    kinds: ['translation', 'articles'],
    since: 2020,
    links: [forum('zhaomin')],
  },
  {
    id: 5,
    key: 'marta-kowalska',
    name: { zh: 'Marta Kowalska', en: 'Marta Kowalska' },
    avatar: '/images/contributors/marta-kowalska.svg',
    region: 'poland',
    products: ['mantisurf'],
    kinds: ['parameters', 'forum'],
    since: 2020,
    links: [forum('marta.k')],
  },
  {
    id: 6,
    key: 'liu-yang',
    name: { zh: '刘洋', en: 'Liu Yang' },
    avatar: '/images/contributors/liu-yang.svg',
    region: 'shandong',
    products: ['mantisolo'],
    kinds: ['beta', 'parameters'],
    since: 2023,
    links: [forum('liuyang-weld')],
  },
  {
    id: 7,
    key: 'nguyen-thi-lan',
    name: { zh: 'Nguyễn Thị Lan', en: 'Nguyễn Thị Lan' },
    avatar: '/images/contributors/nguyen-thi-lan.svg',
    region: 'vietnam',
    products: ['mantisurf'],
    kinds: ['translation'],
    since: 2022,
    links: [forum('lan.nguyen')],
  },
  {
    id: 8,
    key: 'rafael-souza',
    name: { zh: 'Rafael Souza', en: 'Rafael Souza' },
    avatar: '/images/contributors/rafael-souza.svg',
    region: 'brazil',
    products: ['mantisoft'],
    kinds: ['translation', 'forum'],
    since: 2022,
    links: [forum('rsouza')],
  },
];

/** The public address of a contributor's page, without the locale prefix. */
export function contributorPath(id: number): string {
  return `/contributor/user/detail?id=${id}`;
}

/** The contributor an id in a URL names, or null for anything that is not a listed id. */
export function findContributor(id: string): Contributor | null {
  if (!/^[1-9]\d{0,8}$/.test(id)) return null;
  return contributors.find((each) => each.id === Number(id)) ?? null;
}
