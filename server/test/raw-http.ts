/**
 * Raw HTTP on a socket, for what app.inject cannot send: a request Node itself refuses (malformed,
 * headers too large), a body that stops half-way, or a connection held open. The built app
 * listens on a loopback port for these tests.
 */
import { connect, type Socket } from 'node:net';
import { onTestFinished } from 'vitest';
import { build } from './helper.ts';

/** A built app listening on 127.0.0.1, and its port; closed when the test finishes. */
export async function listeningApp(env: Record<string, string> = {}) {
  const app = await build({ env, closeAfterTest: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  onTestFinished(async () => {
    // app.close() waits for open connections: a test's held sockets must not keep it waiting.
    app.server.closeAllConnections();
    await app.close();
  });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('The app did not get a TCP address');
  return { app, port: address.port };
}

/** A connection to `port`, with everything the server sends kept in `received` and a promise of its close. */
export async function openConnection(port: number) {
  const socket: Socket = connect({ port, host: '127.0.0.1' });
  socket.on('error', () => {});
  let received = '';
  socket.on('data', (data: Buffer) => {
    received += data.toString('latin1');
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  onTestFinished(() => void socket.destroy());
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return {
    socket,
    closed,
    /** Everything received so far, as text. */
    received: () => received,
  };
}

/** A response read off the wire: its status, headers (names in lower case) and body. */
export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Parses the one response a server wrote before closing the connection. */
export function parseRawResponse(text: string): RawResponse {
  const end = text.indexOf('\r\n\r\n');
  if (end === -1) throw new Error(`No complete response head in ${JSON.stringify(text.slice(0, 200))}`);
  const [statusLine, ...headerLines] = text.slice(0, end).split('\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1]);
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { status, headers, body: text.slice(end + 4) };
}

/** Sends `text` on a new connection and gives what the server answered once it closed the connection. */
export async function sendRaw(port: number, text: string | Buffer): Promise<RawResponse> {
  const connection = await openConnection(port);
  connection.socket.write(text);
  await connection.closed;
  return parseRawResponse(connection.received());
}
