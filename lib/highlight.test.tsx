// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { highlight, highlightSegments, keywordTerms } from './highlight.ts';

const matches = (text: string, keyword: string) =>
  highlightSegments(text, keyword)
    .filter((segment) => segment.match)
    .map((segment) => segment.text);

describe('highlightSegments', () => {
  it('marks every occurrence, keeping the text whole', () => {
    const segments = highlightSegments('激光切割与激光打标', '激光');
    expect(segments.map((s) => s.text).join('')).toBe('激光切割与激光打标');
    expect(matches('激光切割与激光打标', '激光')).toEqual(['激光', '激光']);
  });

  it('ignores case and keeps the text as written', () => {
    expect(matches('Laser power and LASER speed', 'laser')).toEqual(['Laser', 'LASER']);
  });

  it('marks each word of a multi-word keyword', () => {
    expect(matches('Set the pierce time for thick plate', 'plate  PIERCE')).toEqual([
      'pierce',
      'plate',
    ]);
  });

  it('prefers the longest word where words overlap and never overlaps matches', () => {
    expect(matches('laser cutter', 'la laser cut cutter')).toEqual(['laser', 'cutter']);
    expect(matches('aaaa', 'aa')).toEqual(['aa', 'aa']);
  });

  it('treats regular-expression characters as plain text', () => {
    expect(matches('cost (a+b)*2 is $5.00?', '(a+b)* $5.00?')).toEqual(['(a+b)*', '$5.00?']);
    expect(matches('a.b axb', 'a.b')).toEqual(['a.b']);
    expect(matches('back\\slash [x]', '\\ [x]')).toEqual(['\\', '[x]']);
  });

  it('keeps emoji whole', () => {
    const text = '切割 🔥 完成 🔥';
    expect(matches(text, '🔥')).toEqual(['🔥', '🔥']);
    expect(
      highlightSegments(text, '🔥')
        .map((s) => s.text)
        .join(''),
    ).toBe(text);
  });

  it('returns the text unmarked for an empty or blank keyword, and nothing for empty text', () => {
    expect(highlightSegments('plain', '')).toEqual([{ text: 'plain', match: false }]);
    expect(highlightSegments('plain', '   ')).toEqual([{ text: 'plain', match: false }]);
    expect(highlightSegments('', 'x')).toEqual([]);
  });
});

describe('keywordTerms', () => {
  it('lowercases, splits on any space, removes repeats and sorts longest first', () => {
    expect(keywordTerms(' Cut\tlaser  CUT\n激光 ')).toEqual(['laser', 'cut', '激光']);
  });
});

describe('highlight', () => {
  it('wraps matches in high_light spans', () => {
    const { container } = render(<p>{highlight('Laser cutting', 'laser')}</p>);
    expect(container.innerHTML).toBe('<p><span class="high_light">Laser</span> cutting</p>');
  });

  it('shows HTML in the text and in the keyword as text', () => {
    const text = 'Try <img src=x onerror=alert(1)> and <b>bold</b>';
    const { container } = render(<p>{highlight(text, '<img src=x onerror=alert(1)>')}</p>);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe(text);
    const marked = [...container.querySelectorAll('.high_light')].map((span) => span.textContent);
    expect(marked).toEqual(['<img', 'src=x', 'onerror=alert(1)>']);
  });

  it('accepts another class name', () => {
    const { container } = render(<p>{highlight('abc', 'b', 'mark')}</p>);
    expect(container.querySelector('.mark')?.textContent).toBe('b');
  });
});
