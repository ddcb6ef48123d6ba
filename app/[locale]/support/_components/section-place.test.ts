import { describe, expect, it } from 'vitest';
import { placeOf, type TreeSection, windowAround } from './section-place.ts';

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

describe('the articles shown around the current one', () => {
  const ids = Array.from({ length: 20 }, (_, index) => index + 1);

  it('are all of them when they fit', () => {
    expect(windowAround([1, 2, 3], 1, 5)).toEqual([1, 2, 3]);
  });

  it('centre on the current one', () => {
    expect(windowAround(ids, 9, 5)).toEqual([8, 9, 10, 11, 12]);
    expect(windowAround(ids, 9, 4)).toEqual([9, 10, 11, 12]);
  });

  it('move in at either end, keeping their size', () => {
    expect(windowAround(ids, 0, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(windowAround(ids, 1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(windowAround(ids, 19, 5)).toEqual([16, 17, 18, 19, 20]);
    expect(windowAround(ids, 18, 5)).toEqual([16, 17, 18, 19, 20]);
  });
});
