// One HTTP/1.1 request on a connection of its own, with every header as given (fetch refuses to
// send Host, Upgrade or Connection, and keeps connections open between requests): what a visitor
// or an attacker can send the edge. Over TLS it trusts the test's own certificate authority.
import { type IncomingHttpHeaders, request as plainRequest } from 'node:http';
import { request as tlsRequest } from 'node:https';

export type RawAnswer = {
  /** The status, or 0 when the connection ended without an answer. */
  status: number;
  headers: IncomingHttpHeaders;
  /** Every header as it came, names in lower case: a repeated one is repeated here. */
  lines: [name: string, value: string][];
  body: string;
  /** Why there was no answer (ECONNRESET, "socket hang up"…), when there was none. */
  error?: string;
};

export type RawOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Over TLS: the certificate authority to trust, and the name sent as SNI (default: the host). */
  ca?: string;
  servername?: string;
};

function pairs(raw: string[]): [string, string][] {
  const lines: [string, string][] = [];
  for (let index = 0; index + 1 < raw.length; index += 2) {
    lines.push([(raw[index] ?? '').toLowerCase(), raw[index + 1] ?? '']);
  }
  return lines;
}

/** Every value of header `name` in `answer`, in the order sent. */
export const headerValues = (answer: RawAnswer, name: string): string[] =>
  answer.lines.filter(([each]) => each === name).map(([, value]) => value);

export function rawRequest(url: string, options: RawOptions = {}): Promise<RawAnswer> {
  const target = new URL(url);
  const tls = target.protocol === 'https:';
  const send = tls ? tlsRequest : plainRequest;
  return new Promise((resolve) => {
    const outgoing = send(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: false,
        ...(tls ? { ca: options.ca, servername: options.servername ?? target.hostname } : {}),
        timeout: 30_000,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        const answer = (body: string, error?: string): RawAnswer => ({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          lines: pairs(incoming.rawHeaders),
          body,
          ...(error === undefined ? {} : { error }),
        });
        incoming.on('error', (error) => resolve(answer('', error.message)));
        incoming.on('end', () => resolve(answer(Buffer.concat(chunks).toString('utf8'))));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 30 s')));
    outgoing.on('error', (error) =>
      resolve({ status: 0, headers: {}, lines: [], body: '', error: error.message }),
    );
    outgoing.end(options.body);
  });
}
