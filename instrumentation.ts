// Failures of background regeneration never reach a visitor (the last good page is served), so
// they are reported here, one log line each, with what an operator needs to find the cause
// (lib/failure-report.ts).
import type { Instrumentation } from 'next';
import type { FailureReporter } from '#lib/failure-report.ts';

let failures: FailureReporter | undefined;

export async function register(): Promise<void> {
  // eslint-disable-next-line no-restricted-syntax -- Next's own variable: the runtime it loads this in
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Loaded here, in Node only: the log writes to the process's own streams, which the Edge
  // runtime (for which Next compiles this file too) does not have.
  const { createFailureReporter, holdBackRepeats } = await import('#lib/failure-report.ts');
  failures = createFailureReporter();
  holdBackRepeats(console, failures.reported);
  // The drawing proxy limits visitors by their address, which Next does not show route
  // handlers: it is passed on from the Node server (lib/draw/peer-address.ts). The production
  // server (scripts/serve.ts) installs this before it listens; `next dev` gets it here.
  const { stampPeerAddresses } = await import('#lib/draw/peer-address.ts');
  stampPeerAddresses();
  // Rich text is sanitised with DOMPurify on jsdom, which takes about a second to load: loaded
  // here, before the first request, rather than by the first page that renders rich text, which
  // would hold up every answer of this instance meanwhile (the first regeneration after a start).
  // It is the jsdom the sanitiser uses only while package.json asks for the version
  // isomorphic-dompurify depends on (instrumentation.test.ts): with two, a server that renders
  // rich text loads and keeps both.
  await import('jsdom');
}

export const onRequestError: Instrumentation.onRequestError = (error, request, context) => {
  failures?.report(error, request, context);
};
