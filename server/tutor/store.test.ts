/**
 * The SQLite store: the shared suite (store-contract.ts) on a fresh file per test, then what only
 * a file can do: WAL mode, read-only files and directories, another connection's lock, schema
 * versions.
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerModes, feedbackRatings } from '../../shared/chat-protocol.ts';
import { describeSessionStore, exchange, sessionA } from './store-contract.ts';
import {
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

/** Counts rows through a connection of its own, as another process would see them. */
function countRowsIn(file: string, table: 'sessions' | 'messages' | 'feedback'): number {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare<[], number>(`SELECT COUNT(*) FROM ${table}`).pluck().get() ?? 0;
  } finally {
    db.close();
  }
}

describeSessionStore('SQLite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tutor-store-'));
  const file = sessionStoreFile(join(dir, 'data'));
  return {
    open: async (limits) => openSessionStore(file, { ...limits, logger: { warn: () => {} } }),
    countRows: async (table) => countRowsIn(file, table),
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
});

let dir: string;
let file: string;
const openStores: SessionStore[] = [];
let warnings: string[];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'tutor-store-'));
  file = sessionStoreFile(join(dir, 'data'));
  warnings = [];
});

afterEach(async () => {
  for (const store of openStores.splice(0)) await store.close();
  // A failed permission test must not leave a directory the clean-up cannot enter.
  if (existsSync(join(dir, 'data'))) chmodSync(join(dir, 'data'), 0o755);
  rmSync(dir, { recursive: true, force: true });
});

function open(options: SessionStoreOptions = {}, at = file): SessionStore {
  const store = openSessionStore(at, { logger: { warn: (_details, message) => warnings.push(message) }, ...options });
  openStores.push(store);
  return store;
}

function countRows(table: 'sessions' | 'messages' | 'feedback'): number {
  return countRowsIn(file, table);
}

describe('the database file', () => {
  it('is in WAL mode at the current schema version and passes the integrity check', async () => {
    const store = open();
    await store.saveExchange(exchange('first'));

    const db = new Database(file, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    db.close();
    expect(await store.integrityCheck()).toBe('ok');
  });

  it('refuses to write through a read-only store, and still reads', async () => {
    const writer = open();
    const saved = exchange('first');
    await writer.saveExchange(saved);
    await writer.close();

    const reader = open({ readonly: true });
    expect(reader.available).toBe(true);
    await expect(reader.saveExchange(exchange('second'))).rejects.toThrow(StoreUnavailableError);
    await expect(reader.saveFeedback({ sessionId: sessionA, messageId: saved.answer.messageId, rating: 'up' })).rejects.toThrow(StoreUnavailableError);
    expect(await reader.loadSession(sessionA)).toHaveLength(2);
    expect(await reader.topQuestions(5)).toHaveLength(1);
    expect(countRows('messages')).toBe(2);
  });

  it('gives up quickly while another connection holds the write lock, writing nothing, and recovers', async () => {
    const store = open({ busyTimeoutMs: 50 });
    await store.saveExchange(exchange('first'));
    const saved = exchange('first answer rated');
    await store.saveExchange(saved);

    const locker = new Database(file);
    locker.exec('BEGIN EXCLUSIVE');
    const started = performance.now();
    await expect(store.saveExchange(exchange('while locked'))).rejects.toThrow(StoreUnavailableError);
    // SQLite waits at least the busy timeout before it gives up, so a store that ignored the 50 ms
    // asked for would take its default 2000 ms or more: this fails only then, however busy the machine.
    expect(performance.now() - started).toBeLessThan(2000);
    await expect(store.saveFeedback({ sessionId: sessionA, messageId: saved.answer.messageId, rating: 'down' })).rejects.toThrow(StoreUnavailableError);
    // Under WAL, readers are not blocked by the writer.
    expect(await store.loadSession(sessionA)).toHaveLength(4);
    locker.exec('ROLLBACK');
    locker.close();

    expect(countRows('messages')).toBe(4);
    expect(countRows('feedback')).toBe(0);
    await store.saveExchange(exchange('after the lock'));
    expect(await store.previousQuestion(sessionA)).toBe('after the lock');
  });

  it('opens degraded when its directory cannot be created: writes refused, reads empty, one warning', async () => {
    const notADirectory = join(dir, 'plain-file');
    writeFileSync(notADirectory, 'not a directory');
    const store = open({}, sessionStoreFile(join(notADirectory, 'data')));

    expect(store.available).toBe(false);
    await expect(store.saveExchange(exchange('first'))).rejects.toThrow(StoreUnavailableError);
    await expect(store.saveFeedback({ sessionId: sessionA, messageId: newMessageId(), rating: 'up' })).rejects.toThrow(StoreUnavailableError);
    expect(await store.loadSession(sessionA)).toEqual([]);
    expect(await store.previousQuestion(sessionA)).toBeUndefined();
    expect(await store.history(sessionA, 3)).toEqual([]);
    expect(await store.topQuestions(5)).toEqual([]);
    expect(warnings).toHaveLength(1);
  });

  it('opens degraded, read-only, when the file does not exist yet', async () => {
    const store = open({ readonly: true });
    expect(store.available).toBe(false);
    expect(await store.topQuestions(5)).toEqual([]);
    expect(warnings).toHaveLength(1);
  });

  it('accepts every answer mode and rating in a file created by version 1', async () => {
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
      await store.saveExchange(saved);
      for (const rating of feedbackRatings) expect(await store.saveFeedback({ sessionId: sessionA, messageId: saved.answer.messageId, rating })).toBe('saved');
    }
    expect(await store.loadSession(sessionA)).toHaveLength(2 * answerModes.length);
    expect(warnings).toEqual([]);
  });

  it('will not write to a file from a newer version of the code', async () => {
    await open().close();
    const db = new Database(file);
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    db.close();

    const store = open();
    expect(store.available).toBe(false);
    await expect(store.saveExchange(exchange('first'))).rejects.toThrow(StoreUnavailableError);
  });

  it.skipIf(runningAsRoot)('keeps reading a file it may not write (chmod 0444)', async () => {
    const writer = open();
    await writer.saveExchange(exchange('first'));
    await writer.close();
    chmodSync(file, 0o444);

    const store = open();
    expect(store.available).toBe(true);
    expect(await store.loadSession(sessionA)).toHaveLength(2);
    await expect(store.saveExchange(exchange('second'))).rejects.toThrow(StoreUnavailableError);
    expect(await store.saveFeedback({ sessionId: sessionA, messageId: newMessageId(), rating: 'up' })).toBe('unknown-message');
    await store.close();
    chmodSync(file, 0o644);
    expect(countRows('messages')).toBe(2);
  });

  it.skipIf(runningAsRoot)('falls back to reading a file it may not switch to WAL (chmod 0444, rollback journal)', async () => {
    const writer = open();
    await writer.saveExchange(exchange('first'));
    await writer.close();
    const db = new Database(file);
    db.pragma('journal_mode = DELETE');
    db.close();
    chmodSync(file, 0o444);

    const store = open();
    expect(store.available).toBe(true);
    expect(warnings).toEqual([expect.stringMatching(/read-only/)]);
    expect(await store.previousQuestion(sessionA)).toBe('first');
    await expect(store.saveExchange(exchange('second'))).rejects.toThrow(StoreUnavailableError);
    await store.close();
    chmodSync(file, 0o644);
  });

  it.skipIf(runningAsRoot)('keeps the site answering when its directory is read-only (chmod 0555)', async () => {
    const writer = open();
    await writer.saveExchange(exchange('first'));
    await writer.close();
    chmodSync(join(dir, 'data'), 0o555);

    // SQLite cannot create the WAL index next to the file, so it can neither write nor read it.
    const store = open();
    expect(store.available).toBe(false);
    expect(warnings).toHaveLength(1);
    await expect(store.saveExchange(exchange('second'))).rejects.toThrow(StoreUnavailableError);
    expect(await store.loadSession(sessionA)).toEqual([]);
    await store.close();
    chmodSync(join(dir, 'data'), 0o755);
    expect(countRows('messages')).toBe(2);
  });
});
