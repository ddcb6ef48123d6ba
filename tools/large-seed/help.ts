// Generated help articles for the large seed, added to the existing headings and sections:
// each section gets a share of its own (some sections far busier than others), so the help
// tree has realistic counts rather than the same number everywhere.
import type { SeedHelpType } from '#content-service/seed-schema.ts';
import type { Random } from './prng.ts';
import { features, materials, products, symptoms } from './vocabulary.ts';

type Article = SeedHelpType['subs'][number]['articles'][number];

function article(id: number, random: Random): Article {
  const [feature, material, product, symptom] = [
    random.pick(features),
    random.pick(materials),
    random.pick(products),
    random.pick(symptoms),
  ];
  const steps = (lang: 0 | 1) =>
    [random.pick(features), random.pick(features), random.pick(features)]
      .map(
        (item) => `<li>${lang === 0 ? `检查${item[0]}设置` : `Check the ${item[1]} settings`}</li>`,
      )
      .join('');
  const asks = random.chance(0.5);
  return {
    id,
    // 2019-01-01 onwards.
    updateTime: 1_546_300_800 + random.int(0, 240_000_000),
    zh: {
      title: asks
        ? `${symptom[0]}怎么办（${material[0]}）`
        : `在 ${product[0]} 中设置${feature[0]}`,
      content: `<p>本文说明在${material[0]}上使用${feature[0]}的做法，以及${symptom[0]}时的排查步骤。</p><h2>操作步骤</h2><ol>${steps(0)}</ol>`,
    },
    en: {
      title: asks ? `When ${symptom[1]} (${material[1]})` : `Set up ${feature[1]} in ${product[1]}`,
      content: `<p>How to use ${feature[1]} on ${material[1]}, and what to check when ${symptom[1]}.</p><h2>Steps</h2><ol>${steps(1)}</ol>`,
    },
  };
}

/** The headings with generated articles added until they hold `total` articles in all. */
export function growHelp(
  types: readonly SeedHelpType[],
  options: { total: number; firstId: number; random: Random },
): SeedHelpType[] {
  const { random } = options;
  const sections = types.flatMap((type) => type.subs.map((sub) => ({ type: type.id, sub })));
  const existing = sections.reduce((sum, { sub }) => sum + sub.articles.length, 0);
  const toAdd = Math.max(0, options.total - existing);
  // Skewed weights: a few sections collect most questions.
  const weights = sections.map(() => random.next() ** 2 + 0.05);
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const shares = weights.map((weight) => Math.floor((weight / weightSum) * toAdd));
  const short = toAdd - shares.reduce((sum, share) => sum + share, 0);
  shares[0] = (shares[0] ?? 0) + short;
  let nextId = options.firstId;
  const added = new Map(
    sections.map(({ sub }, index) => [
      sub,
      Array.from({ length: shares[index] ?? 0 }, () => article(nextId++, random)),
    ]),
  );
  return types.map((type) => ({
    ...type,
    subs: type.subs.map((sub) => ({
      ...sub,
      articles: [...sub.articles, ...(added.get(sub) ?? [])],
    })),
  }));
}
