import { describe, expect, it } from 'vitest';
import { type Graph, type GraphNode, scriptsInGraphs } from './lcp-scripts.ts';

const graphOf = (nodes: GraphNode[]): Graph => ({ traverse: (visit) => nodes.forEach(visit) });
const request = (url: string, resourceType: string, transferSize: number): GraphNode => ({
  type: 'network',
  request: { url, resourceType, transferSize },
});

describe('scriptsInGraphs', () => {
  it('counts each script of either graph once, and nothing else', () => {
    const optimistic = graphOf([
      request('http://site/en', 'Document', 18_000),
      request('http://site/a.js', 'Script', 9_000),
      request('http://site/a.css', 'Stylesheet', 4_000),
      { type: 'cpu' },
    ]);
    const pessimistic = graphOf([
      request('http://site/a.js', 'Script', 9_000),
      request('http://site/b.js', 'Script', 65_000),
      request('http://site/logo.svg', 'Image', 2_000),
    ]);
    expect(scriptsInGraphs([optimistic, pessimistic])).toEqual({ count: 2, bytes: 74_000 });
    expect(scriptsInGraphs([])).toEqual({ count: 0, bytes: 0 });
  });
});
