import { describe, expect, it } from 'vitest';
import { renderEdgeConf } from './nginx-conf.ts';

describe('the edge configuration', () => {
  it('listens where it is told and names every instance', () => {
    const conf = renderEdgeConf({
      listen: '127.0.0.1:3000',
      upstreams: ['127.0.0.1:3001', '127.0.0.1:3002'],
    });
    expect(conf).toContain('listen 127.0.0.1:3000;');
    expect(conf).toContain('server 127.0.0.1:3001 max_fails=1 fail_timeout=5s;');
    expect(conf).toContain('server 127.0.0.1:3002 max_fails=1 fail_timeout=5s;');
    expect(conf).not.toMatch(/\{\{/);
  });

  it('refuses values that would change the configuration rather than fill it', () => {
    expect(() => renderEdgeConf({ listen: '80; include /x', upstreams: ['a:1'] })).toThrow(
      /listen/,
    );
    expect(() => renderEdgeConf({ listen: '80', upstreams: ['a:1; server b:2'] })).toThrow(
      /host:port/,
    );
    expect(() => renderEdgeConf({ listen: '80', upstreams: [] })).toThrow(/at least one/);
  });

  it('says so when the template grows a placeholder the renderer does not know', () => {
    expect(() =>
      renderEdgeConf({ listen: '80', upstreams: ['a:1'] }, 'listen {{listen}}; {{other}}'),
    ).toThrow(/\{\{other\}\}/);
  });
});
