/**
 * The chat API's limits on what it stores, on the SQLite file and on PostgreSQL alike: a NUL
 * character refused at the door (PostgreSQL cannot store one: docs/decisions/011), a question of
 * invisible characters treated as empty, a reload that returns the last CHAT_HISTORY_LIMIT
 * exchanges and counts against its own rate limit, and conversations deleted after
 * CHAT_RETENTION_DAYS.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatReply, LoadPreviousSessionReply } from '../../../shared/chat-protocol.ts';
import { build } from '../../test/helper.ts';
import { describeWithPostgres, startTestPostgres, type TestPostgres } from '../../test/postgres.ts';
import { sessionStoreFile } from '../../tutor/store.ts';

type App = Awaited<ReturnType<typeof build>>;

/** Storage for one test: the environment that points a server at it, and a way to age its conversations. */
interface ChatStorage {
  env: Record<string, string>;
  /** Makes every stored conversation look last continued `days` ago. */
  age(days: number): Promise<void>;
}

const ask = (app: App, sessionId: string, chatInput: string, extra: { page?: string; stream?: boolean } = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: extra.stream ? { accept: 'text/plain' } : {},
    payload: { action: 'sendMessage', sessionId, chatInput, ...(extra.page === undefined ? {} : { metadata: { page: extra.page } }) },
  });
const reload = (app: App, sessionId: string) => app.inject({ method: 'POST', url: '/api/chat', payload: { action: 'loadPreviousSession', sessionId } });
const contents = (response: Awaited<ReturnType<typeof reload>>) => response.json<LoadPreviousSessionReply>().data.map((message) => message.kwargs.content);

function describeChatLimits(name: string, freshStorage: () => Promise<ChatStorage>) {
  describe(`the chat API's limits (${name})`, () => {
    it('refuses a NUL character in a question, a page or a comment with a 400 that says so, plain or streamed, and stores nothing', async () => {
      const storage = await freshStorage();
      const app = await build({ env: storage.env });
      const sessionId = crypto.randomUUID();
      for (const stream of [false, true]) {
        const question = await ask(app, sessionId, 'what is\u0000 pca', { stream });
        expect(question.statusCode).toBe(400);
        expect(question.json()).toEqual({ error: 'chatInput must not contain a NUL character (U+0000)' });
        const page = await ask(app, sessionId, 'what is pca', { page: '/clustering\u0000', stream });
        expect(page.statusCode).toBe(400);
        expect(page.json()).toEqual({ error: 'metadata.page must not contain a NUL character (U+0000)' });
      }
      expect(contents(await reload(app, sessionId))).toEqual([]);

      const answer = (await ask(app, sessionId, 'what is pca')).json<ChatReply>();
      expect(answer).not.toHaveProperty('saved');
      const comment = await app.inject({
        method: 'POST',
        url: '/api/chat/feedback',
        payload: { sessionId, messageId: answer.messageId, rating: 'down', comment: 'wrong\u0000' },
      });
      expect(comment.statusCode).toBe(400);
      expect(comment.json()).toEqual({ error: 'comment must not contain a NUL character (U+0000)' });
      const { data } = (await reload(app, sessionId)).json<LoadPreviousSessionReply>();
      expect(data).toHaveLength(2);
      expect(data[1].kwargs.additional_kwargs?.rating).toBeUndefined();
    });

    it('treats a question of zero-width and other invisible characters as empty, and stores nothing', async () => {
      const storage = await freshStorage();
      const app = await build({ env: storage.env });
      const sessionId = crypto.randomUUID();
      for (const chatInput of ['\u200b', '\u200b\u200c\u200d\u2060\ufeff', ' \u200b \u00a0\u3000\u2028']) {
        const response = await ask(app, sessionId, chatInput);
        expect(response.statusCode, JSON.stringify(chatInput)).toBe(400);
        expect(response.json()).toEqual({ error: 'chatInput must contain a question' });
      }
      expect(contents(await reload(app, sessionId))).toEqual([]);
    });

    it('reloads the last CHAT_HISTORY_LIMIT exchanges of a conversation', async () => {
      const storage = await freshStorage();
      const app = await build({ env: { ...storage.env, CHAT_HISTORY_LIMIT: '2' } });
      const sessionId = crypto.randomUUID();
      const answers: string[] = [];
      for (const question of ['what is pca', 'what is svd', 'what is lda']) answers.push((await ask(app, sessionId, question)).json<ChatReply>().output);
      expect(contents(await reload(app, sessionId))).toEqual(['what is svd', answers[1], 'what is lda', answers[2]]);
    });

    it('counts reloads against CHAT_RELOAD_RATE_LIMIT, apart from questions', async () => {
      const storage = await freshStorage();
      const app = await build({ env: { ...storage.env, CHAT_RELOAD_RATE_LIMIT: '2', CHAT_RATE_LIMIT: '1' } });
      const sessionId = crypto.randomUUID();
      expect((await reload(app, sessionId)).statusCode).toBe(200);
      expect((await reload(app, sessionId)).statusCode).toBe(200);
      const limited = await reload(app, sessionId);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json()).toEqual({
        error: expect.stringMatching(/^Too many reloads of the conversation: the limit is 2 a minute\. Try again in \d+ s\.$/),
      });
      // Questions have their own count, untouched by the reloads.
      expect((await ask(app, sessionId, 'what is pca')).statusCode).toBe(200);
      expect((await ask(app, sessionId, 'what is svd')).json()).toEqual({ error: expect.stringMatching(/^Too many questions: the limit is 1 a minute/) });
    });

    it('deletes the conversations idle longer than CHAT_RETENTION_DAYS when it starts, and keeps the rest', async () => {
      const storage = await freshStorage();
      const old = crypto.randomUUID();
      const first = await build({ env: storage.env });
      await ask(first, old, 'what is pca');
      await first.close();
      await storage.age(31);

      const second = await build({ env: { ...storage.env, CHAT_RETENTION_DAYS: '30' } });
      const recent = crypto.randomUUID();
      await ask(second, recent, 'what is svd');
      expect(contents(await reload(second, old))).toEqual([]);
      expect(contents(await reload(second, recent))).toHaveLength(2);
    });

    it('keeps conversations forever without CHAT_RETENTION_DAYS', async () => {
      const storage = await freshStorage();
      const old = crypto.randomUUID();
      const first = await build({ env: storage.env });
      await ask(first, old, 'what is pca');
      await first.close();
      await storage.age(3650);
      const second = await build({ env: storage.env });
      expect(contents(await reload(second, old))).toHaveLength(2);
    });
  });
}

describeChatLimits('SQLite', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ml-classes-limits-'));
  return {
    env: { DATA_DIR: dataDir },
    async age(days) {
      const db = new Database(sessionStoreFile(dataDir));
      try {
        db.prepare('UPDATE sessions SET last_seen_at = ?').run(new Date(Date.now() - days * 86_400_000).toISOString());
      } finally {
        db.close();
      }
    },
  };
});

describeWithPostgres('the chat API on PostgreSQL', () => {
  let server: TestPostgres;
  beforeAll(async () => {
    server = await startTestPostgres();
  });
  afterAll(async () => {
    await server?.destroy();
  });

  describeChatLimits('PostgreSQL', async () => {
    const url = await server.createDatabase();
    return {
      env: { DATABASE_URL: url, DATABASE_POOL_SIZE: '2' },
      async age(days) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          await client.query(`UPDATE sessions SET last_seen_at = now() - make_interval(days => $1)`, [days]);
        } finally {
          await client.end();
        }
      },
    };
  });
});
