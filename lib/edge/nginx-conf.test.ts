import { describe, expect, it } from 'vitest';
import { imageOptimizerConfig } from '../image-optimizer.ts';
import { pageCacheControl } from '../page-cache-control.ts';
import { renderEdgeConf } from './nginx-conf.ts';

const hop = '/tmp/edge/hop.sock';

describe('the edge configuration', () => {
  it('listens where it is told and names every instance', () => {
    const conf = renderEdgeConf({
      listen: '127.0.0.1:3000',
      upstreams: ['127.0.0.1:3001', '127.0.0.1:3002'],
      hop: '/run/edge/hop.sock',
    });
    expect(conf).toContain('listen 127.0.0.1:3000;');
    expect(conf).toContain('server 127.0.0.1:3001 max_fails=1 fail_timeout=5s;');
    expect(conf).toContain('server 127.0.0.1:3002 max_fails=1 fail_timeout=5s;');
    // The microcache asks the inner hop, which alone listens on the socket.
    expect(conf).toContain('server unix:/run/edge/hop.sock;');
    expect(conf).toContain('listen unix:/run/edge/hop.sock;');
    expect(conf).not.toMatch(/\{\{/);
  });

  it('refuses values that would change the configuration rather than fill it', () => {
    expect(() => renderEdgeConf({ listen: '80; include /x', upstreams: ['a:1'], hop })).toThrow(
      /listen/,
    );
    expect(() => renderEdgeConf({ listen: '80', upstreams: ['a:1; server b:2'], hop })).toThrow(
      /host:port/,
    );
    expect(() => renderEdgeConf({ listen: '80', upstreams: [], hop })).toThrow(/at least one/);
    for (const bad of ['hop.sock', '/run/x.sock; include /etc/x', `/${'a'.repeat(120)}`]) {
      expect(() => renderEdgeConf({ listen: '80', upstreams: ['a:1'], hop: bad })).toThrow(
        /socket/,
      );
    }
  });

  it('keys pictures by each format the image optimiser makes and by no other, and keeps them as long', () => {
    const conf = renderEdgeConf({ listen: '80', upstreams: ['a:1'], hop });
    // The maps that choose the Accept sent to /_next/image: one pattern per format.
    const negotiated = [...conf.matchAll(/"~\*(image\/[a-z]+)\(/g)].map((match) => match[1]);
    expect(negotiated).toEqual(imageOptimizerConfig({}).formats);
    expect(conf).toMatch(/proxy_cache_key "[^"]*accept=\$edge_image_accept"/);
    // and tells browsers to keep them as long as the optimiser keeps its copies.
    const { minimumCacheTTL } = imageOptimizerConfig({});
    expect(conf).toContain(`"public, max-age=${minimumCacheTTL}, must-revalidate"`);
  });

  it('tells browsers about a page what the site itself tells them without the edge', () => {
    const conf = renderEdgeConf({ listen: '80', upstreams: ['a:1'], hop });
    const map =
      /map \$upstream_http_cache_control \$edge_cache_control \{\s*default "([^"]+)";/.exec(conf);
    expect(map?.[1]).toBe(pageCacheControl);
  });

  it('says so when the template grows a placeholder the renderer does not know', () => {
    expect(() =>
      renderEdgeConf({ listen: '80', upstreams: ['a:1'], hop }, 'listen {{listen}}; {{other}}'),
    ).toThrow(/\{\{other\}\}/);
  });
});
