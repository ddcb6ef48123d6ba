import { describe, expect, it } from 'vitest';
import { articleIdOf, currentSectionOf, placeOf, type TreeSection } from './section-place.ts';

const article = (id: number, subId: number) => ({ id, subId, title: `A${id}`, updateTime: 0 });

const sections: TreeSection[] = [
  {
    id: 101,
    title: 'Install',
    articles: [article(1001, 101), article(1002, 101), article(1003, 101)],
  },
  { id: 102, title: 'Licences', articles: [article(1004, 102)] },
];

describe('an article in its section', () => {
  it('has neighbours within the section only', () => {
    const middle = placeOf(sections, 1002);
    expect(middle?.section.id).toBe(101);
    expect(middle?.previous?.id).toBe(1001);
    expect(middle?.next?.id).toBe(1003);
    const first = placeOf(sections, 1001);
    expect(first?.previous).toBeNull();
    expect(first?.next?.id).toBe(1002);
    // The last of one section does not lead into the next section.
    expect(placeOf(sections, 1003)?.next).toBeNull();
    const alone = placeOf(sections, 1004);
    expect([alone?.previous, alone?.next]).toEqual([null, null]);
  });

  it('is not found when the heading does not hold it', () => {
    expect(placeOf(sections, 5001)).toBeNull();
  });
});

describe('the current article of a pathname', () => {
  it('is read from article pages in either locale', () => {
    expect(articleIdOf('/support/1/1002')).toBe(1002);
    expect(articleIdOf('/en/support/1/1002/')).toBe(1002);
    expect(articleIdOf('/zh/support/1/1004')).toBe(1004);
  });

  it('is none on other pages', () => {
    expect(articleIdOf('/support/1')).toBeUndefined();
    expect(articleIdOf('/support/1/abc')).toBeUndefined();
    expect(articleIdOf('/announcement/1/2')).toBeUndefined();
  });

  it('names the section that holds it', () => {
    expect(currentSectionOf(sections, '/en/support/1/1004')).toBe(102);
    expect(currentSectionOf(sections, '/support/1/9999')).toBeUndefined();
    expect(currentSectionOf(sections, '/support/1')).toBeUndefined();
  });
});
