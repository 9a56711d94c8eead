import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerModes, feedbackRatings, type ChatSource } from '../../shared/chat-protocol.ts';
import {
  type Exchange,
  type SessionStore,
  type SessionStoreOptions,
  newMessageId,
  openSessionStore,
  SCHEMA_VERSION,
  sessionStoreFile,
  StoreUnavailableError,
} from './store.ts';

// chmod does not stop root from writing, so the permission cases only mean something as another user.
const runningAsRoot = process.getuid?.() === 0;

const sessionA = '11111111-1111-4111-8111-111111111111';
const sessionB = '22222222-2222-4222-8222-222222222222';
const spectral: ChatSource = { title: 'Clustering › Spectral bisection', url: '/clustering#spectral-bisection', lecture: 'clustering' };

let dir: string;
let file: string;
const openStores: SessionStore[] = [];
let warnings: string[];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'tutor-store-'));
  file = sessionStoreFile(join(dir, 'data'));
  warnings = [];
});

afterEach(() => {
  for (const store of openStores.splice(0)) store.close();
  // A failed permission test must not leave a directory the clean-up cannot enter.
  if (existsSync(join(dir, 'data'))) chmodSync(join(dir, 'data'), 0o755);
  rmSync(dir, { recursive: true, force: true });
});

function open(options: SessionStoreOptions = {}, at = file): SessionStore {
  const store = openSessionStore(at, { logger: { warn: (_details, message) => warnings.push(message) }, ...options });
  openStores.push(store);
  return store;
}

function exchange(question: string, overrides: Partial<Exchange> = {}): Exchange {
  return {
    sessionId: sessionA,
    question,
    page: '/clustering',
    answer: { messageId: newMessageId(), output: `An answer to: ${question}`, sources: [spectral], grounded: true, mode: 'built-in' },
    ...overrides,
  };
}

/** Counts rows through a connection of its own, as another process would see them. */
function countRows(table: 'sessions' | 'messages' | 'feedback'): number {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare<[], number>(`SELECT COUNT(*) FROM ${table}`).pluck().get() ?? 0;
  } finally {
    db.close();
  }
}

describe('saving and reloading a conversation', () => {
  it('reloads an exchange in the LangChain shape the n8n widget reads', () => {
    const store = open();
    const saved = exchange('What is spectral bisection?');
    store.saveExchange(saved);

    expect(store.loadSession(sessionA)).toEqual([
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

  it('keeps messages in the order they were asked, per session', () => {
    const store = open();
    for (const question of ['first', 'second', 'third']) store.saveExchange(exchange(question));
    store.saveExchange(exchange('elsewhere', { sessionId: sessionB }));

    expect(store.loadSession(sessionA).map((message) => message.kwargs.content)).toEqual([
      'first',
      'An answer to: first',
      'second',
      'An answer to: second',
      'third',
      'An answer to: third',
    ]);
    expect(store.previousQuestion(sessionA)).toBe('third');
    expect(store.previousQuestion(sessionB)).toBe('elsewhere');
  });

  it('gives the last turns, oldest first, in the roles an LLM prompt takes', () => {
    const store = open();
    for (const question of ['first', 'second', 'third']) store.saveExchange(exchange(question));

    expect(store.history(sessionA, 2)).toEqual([
      { role: 'user', content: 'second' },
      { role: 'assistant', content: 'An answer to: second' },
      { role: 'user', content: 'third' },
      { role: 'assistant', content: 'An answer to: third' },
    ]);
    expect(store.history(sessionA, 10)).toHaveLength(6);
    expect(store.history(sessionA, 0)).toEqual([]);
  });

  it('knows nothing of a session it has never seen', () => {
    const store = open();
    store.saveExchange(exchange('first'));

    expect(store.loadSession(sessionB)).toEqual([]);
    expect(store.previousQuestion(sessionB)).toBeUndefined();
    expect(store.history(sessionB, 3)).toEqual([]);
  });

  it('marks an answer from outside the lectures as not grounded', () => {
    const store = open();
    store.saveExchange(
      exchange('Who won the 1998 World Cup?', {
        answer: { messageId: newMessageId(), output: 'Not covered.', sources: [], grounded: false, mode: 'fallback' },
      }),
    );

    expect(store.loadSession(sessionA)[1].kwargs.additional_kwargs).toMatchObject({ sources: [], grounded: false });
  });

  it('writes nothing when the exchange cannot be saved whole', () => {
    const store = open();
    const first = exchange('first');
    store.saveExchange(first);
    // Reusing an answer id fails on the second insert, after the session and question were written.
    const clash = exchange('second', { sessionId: sessionB, answer: { ...first.answer } });

    expect(() => store.saveExchange(clash)).toThrow(/UNIQUE/);
    expect(countRows('messages')).toBe(2);
    expect(countRows('sessions')).toBe(1);
    expect(store.loadSession(sessionB)).toEqual([]);
  });

  it('keeps conversations and ratings across a server restart', () => {
    const before = open();
    const saved = exchange('first');
    before.saveExchange(saved);
    before.saveFeedback({ sessionId: sessionA, messageId: saved.answer.messageId, rating: 'up' });
    before.close();

    const after = open();
    expect(after.loadSession(sessionA)).toHaveLength(2);
    expect(after.loadSession(sessionA)[1].kwargs.additional_kwargs?.rating).toBe('up');
    expect(after.previousQuestion(sessionA)).toBe('first');
  });
});

describe('feedback', () => {
  it('records a rating, shown when the session is reloaded', () => {
    const store = open();
    const saved = exchange('first');
    store.saveExchange(saved);

    expect(store.saveFeedback({ sessionId: sessionA, messageId: saved.answer.messageId, rating: 'down', comment: 'Too vague' })).toBe('saved');
    expect(store.loadSession(sessionA)[1].kwargs.additional_kwargs?.rating).toBe('down');
  });

  it('replaces a first rating with a second one', () => {
    const store = open();
    const saved = exchange('first');
    store.saveExchange(saved);
    store.saveFeedback({ sessionId: sessionA, messageId: saved.answer.messageId, rating: 'down', comment: 'Too vague' });
    store.saveFeedback({ sessionId: sessionA, messageId: saved.answer.messageId, rating: 'up' });

    expect(countRows('feedback')).toBe(1);
    expect(store.loadSession(sessionA)[1].kwargs.additional_kwargs?.rating).toBe('up');
    expect(store.downRatedAnswers(10)).toEqual([]);
  });

  it('stores what was wrong with a thumbs down, whichever of the rating and the comment arrives first', () => {
    const store = open();
    const first = exchange('first');
    const second = exchange('second');
    store.saveExchange(first);
    store.saveExchange(second);
    // The widget's order: the thumbs down, then the comment.
    store.saveFeedback({ sessionId: sessionA, messageId: first.answer.messageId, rating: 'down' });
    store.saveFeedback({ sessionId: sessionA, messageId: first.answer.messageId, rating: 'down', comment: 'No formula' });
    // The other order: the comment, then a late copy of the thumbs down, which must not erase it.
    store.saveFeedback({ sessionId: sessionA, messageId: second.answer.messageId, rating: 'down', comment: 'Too long' });
    store.saveFeedback({ sessionId: sessionA, messageId: second.answer.messageId, rating: 'down' });

    const comments = new Map(store.downRatedAnswers(10).map((answer) => [answer.messageId, answer.comment]));
    expect(comments).toEqual(
      new Map([
        [first.answer.messageId, 'No formula'],
        [second.answer.messageId, 'Too long'],
      ]),
    );
    expect(countRows('feedback')).toBe(2);
  });

  it('drops the comment when the rating changes, and stores a blank comment as none', () => {
    const store = open();
    const saved = exchange('first');
    store.saveExchange(saved);
    store.saveFeedback({ sessionId: sessionA, messageId: saved.answer.messageId, rating: 'down', comment: 'No formula' });
    store.saveFeedback({ sessionId: sessionA, messageId: saved.answer.messageId, rating: 'up' });
    store.saveFeedback({ sessionId: sessionA, messageId: saved.answer.messageId, rating: 'down' });
    expect(store.downRatedAnswers(10)[0].comment).toBeNull();

    store.saveFeedback({ sessionId: sessionA, messageId: saved.answer.messageId, rating: 'down', comment: '  \n ' });
    expect(store.downRatedAnswers(10)[0].comment).toBeNull();
    store.saveFeedback({ sessionId: sessionA, messageId: saved.answer.messageId, rating: 'down', comment: '  Wrong lecture  ' });
    expect(store.downRatedAnswers(10)[0].comment).toBe('Wrong lecture');
  });

  it('refuses a message id that is not an answer in that session', () => {
    const store = open();
    const saved = exchange('first');
    store.saveExchange(saved);

    expect(store.saveFeedback({ sessionId: sessionA, messageId: newMessageId(), rating: 'up' })).toBe('unknown-message');
    expect(store.saveFeedback({ sessionId: sessionB, messageId: saved.answer.messageId, rating: 'up' })).toBe('unknown-message');
    expect(countRows('feedback')).toBe(0);
  });
});

describe('the report queries', () => {
  it('ranks questions by how often they are asked, ignoring case and surrounding spaces', () => {
    const store = open();
    store.saveExchange(exchange('What is PCA?'));
    store.saveExchange(exchange('what is pca? ', { sessionId: sessionB }));
    store.saveExchange(exchange('What is k-means?'));
    store.saveExchange(exchange('  What is PCA?'));

    const top = store.topQuestions(10);
    expect(top.map(({ question, count }) => ({ question, count }))).toEqual([
      { question: '  What is PCA?', count: 3 },
      { question: 'What is k-means?', count: 1 },
    ]);
    expect(Date.parse(top[0].lastAskedAt)).not.toBeNaN();
    expect(store.topQuestions(1)).toHaveLength(1);
  });

  it('lists answers rated down with the question, comment and page', () => {
    const store = open();
    const liked = exchange('What is PCA?');
    const disliked = exchange('What is an SVM margin?', { page: '/svm' });
    store.saveExchange(liked);
    store.saveExchange(disliked);
    store.saveFeedback({ sessionId: sessionA, messageId: liked.answer.messageId, rating: 'up' });
    store.saveFeedback({ sessionId: sessionA, messageId: disliked.answer.messageId, rating: 'down', comment: 'No formula' });

    const [answer, ...rest] = store.downRatedAnswers(10);
    expect(rest).toEqual([]);
    expect(answer).toMatchObject({
      messageId: disliked.answer.messageId,
      question: 'What is an SVM margin?',
      answer: 'An answer to: What is an SVM margin?',
      comment: 'No formula',
      page: '/svm',
    });
    expect(Date.parse(answer.ratedAt)).not.toBeNaN();
  });
});

describe('the database file', () => {
  it('is in WAL mode at the current schema version and passes the integrity check', () => {
    const store = open();
    store.saveExchange(exchange('first'));

    const db = new Database(file, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    db.close();
    expect(store.integrityCheck()).toBe('ok');
  });

  it('refuses to write through a read-only store, and still reads', () => {
    const writer = open();
    const saved = exchange('first');
    writer.saveExchange(saved);
    writer.close();

    const reader = open({ readonly: true });
    expect(reader.available).toBe(true);
    expect(() => reader.saveExchange(exchange('second'))).toThrow(StoreUnavailableError);
    expect(() => reader.saveFeedback({ sessionId: sessionA, messageId: saved.answer.messageId, rating: 'up' })).toThrow(StoreUnavailableError);
    expect(reader.loadSession(sessionA)).toHaveLength(2);
    expect(reader.topQuestions(5)).toHaveLength(1);
    expect(countRows('messages')).toBe(2);
  });

  it('gives up quickly while another connection holds the write lock, writing nothing, and recovers', () => {
    const store = open({ busyTimeoutMs: 50 });
    store.saveExchange(exchange('first'));
    const saved = exchange('first answer rated');
    store.saveExchange(saved);

    const locker = new Database(file);
    locker.exec('BEGIN EXCLUSIVE');
    const started = performance.now();
    expect(() => store.saveExchange(exchange('while locked'))).toThrow(StoreUnavailableError);
    // SQLite waits at least the busy timeout before it gives up, so a store that ignored the 50 ms
    // asked for would take its default 2000 ms or more: this fails only then, however busy the machine.
    expect(performance.now() - started).toBeLessThan(2000);
    expect(() => store.saveFeedback({ sessionId: sessionA, messageId: saved.answer.messageId, rating: 'down' })).toThrow(StoreUnavailableError);
    // Under WAL, readers are not blocked by the writer.
    expect(store.loadSession(sessionA)).toHaveLength(4);
    locker.exec('ROLLBACK');
    locker.close();

    expect(countRows('messages')).toBe(4);
    expect(countRows('feedback')).toBe(0);
    store.saveExchange(exchange('after the lock'));
    expect(store.previousQuestion(sessionA)).toBe('after the lock');
  });

  it('opens degraded when its directory cannot be created: writes refused, reads empty, one warning', () => {
    const notADirectory = join(dir, 'plain-file');
    writeFileSync(notADirectory, 'not a directory');
    const store = open({}, sessionStoreFile(join(notADirectory, 'data')));

    expect(store.available).toBe(false);
    expect(() => store.saveExchange(exchange('first'))).toThrow(StoreUnavailableError);
    expect(() => store.saveFeedback({ sessionId: sessionA, messageId: newMessageId(), rating: 'up' })).toThrow(StoreUnavailableError);
    expect(store.loadSession(sessionA)).toEqual([]);
    expect(store.previousQuestion(sessionA)).toBeUndefined();
    expect(store.history(sessionA, 3)).toEqual([]);
    expect(store.topQuestions(5)).toEqual([]);
    expect(warnings).toHaveLength(1);
  });

  it('opens degraded, read-only, when the file does not exist yet', () => {
    const store = open({ readonly: true });
    expect(store.available).toBe(false);
    expect(store.topQuestions(5)).toEqual([]);
    expect(warnings).toHaveLength(1);
  });

  it('accepts every answer mode and rating in a file created by version 1', () => {
    // The schema as version 1 wrote it to learners' disks, constraints and all. The store's
    // migrations derive their CHECK lists from the protocol; a file made before a value was added
    // needs a migration to accept it.
    mkdirSync(dirname(file), { recursive: true });
    const v1 = new Database(file);
    v1.exec(`
      CREATE TABLE sessions (id TEXT PRIMARY KEY, created_at TEXT NOT NULL, last_seen_at TEXT NOT NULL) STRICT;
      CREATE TABLE messages (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        role TEXT NOT NULL CHECK (role IN ('human', 'ai')),
        content TEXT NOT NULL,
        page TEXT,
        sources TEXT CHECK (sources IS NULL OR json_valid(sources)),
        grounded INTEGER CHECK (grounded IN (0, 1)),
        mode TEXT CHECK (mode IN ('built-in', 'generative', 'fallback')),
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX messages_by_session ON messages (session_id, seq);
      CREATE TABLE feedback (
        message_id TEXT PRIMARY KEY REFERENCES messages (id) ON DELETE CASCADE,
        session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        rating TEXT NOT NULL CHECK (rating IN ('up', 'down')),
        comment TEXT,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX feedback_by_rating ON feedback (rating, created_at);
      PRAGMA user_version = 1;
    `);
    v1.close();

    const store = open();
    expect(store.available).toBe(true);
    for (const mode of answerModes) {
      const saved = exchange(`a ${mode} answer`);
      saved.answer.mode = mode;
      store.saveExchange(saved);
      for (const rating of feedbackRatings) expect(store.saveFeedback({ sessionId: sessionA, messageId: saved.answer.messageId, rating })).toBe('saved');
    }
    expect(store.loadSession(sessionA)).toHaveLength(2 * answerModes.length);
    expect(warnings).toEqual([]);
  });

  it('will not write to a file from a newer version of the code', () => {
    open().close();
    const db = new Database(file);
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    db.close();

    const store = open();
    expect(store.available).toBe(false);
    expect(() => store.saveExchange(exchange('first'))).toThrow(StoreUnavailableError);
  });

  it('refuses writes once closed', () => {
    const store = open();
    store.close();
    expect(() => store.saveExchange(exchange('first'))).toThrow(StoreUnavailableError);
    expect(() => store.loadSession(sessionA)).toThrow(StoreUnavailableError);
    expect(store.previousQuestion(sessionA)).toBeUndefined();
    expect(store.history(sessionA, 3)).toEqual([]);
  });

  it.skipIf(runningAsRoot)('keeps reading a file it may not write (chmod 0444)', () => {
    const writer = open();
    writer.saveExchange(exchange('first'));
    writer.close();
    chmodSync(file, 0o444);

    const store = open();
    expect(store.available).toBe(true);
    expect(store.loadSession(sessionA)).toHaveLength(2);
    expect(() => store.saveExchange(exchange('second'))).toThrow(StoreUnavailableError);
    expect(store.saveFeedback({ sessionId: sessionA, messageId: newMessageId(), rating: 'up' })).toBe('unknown-message');
    store.close();
    chmodSync(file, 0o644);
    expect(countRows('messages')).toBe(2);
  });

  it.skipIf(runningAsRoot)('falls back to reading a file it may not switch to WAL (chmod 0444, rollback journal)', () => {
    const writer = open();
    writer.saveExchange(exchange('first'));
    writer.close();
    const db = new Database(file);
    db.pragma('journal_mode = DELETE');
    db.close();
    chmodSync(file, 0o444);

    const store = open();
    expect(store.available).toBe(true);
    expect(warnings).toEqual([expect.stringMatching(/read-only/)]);
    expect(store.previousQuestion(sessionA)).toBe('first');
    expect(() => store.saveExchange(exchange('second'))).toThrow(StoreUnavailableError);
    store.close();
    chmodSync(file, 0o644);
  });

  it.skipIf(runningAsRoot)('keeps the site answering when its directory is read-only (chmod 0555)', () => {
    const writer = open();
    writer.saveExchange(exchange('first'));
    writer.close();
    chmodSync(join(dir, 'data'), 0o555);

    // SQLite cannot create the WAL index next to the file, so it can neither write nor read it.
    const store = open();
    expect(store.available).toBe(false);
    expect(warnings).toHaveLength(1);
    expect(() => store.saveExchange(exchange('second'))).toThrow(StoreUnavailableError);
    expect(store.loadSession(sessionA)).toEqual([]);
    store.close();
    chmodSync(join(dir, 'data'), 0o755);
    expect(countRows('messages')).toBe(2);
  });
});
