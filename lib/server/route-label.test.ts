import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeLabel } from './route-label.ts';

const root = join(import.meta.dirname, '..', '..');

/** The public path of every page and route handler of app/, with its folders' names. */
function appRoutes(): string[] {
  return readdirSync(join(root, 'app'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /^(page\.tsx|route\.ts)$/.test(entry.name))
    .map((entry) => `/${relative(join(root, 'app'), entry.parentPath).split(sep).join('/')}`)
    .map((route) => (route === '/' ? '' : route));
}

/** A path of the route, with a value in place of each parameter. */
const example = (route: string) => route.replaceAll(/\[(\w+)\]/g, (_, name: string) => `${name}7`);

describe('the route label', () => {
  it('names each route by its pattern, in both locales and for Chinese without a prefix', () => {
    expect(routeLabel('/')).toBe('/[locale]');
    expect(routeLabel('/en')).toBe('/[locale]');
    expect(routeLabel('/announcement/42')).toBe('/[locale]/announcement/[id]');
    expect(routeLabel('/en/announcement/42?_rsc=1x2y')).toBe('/[locale]/announcement/[id]');
    expect(routeLabel('/zh/announcement/42')).toBe('/[locale]/announcement/[id]');
    expect(routeLabel('/announcement/page/3')).toBe('/[locale]/announcement/page/[page]');
    expect(routeLabel('/en/support/7/section/2')).toBe('/[locale]/support/[id]/section/[subId]');
    expect(routeLabel('/api/help/search?q=laser&locale=en')).toBe('/api/help/search');
    expect(routeLabel('/sitemap/2.xml')).toBe('/sitemap/[part]');
  });

  it('names a file by its folder', () => {
    expect(routeLabel('/_next/static/chunks/0a1b2c.js')).toBe('/_next/static');
    expect(routeLabel('/_next/image?url=%2Fimages%2Fa.png&w=640&q=75')).toBe('/_next/image');
    expect(routeLabel('/images/banner/one.webp')).toBe('/images');
  });

  it('is `other` for every path no route claims, so invented paths add no label', () => {
    const invented = [
      '/wp-login.php',
      '/en/nonsense/deeper/still',
      '/announcement/1/2/3/4',
      '/api/unknown',
      '/_next/data/x.json',
      'http://elsewhere.example/',
      '*',
      '',
      undefined,
    ];
    for (const path of invented) expect(routeLabel(path), String(path)).toBe('other');
    const labels = new Set(Array.from({ length: 500 }, (_, n) => routeLabel(`/x${n}/y${n}`)));
    expect([...labels]).toEqual(['other']);
  });

  it('knows every page and route handler of app/', () => {
    const routes = appRoutes();
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const path = example(route.replace('/[locale]', '/en'));
      expect(routeLabel(path), route).toBe(route);
    }
  });

  it('knows every folder and file of public/', () => {
    for (const entry of readdirSync(join(root, 'public'), { withFileTypes: true })) {
      const path = entry.isDirectory() ? `/${entry.name}/a.png` : `/${entry.name}`;
      expect(routeLabel(path), path).not.toBe('other');
    }
  });
});
