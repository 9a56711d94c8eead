/**
 * What the tests' stand-ins for outside services (server/test/*-stand-in.ts) share: an HTTP server
 * on 127.0.0.1 that can be closed even while a response hangs, and, run as a script, stops on
 * SIGINT or SIGTERM.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** Listens on 127.0.0.1 (`port` 0 or undefined: one the system picks) and gives the port and a close that never waits for open connections. */
export async function listenOnLoopback(server: Server, port: number | undefined, name: string): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error(`The ${name} did not get a TCP address`);
  return {
    port: address.port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // server.close() waits for open connections; a hanging answer or stream would keep it open forever.
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/** Closes a stand-in run as a script when it is interrupted or told to stop, exiting 0 once closed (1 if closing failed). */
export function closeOnSignals(close: () => Promise<void>): void {
  const stop = () => {
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
