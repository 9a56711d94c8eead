/**
 * The chat API with DATABASE_URL set: the same replies as on the SQLite file, answers that keep
 * coming with `saved: false` while PostgreSQL is stopped, saving again once it is back with no
 * restart, and a log (at its most detailed) that never holds the database's password.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ChatReply, ChatStreamChunk, LoadPreviousSessionReply } from '../../../shared/chat-protocol.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { lectureSectionsForTests } from '../../test/lecture-sections.ts';
import { tutorUnitsFile } from '../../../content/pipeline/tutor-units.ts';
import { describeWithPostgres, startTestPostgres, type TestPostgres } from '../../test/postgres.ts';

type App = Awaited<ReturnType<typeof buildApp>>;

describeWithPostgres('the chat API on PostgreSQL', () => {
  let server: TestPostgres;
  let url: string;
  let app: App;
  const logLines: string[] = [];

  beforeAll(async () => {
    server = await startTestPostgres();
    url = await server.createDatabase();
    const config = loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '4', DATA_DIR: '/nonexistent/never-used', LOG_LEVEL: 'trace' });
    const stream = new Writable({
      write(line, _encoding, done) {
        logLines.push(String(line));
        done();
      },
    });
    app = await buildApp({ config, sections: await lectureSectionsForTests(), units: tutorUnitsFile(), references: {}, logger: { level: 'trace', stream } });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await server?.destroy();
  });

  const ask = (chatInput: string, sessionId: string, stream = false) =>
    app.inject({ method: 'POST', url: '/api/chat', headers: stream ? { accept: 'text/plain' } : {}, payload: { action: 'sendMessage', sessionId, chatInput } });
  const reload = (sessionId: string) => app.inject({ method: 'POST', url: '/api/chat', payload: { action: 'loadPreviousSession', sessionId } });
  const rate = (sessionId: string, messageId: string) =>
    app.inject({ method: 'POST', url: '/api/chat/feedback', payload: { sessionId, messageId, rating: 'down', comment: 'No formula' } });
  const endOf = (body: string) =>
    body
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ChatStreamChunk)
      .at(-1);

  it('saves and reloads a conversation and its rating', async () => {
    const sessionId = crypto.randomUUID();
    const reply = (await ask('what is the kernel trick', sessionId)).json<ChatReply>();
    expect(reply).toMatchObject({ grounded: true });
    expect(reply).not.toHaveProperty('saved');
    expect((await rate(sessionId, reply.messageId)).statusCode).toBe(204);

    const { data } = (await reload(sessionId)).json<LoadPreviousSessionReply>();
    expect(data.map((message) => message.kwargs.content)[0]).toBe('what is the kernel trick');
    expect(data[1].kwargs.additional_kwargs).toMatchObject({ messageId: reply.messageId, rating: 'down' });
    expect(await app.sessionStore.integrityCheck()).toBe('ok');
  });

  it('keeps answering while PostgreSQL is stopped, saying nothing was saved, and saves again once it is back', async () => {
    const sessionId = crypto.randomUUID();
    const first = (await ask('what is a decision tree', sessionId)).json<ChatReply>();
    expect(first).not.toHaveProperty('saved');

    await server.stop();
    try {
      const plain = await ask('what is entropy', sessionId);
      expect(plain.statusCode).toBe(200);
      expect(plain.json<ChatReply>()).toMatchObject({ grounded: true, saved: false });
      const streamed = await ask('what is entropy', sessionId, true);
      expect(endOf(streamed.body)).toMatchObject({ type: 'end', metadata: { grounded: true, saved: false } });
      expect((await rate(sessionId, first.messageId)).statusCode).toBe(503);
      const reloaded = await reload(sessionId);
      expect(reloaded.statusCode).toBe(503);
      expect(reloaded.json()).toEqual({ error: 'The conversation history cannot be read right now.' });
    } finally {
      await server.start();
    }

    const after = (await ask('what is information gain', sessionId)).json<ChatReply>();
    expect(after).not.toHaveProperty('saved');
    const { data } = (await reload(sessionId)).json<LoadPreviousSessionReply>();
    expect(data.map((message) => message.kwargs.content).filter((_content, index) => index % 2 === 0)).toEqual([
      'what is a decision tree',
      'what is information gain',
    ]);
  });

  it('never logs the database password', () => {
    const password = new URL(url).password;
    expect(password.length).toBeGreaterThan(8);
    // The log saw the outage: what was not saved, and the pool's connections failing.
    expect(logLines.join('')).toMatch(/chat history not saved/);
    expect(logLines.join('')).toMatch(/idle PostgreSQL connection failed/);
    expect(logLines.filter((line) => line.includes(password))).toEqual([]);
  });
});
