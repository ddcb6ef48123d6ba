// Generated announcements for the large seed: titles, summaries and bodies built from the
// bilingual pools, categories in realistic proportions, publication times spread over ten
// years, and a pinned one now and then.
import type { SeedAnnouncement } from '#content-service/seed-schema.ts';
import type { Random } from './prng.ts';
import { features, materials, outcomes, type Pair, places, products } from './vocabulary.ts';

type Category = SeedAnnouncement['category'];
type Text = { title: string; summary: string; content: string };

// Releases outnumber the rest, as on the real site.
const categoryWeights: readonly [Category, number][] = [
  ['release', 0.38],
  ['news', 0.3],
  ['maintenance', 0.18],
  ['event', 0.14],
];

function categoryOf(random: Random): Category {
  let roll = random.next();
  for (const [category, weight] of categoryWeights) {
    roll -= weight;
    if (roll < 0) return category;
  }
  return 'news';
}

const version = (random: Random) => `${random.int(2, 6)}.${random.int(0, 12)}.${random.int(0, 9)}`;

function texts(category: Category, random: Random): Record<'zh' | 'en', Text> {
  const [product, feature, material, outcome, place] = [
    random.pick(products),
    random.pick(features),
    random.pick(materials),
    random.pick(outcomes),
    random.pick(places),
  ];
  const v = version(random);
  const titles: Record<Category, Pair> = {
    release: [
      `${product[0]} ${v} 发布：${feature[0]}改进`,
      `${product[1]} ${v}: better ${feature[1]}`,
    ],
    maintenance: [
      `${product[0]} 授权服务器维护通知（${v}）`,
      `${product[1]} licence server maintenance (${v})`,
    ],
    event: [`${place[0]}展会：现场演示${feature[0]}`, `${place[1]} trade fair: ${feature[1]} live`],
    news: [
      `${material[0]}加工案例：${feature[0]}实践`,
      `Case study: ${feature[1]} on ${material[1]}`,
    ],
  };
  const body = (lang: 0 | 1) =>
    [
      `<h2>${lang === 0 ? '概要' : 'Overview'}</h2>`,
      `<p>${lang === 0 ? `本次更新围绕${feature[0]}展开，在${material[0]}上实测${outcome[0]}。` : `This update is about ${feature[1]}: on ${material[1]}, ${outcome[1]}.`}</p>`,
      `<h2>${lang === 0 ? '要点' : 'Highlights'}</h2>`,
      '<ul>',
      ...[random.pick(features), random.pick(features), random.pick(features)].map(
        (item) => `<li>${item[lang]}</li>`,
      ),
      '</ul>',
      `<p>${lang === 0 ? `适用于 ${product[0]}，建议在${place[0]}等地区的用户尽快升级。` : `It applies to ${product[1]}; users in ${place[1]} and elsewhere should upgrade soon.`}</p>`,
    ].join('\n');
  const summaries: Pair = [
    `${product[0]}：${feature[0]}，${outcome[0]}。`,
    `${product[1]}: ${feature[1]}, and ${outcome[1]}.`,
  ];
  return {
    zh: { title: titles[category][0], summary: summaries[0], content: body(0) },
    en: { title: titles[category][1], summary: summaries[1], content: body(1) },
  };
}

// 2016-01-01 to 2026-11-01, Unix seconds.
const earliest = 1_451_606_400;
const latest = 1_793_491_200;

export function generateAnnouncements(options: {
  count: number;
  firstId: number;
  covers: readonly string[];
  random: Random;
}): SeedAnnouncement[] {
  const { random } = options;
  return Array.from({ length: options.count }, (_, index) => {
    const category = categoryOf(random);
    return {
      id: options.firstId + index,
      category,
      pinned: random.chance(0.001),
      publishTime: random.int(earliest, latest),
      cover: options.covers.length > 0 && random.chance(0.3) ? random.pick(options.covers) : null,
      ...texts(category, random),
    };
  });
}
