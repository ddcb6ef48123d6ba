// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isSearchShortcut } from './shortcut.ts';

function press(init: KeyboardEventInit, target: HTMLElement = document.body) {
  const event = new KeyboardEvent('keydown', { bubbles: true, ...init });
  let result = false;
  const listen = (e: Event) => (result = isSearchShortcut(e as KeyboardEvent));
  window.addEventListener('keydown', listen);
  target.dispatchEvent(event);
  window.removeEventListener('keydown', listen);
  return result;
}

describe('isSearchShortcut', () => {
  it('takes Ctrl+K and Cmd+K anywhere, even in a field', () => {
    const input = document.body.appendChild(document.createElement('input'));
    expect(press({ key: 'k', ctrlKey: true })).toBe(true);
    expect(press({ key: 'K', metaKey: true }, input)).toBe(true);
    expect(press({ key: 'k' })).toBe(false);
    expect(press({ key: 'k', ctrlKey: true, altKey: true })).toBe(false);
  });

  it('takes / only when the visitor is not typing', () => {
    const input = document.body.appendChild(document.createElement('input'));
    const checkbox = document.body.appendChild(document.createElement('input'));
    checkbox.type = 'checkbox';
    const area = document.body.appendChild(document.createElement('textarea'));
    const link = document.body.appendChild(document.createElement('a'));
    expect(press({ key: '/' })).toBe(true);
    expect(press({ key: '/' }, link)).toBe(true);
    expect(press({ key: '/' }, checkbox)).toBe(true);
    expect(press({ key: '/' }, input)).toBe(false);
    expect(press({ key: '/' }, area)).toBe(false);
    expect(press({ key: '/', ctrlKey: true })).toBe(false);
  });
});
