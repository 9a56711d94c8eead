/**
 * The behaviour every SessionStore must have, as one suite that each implementation's test file
 * runs against its own database (store.test.ts: SQLite; store-postgres.test.ts: PostgreSQL). What
 * only one database can do (a SQLite file's WAL mode, PostgreSQL stopping under a live pool) stays
 * in that database's own file.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerModes, feedbackRatings, type ChatSource } from '../../shared/chat-protocol.ts';
import { type ConversationLimits, type Exchange, newMessageId, type SessionStore, StoreUnavailableError } from './store.ts';

/** Empty storage for one test, and the means to look at it. */
export interface StoreFixture {
  /** Opens a store on this storage (with `limits`, or none); a second call is another server (or the same one restarted) on the same data. */
  open(limits?: ConversationLimits): Promise<SessionStore>;
  /** Counts a table's rows through a connection of its own, as another process would see them. */
  countRows(table: 'sessions' | 'messages' | 'feedback'): Promise<number>;
  /** Removes the storage after the test (the stores are closed first). */
  dispose?(): Promise<void>;
}

export const sessionA = '11111111-1111-4111-8111-111111111111';
export const sessionB = '22222222-2222-4222-8222-222222222222';
const spectral: ChatSource = { title: 'Clustering › Spectral bisection', url: '/clustering#spectral-bisection', lecture: 'clustering' };

/** A question and its answer in session A, as the chat route saves them. */
export function exchange(question: string, overrides: Partial<Exchange> = {}): Exchange {
  return {
    sessionId: sessionA,
    question,
    page: '/clustering',
    answer: { messageId: newMessageId(), output: `An answer to: ${question}`, sources: [spectral], grounded: true, mode: 'built-in' },
    ...overrides,
  };
}

/** Declares the shared suite for the store that `freshStorage` opens, with empty storage for each test. */
export function describeSessionStore(name: string, freshStorage: () => Promise<StoreFixture>): void {
  describe(`the session store (${name})`, () => {
    let fixture: StoreFixture;
    const openStores: SessionStore[] = [];

    beforeEach(async () => {
      fixture = await freshStorage();
    });

    afterEach(async () => {
      for (const store of openStores.splice(0)) await store.close();
      await fixture.dispose?.();
    });

    async function open(limits?: ConversationLimits): Promise<SessionStore> {
      const store = await fixture.open(limits);
      openStores.push(store);
      return store;
    }

    describe('saving and reloading a conversation', () => {
      it('reloads an exchange in the LangChain shape the n8n widget reads', async () => {
        const store = await open();
        const saved = exchange('What is spectral bisection?');
        await store.saveExchange(saved);

        expect(await store.loadSession(sessionA)).toEqual([
          { lc: 1, type: 'constructor', id: ['langchain_core', 'messages', 'HumanMessage'], kwargs: { content: 'What is spectral bisection?' } },
          {
            lc: 1,
            type: 'constructor',
            id: ['langchain_core', 'messages', 'AIMessage'],
            kwargs: {
              content: 'An answer to: What is spectral bisection?',
              additional_kwargs: { messageId: saved.answer.messageId, sources: [spectral], grounded: true },
            },
          },
        ]);
      });

      it('keeps messages in the order they were asked, per session', async () => {
        const store = await open();
        for (const question of ['first', 'second', 'third']) await store.saveExchange(exchange(question));
        await store.saveExchange(exchange('elsewhere', { sessionId: sessionB }));

        expect((await store.loadSession(sessionA)).map((message) => message.kwargs.content)).toEqual([
          'first',
          'An answer to: first',
          'second',
          'An answer to: second',
          'third',
          'An answer to: third',
        ]);
        expect(await store.previousQuestion(sessionA)).toBe('third');
        expect(await store.previousQuestion(sessionB)).toBe('elsewhere');
      });

      it('gives the last turns, oldest first, in the roles an LLM prompt takes', async () => {
        const store = await open();
        for (const question of ['first', 'second', 'third']) await store.saveExchange(exchange(question));

        expect(await store.history(sessionA, 2)).toEqual([
          { role: 'user', content: 'second' },
          { role: 'assistant', content: 'An answer to: second' },
          { role: 'user', content: 'third' },
          { role: 'assistant', content: 'An answer to: third' },
        ]);
        expect(await store.history(sessionA, 10)).toHaveLength(6);
        expect(await store.history(sessionA, 0)).toEqual([]);
      });

      it('knows nothing of a session it has never seen', async () => {
        const store = await open();
        await store.saveExchange(exchange('first'));

        expect(await store.loadSession(sessionB)).toEqual([]);
        expect(await store.previousQuestion(sessionB)).toBeUndefined();
        expect(await store.history(sessionB, 3)).toEqual([]);
      });

      it('marks an answer from outside the lectures as not grounded', async () => {
        const store = await open();
        await store.saveExchange(
          exchange('Who won the 1998 World Cup?', {
            answer: { messageId: newMessageId(), output: 'Not covered.', sources: [], grounded: false, mode: 'fallback' },
          }),
        );

        expect((await store.loadSession(sessionA))[1].kwargs.additional_kwargs).toMatchObject({ sources: [], grounded: false });
      });

      it('writes nothing when the exchange cannot be saved whole', async () => {
        const store = await open();
        const first = exchange('first');
        await store.saveExchange(first);
        // Reusing an answer id fails on the second insert, after the session and question were written.
        const clash = exchange('second', { sessionId: sessionB, answer: { ...first.answer } });

        // A broken exchange is a bug, not an unavailable store: it is not reported as `saved: false`.
        const failure = await store.saveExchange(clash).then(
          () => undefined,
          (error: unknown) => error,
        );
        expect(failure).toBeInstanceOf(Error);
        expect(failure).not.toBeInstanceOf(StoreUnavailableError);
        expect(String(failure)).toMatch(/unique/i);
        expect(await fixture.countRows('messages')).toBe(2);
        expect(await fixture.countRows('sessions')).toBe(1);
        expect(await store.loadSession(sessionB)).toEqual([]);
      });

      it('keeps conversations and ratings across a server restart', async () => {
        const before = await open();
        const saved = exchange('first');
        await before.saveExchange(saved);
        await before.saveFeedback({ sessionId: sessionA, messageId: saved.answer.messageId, rating: 'up' });
        await before.close();

        const after = await open();
        expect(await after.loadSession(sessionA)).toHaveLength(2);
        expect((await after.loadSession(sessionA))[1].kwargs.additional_kwargs?.rating).toBe('up');
        expect(await after.previousQuestion(sessionA)).toBe('first');
      });

      it('accepts every answer mode and rating the chat protocol has', async () => {
        // The schema's CHECK lists must follow the protocol's; a new value needs a migration.
        const store = await open();
        for (const mode of answerModes) {
          const saved = exchange(`a ${mode} answer`);
          saved.answer.mode = mode;
          await store.saveExchange(saved);
          for (const rating of feedbackRatings)
            expect(await store.saveFeedback({ sessionId: sessionA, messageId: saved.answer.messageId, rating })).toBe('saved');
        }
        expect(await store.loadSession(sessionA)).toHaveLength(2 * answerModes.length);
      });
    });

    describe('feedback', () => {
      it('records a rating, shown when the session is reloaded', async () => {
        const store = await open();
        const saved = exchange('first');
        await store.saveExchange(saved);

        expect(await store.saveFeedback({ sessionId: sessionA, messageId: saved.answer.messageId, rating: 'down', comment: 'Too vague' })).toBe('saved');
        expect((await store.loadSession(sessionA))[1].kwargs.additional_kwargs?.rating).toBe('down');
      });

      it('replaces a first rating with a second one', async () => {
        const store = await open();
        const saved = exchange('first');
        await store.saveExchange(saved);
        await store.saveFeedback({ sessionId: sessionA, messageId: saved.answer.messageId, rating: 'down', comment: 'Too vague' });
        await store.saveFeedback({ sessionId: sessionA, messageId: saved.answer.messageId, rating: 'up' });

        expect(await fixture.countRows('feedback')).toBe(1);
        expect((await store.loadSession(sessionA))[1].kwargs.additional_kwargs?.rating).toBe('up');
        expect(await store.downRatedAnswers(10)).toEqual([]);
      });

      it('stores what was wrong with a thumbs down, whichever of the rating and the comment arrives first', async () => {
        const store = await open();
        const first = exchange('first');
        const second = exchange('second');
        await store.saveExchange(first);
        await store.saveExchange(second);
        // The widget's order: the thumbs down, then the comment.
        await store.saveFeedback({ sessionId: sessionA, messageId: first.answer.messageId, rating: 'down' });
        await store.saveFeedback({ sessionId: sessionA, messageId: first.answer.messageId, rating: 'down', comment: 'No formula' });
        // The other order: the comment, then a late copy of the thumbs down, which must not erase it.
        await store.saveFeedback({ sessionId: sessionA, messageId: second.answer.messageId, rating: 'down', comment: 'Too long' });
        await store.saveFeedback({ sessionId: sessionA, messageId: second.answer.messageId, rating: 'down' });

        const comments = new Map((await store.downRatedAnswers(10)).map((answer) => [answer.messageId, answer.comment]));
        expect(comments).toEqual(
          new Map([
            [first.answer.messageId, 'No formula'],
            [second.answer.messageId, 'Too long'],
          ]),
        );
        expect(await fixture.countRows('feedback')).toBe(2);
      });

      it('drops the comment when the rating changes, and stores a blank comment as none', async () => {
        const store = await open();
        const saved = exchange('first');
        await store.saveExchange(saved);
        await store.saveFeedback({ sessionId: sessionA, messageId: saved.answer.messageId, rating: 'down', comment: 'No formula' });
        await store.saveFeedback({ sessionId: sessionA, messageId: saved.answer.messageId, rating: 'up' });
        await store.saveFeedback({ sessionId: sessionA, messageId: saved.answer.messageId, rating: 'down' });
        expect((await store.downRatedAnswers(10))[0].comment).toBeNull();

        await store.saveFeedback({ sessionId: sessionA, messageId: saved.answer.messageId, rating: 'down', comment: '  \n ' });
        expect((await store.downRatedAnswers(10))[0].comment).toBeNull();
        await store.saveFeedback({ sessionId: sessionA, messageId: saved.answer.messageId, rating: 'down', comment: '  Wrong lecture  ' });
        expect((await store.downRatedAnswers(10))[0].comment).toBe('Wrong lecture');
      });

      it('refuses a message id that is not an answer in that session', async () => {
        const store = await open();
        const saved = exchange('first');
        await store.saveExchange(saved);

        expect(await store.saveFeedback({ sessionId: sessionA, messageId: newMessageId(), rating: 'up' })).toBe('unknown-message');
        expect(await store.saveFeedback({ sessionId: sessionB, messageId: saved.answer.messageId, rating: 'up' })).toBe('unknown-message');
        expect(await fixture.countRows('feedback')).toBe(0);
      });
    });

    describe('the report queries', () => {
      it('ranks questions by how often they are asked, ignoring case and surrounding spaces', async () => {
        const store = await open();
        await store.saveExchange(exchange('What is PCA?'));
        await store.saveExchange(exchange('what is pca? ', { sessionId: sessionB }));
        await store.saveExchange(exchange('What is k-means?'));
        await store.saveExchange(exchange('  What is PCA?'));

        const top = await store.topQuestions(10);
        expect(top.map(({ question, count }) => ({ question, count }))).toEqual([
          { question: '  What is PCA?', count: 3 },
          { question: 'What is k-means?', count: 1 },
        ]);
        expect(top[0].lastAskedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
        expect(await store.topQuestions(1)).toHaveLength(1);
      });

      it('lists answers rated down with the question, comment and page', async () => {
        const store = await open();
        const liked = exchange('What is PCA?');
        const disliked = exchange('What is an SVM margin?', { page: '/svm' });
        await store.saveExchange(liked);
        await store.saveExchange(disliked);
        await store.saveFeedback({ sessionId: sessionA, messageId: liked.answer.messageId, rating: 'up' });
        await store.saveFeedback({ sessionId: sessionA, messageId: disliked.answer.messageId, rating: 'down', comment: 'No formula' });

        const [answer, ...rest] = await store.downRatedAnswers(10);
        expect(rest).toEqual([]);
        expect(answer).toMatchObject({
          messageId: disliked.answer.messageId,
          question: 'What is an SVM margin?',
          answer: 'An answer to: What is an SVM margin?',
          comment: 'No formula',
          page: '/svm',
        });
        expect(answer.ratedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
      });
    });

    describe('how much is kept, and for how long', () => {
      it('keeps the last historyLimit exchanges of a conversation, with their ratings, and reloads those', async () => {
        const store = await open({ historyLimit: 2 });
        const first = exchange('first');
        await store.saveExchange(first);
        await store.saveFeedback({ sessionId: sessionA, messageId: first.answer.messageId, rating: 'down', comment: 'gone with its answer' });
        const second = exchange('second');
        await store.saveExchange(second);
        await store.saveFeedback({ sessionId: sessionA, messageId: second.answer.messageId, rating: 'up' });
        await store.saveExchange(exchange('elsewhere', { sessionId: sessionB }));
        await store.saveExchange(exchange('third'));

        expect((await store.loadSession(sessionA)).map((message) => message.kwargs.content)).toEqual([
          'second',
          'An answer to: second',
          'third',
          'An answer to: third',
        ]);
        expect((await store.loadSession(sessionA))[1].kwargs.additional_kwargs?.rating).toBe('up');
        // Session B is not touched by A's cap; the first answer's rating went with it.
        expect(await fixture.countRows('messages')).toBe(6);
        expect(await fixture.countRows('feedback')).toBe(1);
        expect(await store.integrityCheck()).toBe('ok');
      });

      it('reloads at most historyLimit exchanges of a conversation stored longer before the cap', async () => {
        const unbounded = await open();
        for (const question of ['first', 'second', 'third']) await unbounded.saveExchange(exchange(question));
        const capped = await open({ historyLimit: 1 });
        expect((await capped.loadSession(sessionA)).map((message) => message.kwargs.content)).toEqual(['third', 'An answer to: third']);
      });

      it('deletes the conversations idle since a date, with their messages and ratings', async () => {
        const store = await open();
        const saved = exchange('first');
        await store.saveExchange(saved);
        await store.saveFeedback({ sessionId: sessionA, messageId: saved.answer.messageId, rating: 'up' });
        await store.saveExchange(exchange('elsewhere', { sessionId: sessionB }));

        expect(await store.deleteConversationsIdleSince(new Date(Date.now() - 60_000))).toBe(0);
        expect(await fixture.countRows('sessions')).toBe(2);
        expect(await store.deleteConversationsIdleSince(new Date(Date.now() + 60_000))).toBe(2);
        for (const table of ['sessions', 'messages', 'feedback'] as const) expect(await fixture.countRows(table), table).toBe(0);
        expect(await store.loadSession(sessionA)).toEqual([]);
      });
    });

    describe('health', () => {
      it('answers a ping and passes its integrity check while open', async () => {
        const store = await open();
        expect(store.available).toBe(true);
        await expect(store.ping()).resolves.toBeUndefined();
        await store.saveExchange(exchange('first'));
        expect(await store.integrityCheck()).toBe('ok');
      });

      it('refuses writes once closed, and reads that only enrich an answer come back empty', async () => {
        const store = await open();
        await store.close();
        await expect(store.saveExchange(exchange('first'))).rejects.toThrow(StoreUnavailableError);
        await expect(store.saveFeedback({ sessionId: sessionA, messageId: newMessageId(), rating: 'up' })).rejects.toThrow(StoreUnavailableError);
        await expect(store.loadSession(sessionA)).rejects.toThrow(StoreUnavailableError);
        await expect(store.ping()).rejects.toThrow(StoreUnavailableError);
        expect(await store.previousQuestion(sessionA)).toBeUndefined();
        expect(await store.history(sessionA, 3)).toEqual([]);
        expect(await fixture.countRows('messages')).toBe(0);
      });
    });
  });
}
