// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import en from '#locales/en/global-error.json';
import zh from '#locales/zh/global-error.json';
import GlobalError from './global-error.tsx';

function renderAt(path: string): Document {
  window.history.replaceState(null, '', path);
  const html = renderToStaticMarkup(
    <GlobalError error={new Error('layout failed')} retry={() => undefined} />,
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('the global error page', () => {
  it('renders a whole document in the language of the address, with a way home', () => {
    const page = renderAt('/en/announcement/3');
    expect(page.documentElement.lang).toBe('en-US');
    expect(page.querySelector('h1')?.textContent).toBe(en.text);
    expect(page.querySelector('a')?.getAttribute('href')).toBe('/en');
    expect(page.querySelector('a')?.textContent).toBe(en.home);
  });

  it('speaks Chinese on the unprefixed addresses', () => {
    const page = renderAt('/download');
    expect(page.documentElement.lang).toBe('zh-CN');
    expect(page.querySelector('h1')?.textContent).toBe(zh.text);
    expect(page.querySelector('a')?.getAttribute('href')).toBe('/');
  });
});
