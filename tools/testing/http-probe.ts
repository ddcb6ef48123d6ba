// Plain HTTP/1.1 requests for tests of a server's connection handling: from a chosen local
// address, on a kept-alive or a fresh connection, with the answer's headers as Node read them.
import { type Agent, request } from 'node:http';

export type Probed = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

export type ProbeOptions = {
  method?: string;
  headers?: Record<string, string>;
  /** The address the request comes from, e.g. 127.0.0.2 to pose as another machine. */
  localAddress?: string;
  /** A keep-alive agent, to send several requests on one connection. */
  agent?: Agent;
  body?: string;
};

/** One request to `url`; rejects on a network error (a refused connection, a reset). */
export function probe(url: string, options: ProbeOptions = {}): Promise<Probed> {
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.localAddress,
        agent: options.agent ?? false,
      },
      (answer) => {
        let body = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (body += chunk));
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body }),
        );
        answer.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(options.body);
  });
}
