/**
 * The HTTP server's limits on slow and idle clients, on a real loopback port (app.inject has no
 * connection to hold): a body or headers that stop arriving are answered 408 and the connection
 * closed; past MAX_CONNECTIONS a new connection is closed at once.
 */
import { describe, expect, it } from 'vitest';
import { listeningApp, openConnection, parseRawResponse } from './test/raw-http.ts';

const question = JSON.stringify({ action: 'sendMessage', sessionId: crypto.randomUUID(), chatInput: 'what is pca' });

describe('a client that stops sending', () => {
  it('has its request closed with a 408 when the body stops half-way', async () => {
    const { port } = await listeningApp({ REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '1000' });
    const connection = await openConnection(port);
    // Content-Length promises 100 bytes; 10 come, then nothing.
    connection.socket.write(`POST /api/chat HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"action":`);
    await connection.closed;
    const response = parseRawResponse(connection.received());
    expect(response.status).toBe(408);
    expect(JSON.parse(response.body)).toEqual({ error: 'The request took too long to arrive' });
  });

  it('has its request closed with a 408 when the headers never end', async () => {
    const { port } = await listeningApp({ REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '1000' });
    const connection = await openConnection(port);
    connection.socket.write('GET /api/classes HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    await connection.closed;
    expect(parseRawResponse(connection.received()).status).toBe(408);
  });

  it('is answered as usual when the whole request arrives in time', async () => {
    const { port } = await listeningApp({ REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '1000' });
    const connection = await openConnection(port);
    connection.socket.end(
      `POST /api/chat HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(question)}\r\nConnection: close\r\n\r\n${question}`,
    );
    await connection.closed;
    expect(parseRawResponse(connection.received()).status).toBe(200);
  });
});

describe('MAX_CONNECTIONS', () => {
  it('closes a connection past the bound at once, and serves again once one is free', async () => {
    const { port } = await listeningApp({ MAX_CONNECTIONS: '2' });
    const held = [await openConnection(port), await openConnection(port)];
    // The server counts a connection once it has accepted it: a request answered on each says so.
    for (const connection of held) {
      connection.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    }
    await Promise.all(held.map((connection) => new Promise<void>((resolve) => connection.socket.once('data', () => resolve()))));
    const refused = await openConnection(port);
    refused.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await refused.closed;
    expect(refused.received()).toBe('');

    held[0].socket.destroy();
    await held[0].closed;
    // The server learns of the close asynchronously: a new connection is served once it has.
    await expect
      .poll(async () => {
        const next = await openConnection(port);
        next.socket.end('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
        await next.closed;
        return next.received().slice(0, 12);
      })
      .toBe('HTTP/1.1 200');
  });
});
