// Whether something listens: a TCP connection is opened and closed at once, nothing is sent.
import { connect } from 'node:net';

export function acceptsConnections(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
