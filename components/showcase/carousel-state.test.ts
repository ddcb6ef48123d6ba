import { describe, expect, it } from 'vitest';
import { readCarouselState, writeCarouselState } from './carousel-state.ts';

function memory(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the carousel state kept for the session', () => {
  it('comes back as it was written', () => {
    const storage = memory();
    writeCarouselState(storage, 'k', { slide: 4, mode: 'paused' });
    expect(readCarouselState(storage, 'k', 10)).toEqual({ slide: 4, mode: 'paused' });
  });

  it('is ignored when the showcase no longer has that slide', () => {
    const storage = memory({ k: JSON.stringify({ slide: 7, mode: 'auto' }) });
    expect(readCarouselState(storage, 'k', 5)).toBeNull();
  });

  it.each([
    ['nothing stored', undefined],
    ['broken JSON', '{slide:'],
    ['a negative slide', JSON.stringify({ slide: -1, mode: 'auto' })],
    ['a fractional slide', JSON.stringify({ slide: 1.5, mode: 'auto' })],
    ['an unknown mode', JSON.stringify({ slide: 1, mode: 'fast' })],
    ['not an object', '3'],
  ])('is ignored with %s', (_, value) => {
    const storage = memory(value === undefined ? {} : { k: value });
    expect(readCarouselState(storage, 'k', 10)).toBeNull();
  });

  it('survives storage that the browser refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeCarouselState(refusing, 'k', { slide: 1, mode: 'auto' })).not.toThrow();
    expect(readCarouselState(refusing, 'k', 10)).toBeNull();
    expect(readCarouselState(null, 'k', 10)).toBeNull();
  });
});
