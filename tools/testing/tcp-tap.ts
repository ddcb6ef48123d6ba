// A transparent TCP relay in front of a server, for the edge tests: it passes the bytes both ways
// untouched (a closed or reset connection stays one, which an HTTP proxy would turn into an answer
// of its own) and keeps what the client sent, so a test can read the request heads the server was
// sent: the headers nginx set, and how many requests reached this server at all.
import { connect, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export type TappedRequest = {
  method: string;
  target: string;
  /** Header names in lower case; a repeated header's values joined with ", ". */
  headers: Record<string, string>;
};

export type TcpTap = {
  port: number;
  /** Every request head seen so far, oldest first. */
  requests: () => TappedRequest[];
  stop: () => Promise<void>;
};

const head = /([A-Z]+) (\S+) HTTP\/1\.[01]\r\n((?:[^\r\n]+\r\n)*)\r\n/y;

/** The requests one connection carried, one after the other (nginx sends each body's length). */
function parseHeads(sent: string): TappedRequest[] {
  const requests: TappedRequest[] = [];
  head.lastIndex = 0;
  for (let match = head.exec(sent); match; match = head.exec(sent)) {
    const [, method = '', target = '', lines = ''] = match;
    const headers: Record<string, string> = {};
    for (const line of lines.split('\r\n').filter(Boolean)) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
    }
    requests.push({ method, target, headers });
    head.lastIndex += Number(headers['content-length'] ?? 0);
  }
  return requests;
}

export async function startTcpTap(upstreamPort: number, host = '127.0.0.1'): Promise<TcpTap> {
  // What each connection's client sent, as Latin-1 so that every byte is one character.
  const streams: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const index = streams.push('') - 1;
    const upstream = connect(upstreamPort, host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    }
    client.on('data', (chunk: Buffer) => (streams[index] += chunk.toString('latin1')));
    client.pipe(upstream);
    upstream.pipe(client);
    // A reset on one side is passed on as one, not as an orderly end.
    client.once('error', () => upstream.resetAndDestroy());
    upstream.once('error', () => client.resetAndDestroy());
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests: () => streams.flatMap(parseHeads),
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
