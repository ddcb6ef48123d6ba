// What Lighthouse's simulation charged to a run's largest paint: the scripts in the two request
// graphs it simulates the LCP from (Lantern's optimistic and pessimistic estimates), and when the
// paint came in the real, unthrottled load. This is what sets the site's LCP apart from the bare
// page's, so the bench prints it beside every row.
import type { Artifacts, Result } from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import type { LcpCharge } from './report.ts';

/** The part of a Lantern graph node this module reads. */
export type GraphNode = {
  type: string;
  request?: { url: string; resourceType?: string; transferSize: number };
};
export type Graph = { traverse: (visit: (node: GraphNode) => void) => void };

/** The scripts in either graph, each counted once, with the bytes they took over the network. */
export function scriptsInGraphs(graphs: readonly Graph[]): { count: number; bytes: number } {
  const scripts = new Map<string, number>();
  for (const graph of graphs) {
    graph.traverse((node) => {
      if (node.type === 'network' && node.request?.resourceType === 'Script') {
        scripts.set(node.request.url, node.request.transferSize);
      }
    });
  }
  return { count: scripts.size, bytes: [...scripts.values()].reduce((sum, size) => sum + size, 0) };
}

/**
 * Lantern's LCP of a simulated run, recomputed from its artifacts by Lighthouse's own code. It
 * must agree with the report's LCP, or what it says of the graphs would be about another figure.
 */
export async function lcpCharge(lhr: Result, artifacts: Artifacts): Promise<LcpCharge> {
  const settings = lhr.configSettings;
  const lantern = await LanternLargestContentfulPaint.request(
    {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      HostDPR: artifacts.HostDPR,
      simulator: null,
    },
    { computedCache: new Map(), settings },
  );
  const reported = lhr.audits['largest-contentful-paint']?.numericValue;
  if (typeof reported !== 'number' || Math.abs(reported - lantern.timing) > 1) {
    throw new Error(
      `${lhr.finalDisplayedUrl}: recomputed LCP ${Math.round(lantern.timing)} ms, the report says ${String(reported)}`,
    );
  }
  const observed = lhr.audits.metrics?.details;
  const paint =
    observed?.type === 'debugdata' ? observed.items[0]?.observedLargestContentfulPaint : undefined;
  if (typeof paint !== 'number') throw new Error(`${lhr.finalDisplayedUrl}: no observed LCP`);
  const graphs = [lantern.optimisticGraph, lantern.pessimisticGraph].filter(
    (graph): graph is NonNullable<typeof graph> => graph !== undefined,
  );
  const scripts = scriptsInGraphs(graphs);
  return {
    paintMs: paint,
    scripts: scripts.count,
    scriptBytes: scripts.bytes,
    pageScripts: countScripts(lhr),
  };
}

/** Every script the page requested in that run (Lighthouse's request list). */
function countScripts(lhr: Result): number {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') throw new Error(`${lhr.finalDisplayedUrl}: no request list`);
  return details.items.filter((item) => item.resourceType === 'Script').length;
}
