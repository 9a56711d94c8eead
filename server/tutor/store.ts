/**
 * The tutor's memory: conversations (sessions and their messages) and learners' feedback, in one
 * SQLite file in WAL mode so readers never wait for the writer. better-sqlite3 is synchronous; the
 * SessionStore interface is not (see there). The store never takes the site down: if the file cannot be opened it serves
 * empty reads and refuses writes with StoreUnavailableError, so the tutor keeps answering and the
 * reply says `saved: false`. This module also holds what every store shares: the SessionStore
 * interface, its types and StoreUnavailableError.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { answerModes, feedbackRatings, type AnswerMode, type ChatSource, type FeedbackRating, type LangChainMessage } from '../../shared/chat-protocol.ts';
import type { ConversationTurn } from './llm.ts';

/** The schema this code reads and writes (stored as `PRAGMA user_version`). */
export const SCHEMA_VERSION = 1;

/** `'a', 'b'`: the values of a CHECK (… IN (…)) constraint, from the chat protocol's own list. */
function sqlValues(values: readonly string[]): string {
  return values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
}

/**
 * Each entry upgrades the schema from version `index` to `index + 1`; append, never edit. The CHECK
 * lists of modes and ratings come from the protocol, so a new file takes the current lists; a file
 * already on disk keeps the lists it was created with (version 1: 'built-in', 'generative',
 * 'fallback'; 'up', 'down'). A new value therefore also needs a migration that widens the CHECK in
 * existing files; the test "accepts every answer mode and rating in a file created by version 1"
 * fails until there is one.
 */
const migrations: readonly string[] = [
  `
  CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    created_at TEXT NOT NULL,
    last_seen_at TEXT NOT NULL
  ) STRICT;

  -- seq is the conversation order. It, not id, is the integer primary key because SQLite only
  -- autoincrements an INTEGER PRIMARY KEY; AUTOINCREMENT never reuses a number, so order holds
  -- even after deletions. Message ids (UUIDs from the chat route) stay unique and are what
  -- feedback refers to.
  CREATE TABLE messages (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    role TEXT NOT NULL CHECK (role IN ('human', 'ai')),
    content TEXT NOT NULL,
    page TEXT,
    sources TEXT CHECK (sources IS NULL OR json_valid(sources)),
    grounded INTEGER CHECK (grounded IN (0, 1)),
    mode TEXT CHECK (mode IN (${sqlValues(answerModes)})),
    created_at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX messages_by_session ON messages (session_id, seq);

  CREATE TABLE feedback (
    message_id TEXT PRIMARY KEY REFERENCES messages (id) ON DELETE CASCADE,
    session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    rating TEXT NOT NULL CHECK (rating IN (${sqlValues(feedbackRatings)})),
    comment TEXT,
    created_at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX feedback_by_rating ON feedback (rating, created_at);
  `,
];

/** The store cannot write (or read) right now: read-only file, lock held too long, disk full, closed. */
export class StoreUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreUnavailableError';
  }
}

/** Where the store reports trouble it absorbs instead of throwing (Fastify's `app.log` fits). */
export interface StoreLogger {
  warn(details: object, message: string): void;
  /** What changed that is not trouble (the migrations a PostgreSQL store applied). */
  info?(details: object, message: string): void;
}

/** How much of a conversation a store keeps, shared by both stores' options. */
export interface ConversationLimits {
  /** Exchanges a conversation keeps: saving one more deletes the oldest (and their ratings); a reload returns at most these. Unbounded when omitted. */
  historyLimit?: number;
}

export interface SessionStoreOptions extends ConversationLimits {
  /** How long a write waits for another connection's lock before giving up, in ms (default 2000). */
  busyTimeoutMs?: number;
  /** Open for reading only (the report script): never creates, migrates or writes. */
  readonly?: boolean;
  /** Defaults to console.warn. */
  logger?: StoreLogger;
}

/** One question and its answer, as the chat route saves them. */
export interface Exchange {
  sessionId: string;
  question: string;
  /** The route the learner was reading. */
  page?: string;
  answer: { messageId: string; output: string; sources: ChatSource[]; grounded: boolean; mode: AnswerMode };
}

/** A learner's rating of one answer. */
export interface Feedback {
  sessionId: string;
  messageId: string;
  rating: FeedbackRating;
  /** What was wrong, in the learner's words (one line in the widget). */
  comment?: string;
}

/** A question learners ask, with how often and when last. */
export interface TopQuestion {
  /** The most recent wording of the question. */
  question: string;
  count: number;
  /** ISO 8601. */
  lastAskedAt: string;
}

/** An answer a learner rated down, with what prompted it. */
export interface DownRatedAnswer {
  messageId: string;
  question: string;
  answer: string;
  comment: string | null;
  page: string | null;
  /** ISO 8601. */
  ratedAt: string;
}

/**
 * The tutor's memory, whichever database holds it (this SQLite file, or PostgreSQL in
 * `store-postgres.ts`). Every method is asynchronous because a server's database answers over the
 * network; the SQLite store answers at once. `store-contract.ts` holds the tests both must pass.
 */
export interface SessionStore {
  /** False when the store could not be opened at all: reads are empty and writes reject. */
  readonly available: boolean;
  /** False when the store can be read but not written (a read-only SQLite file or directory): writes and ping() reject. */
  readonly writable: boolean;
  /** Saves the question and its answer together (or neither); rejects with StoreUnavailableError when the store cannot write. */
  saveExchange(exchange: Exchange): Promise<void>;
  /** The conversation oldest first (its last `historyLimit` exchanges), as n8n's widget reloads it; [] for an unknown session; rejects with StoreUnavailableError. */
  loadSession(sessionId: string): Promise<LangChainMessage[]>;
  /** The learner's last question, for follow-ups; undefined when none or unreadable (never rejects for that). */
  previousQuestion(sessionId: string): Promise<string | undefined>;
  /** The last `turns` question-answer pairs, oldest first, for the LLM prompt; [] when unreadable (never rejects for that). */
  history(sessionId: string, turns: number): Promise<ConversationTurn[]>;
  /** Records (or replaces) a rating of an answer in that session, with its comment if any; rejects with StoreUnavailableError. */
  saveFeedback(feedback: Feedback): Promise<'saved' | 'unknown-message'>;
  /** The most asked questions, most first. */
  topQuestions(limit: number): Promise<TopQuestion[]>;
  /** Answers rated down, most recently rated first. */
  downRatedAnswers(limit: number): Promise<DownRatedAnswer[]>;
  /** Deletes the conversations (with their messages and ratings) last continued before `cutoff`; resolves to how many. */
  deleteConversationsIdleSince(cutoff: Date): Promise<number>;
  /** Resolves when the store can answer a query and save now; rejects with StoreUnavailableError otherwise (for /readyz). */
  ping(): Promise<void>;
  /** 'ok' when the stored data is sound, else what is wrong (SQLite: `PRAGMA integrity_check`). */
  integrityCheck(): Promise<string>;
  /** Closes the store; later calls reject with StoreUnavailableError. */
  close(): Promise<void>;
}

/** The store's file inside DATA_DIR. */
export function sessionStoreFile(dataDir: string): string {
  return join(dataDir, 'tutor.sqlite');
}

/** A new message id (the chat route names each answer before saving it). */
export function newMessageId(): string {
  return randomUUID();
}

const consoleLogger: StoreLogger = { warn: (details, message) => console.warn(message, details) };

/**
 * Opens (creating and migrating if needed) the store at `file`. Never throws: a file that cannot
 * be opened gives a degraded store (see SessionStore.available) and one warning.
 */
export function openSessionStore(file: string, options: SessionStoreOptions = {}): SessionStore {
  const logger = options.logger ?? consoleLogger;
  const busyTimeoutMs = options.busyTimeoutMs ?? 2000;
  try {
    const { db, writable } = options.readonly
      ? { db: openForReading(file, busyTimeoutMs, logger), writable: false }
      : openForWriting(file, busyTimeoutMs, logger);
    return createStore(db, { logger, writable, historyLimit: options.historyLimit });
  } catch (error) {
    logger.warn({ err: error, file }, 'tutor session store unavailable: conversations and feedback will not be saved');
    return createUnavailableStore(`the session store ${file} could not be opened`, error);
  }
}

function openForWriting(file: string, busyTimeoutMs: number, logger: StoreLogger): { db: Database.Database; writable: boolean } {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file, { timeout: busyTimeoutMs });
  try {
    // WAL lets readers (loadSession, the report) run while a write is in progress; NORMAL is
    // durable across crashes of the process in WAL mode, losing at most the last commit on power loss.
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    migrate(db);
    // A read-only file in a writable directory opens and migrates (there is nothing to migrate):
    // only a write shows it. Writing the version it already has changes nothing else.
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
    return { db, writable: true };
  } catch (error) {
    db.close();
    // A file we may not write (read-only file or directory) can still serve the history it holds.
    if (!existsSync(file)) throw error;
    const readOnly = openForReading(file, busyTimeoutMs, logger);
    logger.warn({ err: error, file }, 'tutor session store is read-only: new conversations and feedback will not be saved');
    return { db: readOnly, writable: false };
  }
}

function openForReading(file: string, busyTimeoutMs: number, logger: StoreLogger): Database.Database {
  let db: Database.Database;
  try {
    db = checkVersion(new Database(file, { readonly: true, fileMustExist: true, timeout: busyTimeoutMs }));
  } catch (error) {
    // A file in WAL mode is read through its -shm file, which a read-only directory cannot hold:
    // read a copy of the file into memory instead, as a rollback-journal file (header bytes 18
    // and 19 say which), since memory has no WAL. A -wal file left by a crash is not in the copy.
    if (!(error instanceof Database.SqliteError && error.code === 'SQLITE_READONLY_DIRECTORY')) throw error;
    const bytes = readFileSync(file);
    bytes[18] = 1;
    bytes[19] = 1;
    db = checkVersion(new Database(bytes, { readonly: true }));
    logger.warn({ file }, 'tutor session store: the directory is read-only, so the history is served from a copy of the file read now');
  }
  return db;
}

/** `db`, once its schema is the one this code reads (closed and thrown otherwise). */
function checkVersion(db: Database.Database): Database.Database {
  try {
    const version = userVersion(db);
    if (version !== SCHEMA_VERSION) throw new Error(`schema version ${version}, this code reads version ${SCHEMA_VERSION}`);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

function userVersion(db: Database.Database): number {
  return Number(db.pragma('user_version', { simple: true }));
}

function migrate(db: Database.Database): void {
  const version = userVersion(db);
  // A newer file than this code: writing to it could break the newer code's invariants.
  if (version > SCHEMA_VERSION) throw new Error(`schema version ${version} is newer than this code's ${SCHEMA_VERSION}`);
  for (let next = version; next < SCHEMA_VERSION; next += 1) {
    // Each step and its version bump commit together, so a crash never leaves half a migration.
    db.transaction(() => {
      db.exec(migrations[next]);
      db.pragma(`user_version = ${next + 1}`);
    }).immediate();
  }
}

/** SQLite result codes that mean "cannot use the file now", as opposed to a bug in a query. */
const unavailableCodes = [
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_READONLY',
  'SQLITE_FULL',
  'SQLITE_IOERR',
  'SQLITE_CANTOPEN',
  'SQLITE_CORRUPT',
  'SQLITE_NOTADB',
  'SQLITE_PERM',
  'SQLITE_NOMEM',
  'SQLITE_PROTOCOL',
  'SQLITE_NOLFS',
];

function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Database.SqliteError)) return false;
  return unavailableCodes.some((code) => error.code === code || error.code.startsWith(`${code}_`));
}

interface MessageRow {
  id: string;
  role: 'human' | 'ai';
  content: string;
  sources: string | null;
  grounded: 0 | 1 | null;
  rating: FeedbackRating | null;
}

/** A stored message as every store reads it back, before it takes the widget's shape. */
export interface StoredMessage {
  id: string;
  role: 'human' | 'ai';
  content: string;
  /** Null for a question. */
  sources: ChatSource[] | null;
  /** Null for a question. */
  grounded: boolean | null;
  rating: FeedbackRating | null;
}

/** A stored message in the LangChain shape n8n's widget reloads. */
export function toLangChainMessage(message: StoredMessage): LangChainMessage {
  if (message.role === 'human') {
    return { lc: 1, type: 'constructor', id: ['langchain_core', 'messages', 'HumanMessage'], kwargs: { content: message.content } };
  }
  const additional: NonNullable<LangChainMessage['kwargs']['additional_kwargs']> = {
    messageId: message.id,
    sources: message.sources ?? [],
    grounded: message.grounded === true,
  };
  if (message.rating) additional.rating = message.rating;
  return { lc: 1, type: 'constructor', id: ['langchain_core', 'messages', 'AIMessage'], kwargs: { content: message.content, additional_kwargs: additional } };
}

/** A stored message as a turn of an LLM prompt. */
export function toConversationTurn(message: { role: 'human' | 'ai'; content: string }): ConversationTurn {
  return { role: message.role === 'human' ? 'user' : 'assistant', content: message.content };
}

function parseSources(json: string | null): ChatSource[] {
  if (json === null) return [];
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? (parsed as ChatSource[]) : [];
}

/**
 * Messages a reload returns and a conversation keeps: two per exchange. SQLite reads a negative
 * LIMIT as none, PostgreSQL a null one.
 */
export function messageLimit(historyLimit: number | undefined): number | null {
  return historyLimit === undefined ? null : historyLimit * 2;
}

function createStore(
  db: Database.Database,
  { logger, writable, historyLimit }: { logger: StoreLogger; writable: boolean; historyLimit?: number },
): SessionStore {
  const keptMessages = messageLimit(historyLimit) ?? -1;
  // Prepared once: better-sqlite3 statements are reusable and preparing is the costly part.
  const upsertSession = db.prepare<[{ id: string; now: string }]>(
    `INSERT INTO sessions (id, created_at, last_seen_at) VALUES (@id, @now, @now)
     ON CONFLICT (id) DO UPDATE SET last_seen_at = excluded.last_seen_at`,
  );
  const insertMessage = db.prepare<
    [
      {
        id: string;
        sessionId: string;
        role: 'human' | 'ai';
        content: string;
        page: string | null;
        sources: string | null;
        grounded: 0 | 1 | null;
        mode: AnswerMode | null;
        createdAt: string;
      },
    ]
  >(
    `INSERT INTO messages (id, session_id, role, content, page, sources, grounded, mode, created_at)
     VALUES (@id, @sessionId, @role, @content, @page, @sources, @grounded, @mode, @createdAt)`,
  );
  // The conversation's last keptMessages messages, oldest first.
  const selectSession = db.prepare<[sessionId: string, limit: number], MessageRow>(
    `SELECT m.id, m.role, m.content, m.sources, m.grounded, f.rating
     FROM (SELECT seq, id, role, content, sources, grounded FROM messages WHERE session_id = ? ORDER BY seq DESC LIMIT ?) m
     LEFT JOIN feedback f ON f.message_id = m.id
     ORDER BY m.seq`,
  );
  // Everything older than the conversation's last keptMessages messages (their ratings go with them).
  const deleteOldMessages = db.prepare<[sessionId: string, sessionIdAgain: string, offset: number]>(
    `DELETE FROM messages WHERE session_id = ? AND seq <= (SELECT seq FROM messages WHERE session_id = ? ORDER BY seq DESC LIMIT 1 OFFSET ?)`,
  );
  const deleteIdleSessions = db.prepare<[cutoff: string]>(`DELETE FROM sessions WHERE last_seen_at < ?`);
  const selectPreviousQuestion = db
    .prepare<[sessionId: string], string>(`SELECT content FROM messages WHERE session_id = ? AND role = 'human' ORDER BY seq DESC LIMIT 1`)
    .pluck();
  const selectRecentMessages = db.prepare<[sessionId: string, count: number], { role: 'human' | 'ai'; content: string }>(
    `SELECT role, content FROM (SELECT seq, role, content FROM messages WHERE session_id = ? ORDER BY seq DESC LIMIT ?) ORDER BY seq`,
  );
  // Only answers can be rated, and only from the conversation they belong to.
  const selectAnswerExists = db
    .prepare<[messageId: string, sessionId: string], number>(`SELECT 1 FROM messages WHERE id = ? AND session_id = ? AND role = 'ai'`)
    .pluck();
  // The widget sends a thumbs down, then perhaps a comment with the same rating; a rating without a
  // comment keeps the comment already given for that rating, so the order they arrive in does not
  // matter. A different rating replaces both.
  const upsertFeedback = db.prepare<[{ messageId: string; sessionId: string; rating: FeedbackRating; comment: string | null; createdAt: string }]>(
    `INSERT INTO feedback (message_id, session_id, rating, comment, created_at) VALUES (@messageId, @sessionId, @rating, @comment, @createdAt)
     ON CONFLICT (message_id) DO UPDATE SET
       rating = excluded.rating,
       comment = CASE WHEN excluded.comment IS NULL AND excluded.rating = feedback.rating THEN feedback.comment ELSE excluded.comment END,
       created_at = excluded.created_at`,
  );
  // Group by the normalised wording, then show the latest phrasing of each group.
  const selectTopQuestions = db.prepare<[limit: number], TopQuestion>(
    `SELECT m.content AS question, g.count AS count, m.created_at AS lastAskedAt
     FROM (SELECT COUNT(*) AS count, MAX(seq) AS last_seq FROM messages WHERE role = 'human' GROUP BY lower(trim(content))) g
     JOIN messages m ON m.seq = g.last_seq
     ORDER BY g.count DESC, g.last_seq DESC
     LIMIT ?`,
  );
  // The question that prompted an answer is the session's last human message before it.
  const selectDownRated = db.prepare<[limit: number], DownRatedAnswer>(
    `SELECT a.id AS messageId,
            COALESCE((SELECT q.content FROM messages q WHERE q.session_id = a.session_id AND q.role = 'human' AND q.seq < a.seq
                      ORDER BY q.seq DESC LIMIT 1), '') AS question,
            a.content AS answer, f.comment AS comment, a.page AS page, f.created_at AS ratedAt
     FROM feedback f JOIN messages a ON a.id = f.message_id
     WHERE f.rating = 'down'
     ORDER BY f.created_at DESC, a.seq DESC
     LIMIT ?`,
  );

  const selectOne = db.prepare<[], number>('SELECT 1').pluck();

  const writeExchange = db.transaction((exchange: Exchange, now: string) => {
    const page = exchange.page ?? null;
    upsertSession.run({ id: exchange.sessionId, now });
    insertMessage.run({
      id: newMessageId(),
      sessionId: exchange.sessionId,
      role: 'human',
      content: exchange.question,
      page,
      sources: null,
      grounded: null,
      mode: null,
      createdAt: now,
    });
    const { answer } = exchange;
    insertMessage.run({
      id: answer.messageId,
      sessionId: exchange.sessionId,
      role: 'ai',
      content: answer.output,
      page,
      sources: JSON.stringify(answer.sources),
      grounded: answer.grounded ? 1 : 0,
      mode: answer.mode,
      createdAt: now,
    });
    if (keptMessages > 0) deleteOldMessages.run(exchange.sessionId, exchange.sessionId, keptMessages);
  });
  const writeFeedback = db.transaction((feedback: Feedback, now: string): 'saved' | 'unknown-message' => {
    if (selectAnswerExists.get(feedback.messageId, feedback.sessionId) === undefined) return 'unknown-message';
    // A comment of only spaces says nothing: stored as no comment.
    upsertFeedback.run({ ...feedback, comment: feedback.comment?.trim() || null, createdAt: now });
    return 'saved';
  });

  let closed = false;

  /** Runs a query, turning "the file cannot be used now" into StoreUnavailableError; a bug in a query still throws as it is. */
  function guard<T>(what: string, run: () => T): T {
    if (closed) throw new StoreUnavailableError(`cannot ${what}: the session store is closed`);
    try {
      return run();
    } catch (error) {
      if (isUnavailable(error)) throw new StoreUnavailableError(`cannot ${what}: ${(error as Error).message}`, { cause: error });
      throw error;
    }
  }

  /** For reads that only enrich an answer: losing them must not cost the learner the answer. */
  function readOr<T>(what: string, fallback: T, run: () => T): T {
    try {
      return guard(what, run);
    } catch (error) {
      logger.warn({ err: error }, `tutor session store: cannot ${what}`);
      return fallback;
    }
  }

  /** Refuses a write at once on a store opened read-only, instead of after a lookup (feedback would say 404). */
  function write<T>(what: string, run: () => T): T {
    if (!writable) throw new StoreUnavailableError(`cannot ${what}: the session store is read-only`);
    return guard(what, run);
  }

  // better-sqlite3 answers synchronously; each method is async so that a failure is a rejection,
  // as it is for a store that answers over the network.
  return {
    available: true,
    writable,
    async saveExchange(exchange) {
      // IMMEDIATE takes the write lock up front, so a busy database fails before anything is written.
      write('save the exchange', () => writeExchange.immediate(exchange, new Date().toISOString()));
    },
    async loadSession(sessionId) {
      return guard('load the session', () =>
        selectSession
          .all(sessionId, keptMessages)
          .map((row) => toLangChainMessage({ ...row, sources: parseSources(row.sources), grounded: row.grounded === null ? null : row.grounded === 1 })),
      );
    },
    async previousQuestion(sessionId) {
      return readOr('read the previous question', undefined, () => selectPreviousQuestion.get(sessionId));
    },
    async history(sessionId, turns) {
      if (!(turns > 0)) return [];
      return readOr('read the history', [], () => selectRecentMessages.all(sessionId, Math.floor(turns) * 2).map(toConversationTurn));
    },
    async saveFeedback(feedback) {
      return write('save the feedback', () => writeFeedback.immediate(feedback, new Date().toISOString()));
    },
    async deleteConversationsIdleSince(cutoff) {
      return write('delete old conversations', () => deleteIdleSessions.run(cutoff.toISOString()).changes);
    },
    async topQuestions(limit) {
      return guard('list the top questions', () => selectTopQuestions.all(limit));
    },
    async downRatedAnswers(limit) {
      return guard('list the answers rated down', () => selectDownRated.all(limit));
    },
    async ping() {
      guard('answer a query', () => selectOne.get());
      if (!writable) throw new StoreUnavailableError('the session store is read-only: conversations and feedback are not saved');
    },
    async integrityCheck() {
      return guard('check integrity', () => String(db.pragma('integrity_check', { simple: true })));
    },
    async close() {
      if (closed) return;
      closed = true;
      db.close();
    },
  };
}

/** The store when the file could not be opened: the tutor still answers, it just does not remember. */
function createUnavailableStore(message: string, cause: unknown): SessionStore {
  const refuse = async (): Promise<never> => {
    throw new StoreUnavailableError(message, { cause });
  };
  return {
    available: false,
    writable: false,
    saveExchange: refuse,
    loadSession: async () => [],
    previousQuestion: async () => undefined,
    history: async () => [],
    saveFeedback: refuse,
    deleteConversationsIdleSince: refuse,
    topQuestions: async () => [],
    downRatedAnswers: async () => [],
    ping: refuse,
    integrityCheck: refuse,
    close: async () => {},
  };
}
