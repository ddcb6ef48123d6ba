import { describe, expect, it } from 'vitest';
import { checkProductionConfig } from '../config/check.ts';
import { config } from '../config/index.ts';
import { contentSecurityPolicy } from '../content-security-policy.ts';
import { createPageViews, type TongjiCommand } from './page-views.ts';
import { tongjiScriptUrl } from './tongji-id.ts';

describe('the Baidu Tongji id', () => {
  const tongjiId = (BAIDU_TONGJI_ID: string | undefined) =>
    config({ BAIDU_TONGJI_ID }).site.tongjiId;

  it('accepts 32 hex digits, trimmed and in lower case', () => {
    expect(tongjiId('0123456789ABCDEF0123456789abcdef ')).toBe('0123456789abcdef0123456789abcdef');
    expect(tongjiScriptUrl('0123456789abcdef0123456789abcdef')).toBe(
      'https://hm.baidu.com/hm.js?0123456789abcdef0123456789abcdef',
    );
  });

  it('ignores a missing or malformed id, which npm start refuses', () => {
    expect(tongjiId(undefined)).toBeUndefined();
    expect(tongjiId('')).toBeUndefined();
    for (const id of [
      '0123456789abcdef0123456789abcde',
      '0123456789abcdef0123456789abcdeg',
      '0123456789abcdef0123456789abcdef&x=1',
      '"><script>',
    ]) {
      expect(tongjiId(id), id).toBeUndefined();
      expect(checkProductionConfig({ BAIDU_TONGJI_ID: id }).errors[0], id).toMatch(
        /^BAIDU_TONGJI_ID=.*: expected 32 hexadecimal digits .*build again after changing it$/,
      );
    }
  });
});

describe('page views', () => {
  function track() {
    const pushed: TongjiCommand[] = [];
    const views = createPageViews(() => ({ push: (command) => pushed.push(command) }));
    return { views, pushed };
  }

  it('leaves the first page to hm.js and pushes each later one once', () => {
    const { views, pushed } = track();
    views.visit('/');
    views.scriptAdded();
    views.visit('/');
    expect(pushed).toEqual([]);
    views.visit('/announcement');
    views.visit('/announcement');
    views.visit('/download?from=home');
    views.visit('/');
    expect(pushed).toEqual([
      ['_trackPageview', '/announcement'],
      ['_trackPageview', '/download?from=home'],
      ['_trackPageview', '/'],
    ]);
  });

  it('queues the pages left before hm.js loads, but not the one it loads on', () => {
    const { views, pushed } = track();
    views.visit('/');
    views.visit('/show');
    views.visit('/family');
    views.scriptAdded();
    views.visit('/family');
    expect(pushed).toEqual([
      ['_trackPageview', '/'],
      ['_trackPageview', '/show'],
    ]);
  });
});

describe('Content-Security-Policy', () => {
  function policy(env: Record<string, string | undefined>): Record<string, string> {
    return Object.fromEntries(
      contentSecurityPolicy(env)
        .split('; ')
        .map((directive) => {
          const [name = '', ...sources] = directive.split(' ');
          return [name, sources.join(' ')];
        }),
    );
  }

  it('lets hm.baidu.com in for scripts, images and requests only with a valid id', () => {
    const on = policy({ BAIDU_TONGJI_ID: '0123456789abcdef0123456789abcdef' });
    for (const directive of ['script-src', 'img-src', 'connect-src']) {
      expect(on[directive]).toContain('https://hm.baidu.com');
    }
    expect(on['default-src']).toBe("'self'");
    expect(on['frame-ancestors']).toBe("'none'");

    for (const BAIDU_TONGJI_ID of [undefined, '', 'not-an-id']) {
      const off = contentSecurityPolicy({ BAIDU_TONGJI_ID });
      expect(off).not.toContain('baidu');
      expect(off).toContain("script-src 'self' 'unsafe-inline';");
    }
  });
});
