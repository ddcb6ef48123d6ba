import { describe, expect, it } from 'vitest';
import { placeOf, type TreeSection } from './section-place.ts';

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
