import { describe, expect, it } from 'vitest';
import { savedPagePath, staticConf } from './static-conf.ts';

describe('the limit of the bench', () => {
  it('keeps each page under its address, and nothing outside the folder', () => {
    expect(savedPagePath('/en')).toBe('en.html');
    expect(savedPagePath('/en/support/2/2011')).toBe('en/support/2/2011.html');
    expect(() => savedPagePath('/')).toThrow();
    expect(() => savedPagePath('/en/../../etc')).toThrow();
  });

  it('serves the saved files from the given folder on the given address', () => {
    const conf = staticConf({ listen: '127.0.0.1:4250', root: '/tmp/pages' });
    expect(conf).toContain('listen 127.0.0.1:4250;');
    expect(conf).toContain('root /tmp/pages;');
    expect(conf).toContain('try_files $uri.html =404;');
  });
});
