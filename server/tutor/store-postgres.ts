/**
 * The tutor's memory in PostgreSQL (DATABASE_URL), for several servers behind a load balancer:
 * the same SessionStore as the SQLite file (store.ts), over a node-postgres pool. Like the file,
 * it never takes the site down: while PostgreSQL cannot be reached, writes reject with
 * StoreUnavailableError (the reply says `saved: false`), the reads an answer only uses for context
 * come back empty, and the pool reconnects by itself when PostgreSQL is back. The schema is
 * migrated on first use (postgres-migrations.ts), and again on later use until that succeeds.
 */
import pg from 'pg';
import { migratePostgres } from './postgres-migrations.ts';
import { withTransaction } from './postgres-connection.ts';
import {
  type ConversationLimits,
  type DownRatedAnswer,
  messageLimit,
  newMessageId,
  type SessionStore,
  type StoreLogger,
  type StoredMessage,
  StoreUnavailableError,
  toConversationTurn,
  toLangChainMessage,
  type TopQuestion,
} from './store.ts';

export interface PostgresSessionStoreOptions extends ConversationLimits {
  /** postgres:// or postgresql://, with the password if the server asks for one. */
  url: string;
  /** Connections the pool opens at most (default 10). */
  poolSize?: number;
  /** PostgreSQL cancels a statement that runs longer, in ms (default 5000). */
  statementTimeoutMs?: number;
  /** How long to wait for a new connection before giving up, in ms (default 2000): a database that is down must not hold answers up. */
  connectionTimeoutMs?: number;
  /** Apply the migrations before the first query (default true); the report reads without changing the schema. */
  migrate?: boolean;
  /** Defaults to console.warn. */
  logger?: StoreLogger;
}

/**
 * SQLSTATE classes and codes that mean "the database cannot serve us now", as opposed to a bug in
 * a query (which is thrown as it is): connection exceptions (08), insufficient resources (53: too
 * many connections, disk full), operator intervention (57P: shutting down, starting up), a
 * statement cancelled by the timeout (57014), a read-only standby (25006), a lock not available
 * (55P03), system errors (58), a refused login (28) or database (3D000).
 */
const unavailableStates = ['08', '53', '57P', '57014', '25006', '55P03', '58', '28', '3D000'];

/** Messages node-postgres gives when it has no server to talk to (they carry no SQLSTATE). */
const unreachableMessages =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connection error and is not queryable|Cannot use a pool after calling end/i;

/** Whether `error` says PostgreSQL cannot be used now (down, unreachable, overloaded), not that a query is wrong. */
export function isPostgresUnavailable(error: unknown): boolean {
  if (error instanceof pg.DatabaseError) return unavailableStates.some((state) => error.code?.startsWith(state) === true);
  if (!(error instanceof Error)) return false;
  // A system error from the socket: ECONNREFUSED, ECONNRESET, ETIMEDOUT, EHOSTUNREACH, ENOTFOUND…
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return true;
  return unreachableMessages.test(error.message);
}

/**
 * What to log of a PostgreSQL error: its message and code only. node-postgres attaches the whole
 * connection (`err.client`, credentials included) to an idle connection's error; its password is
 * kept out of JSON only by being non-enumerable, which is too thin a guard to rely on.
 */
function errorDetails(error: unknown): { reason: string; code?: string } {
  if (!(error instanceof Error)) return { reason: String(error) };
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? { reason: error.message, code } : { reason: error.message };
}

/** Where `url` points, without its user or password, for messages: `host:port/database`. */
export function describePostgresUrl(url: string): string {
  const { hostname, port, pathname } = new URL(url);
  return `${hostname}:${port || '5432'}${pathname}`;
}

const consoleLogger: StoreLogger = { warn: (details, message) => console.warn(message, details) };

/** PostgreSQL's jsonb and boolean columns come back as the stored shape itself. */
type MessageRow = StoredMessage;

/** Opens a pool on `url`; never throws for an unreachable database (see the module's comment). */
export function openPostgresSessionStore(options: PostgresSessionStoreOptions): SessionStore {
  const logger = options.logger ?? consoleLogger;
  const statementTimeoutMs = options.statementTimeoutMs ?? 5000;
  const keptMessages = messageLimit(options.historyLimit);
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 2000,
    // Enforced by PostgreSQL; query_timeout is the client's own limit, for a server that stops
    // answering altogether (its connection is then dropped from the pool).
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + 1000,
    keepAlive: true,
    application_name: 'ml-classes',
  });
  // An idle connection that PostgreSQL (or the network) closes is reported here; without a
  // listener it would crash the process. The pool discards it and opens another when needed.
  pool.on('error', (error) => logger.warn(errorDetails(error), 'tutor session store: an idle PostgreSQL connection failed; it will be replaced'));

  let closed = false;
  let schemaReady: Promise<void> | undefined = options.migrate === false ? Promise.resolve() : undefined;

  /** Migrates once; after a failure the next call tries again, so a database that comes back is migrated then. */
  function ensureSchema(): Promise<void> {
    schemaReady ??= migratePostgres(pool).then(
      (applied) => {
        if (applied.length > 0) logger.info?.({ migrations: applied }, 'tutor session store: PostgreSQL migrations applied');
      },
      (error: unknown) => {
        schemaReady = undefined;
        throw error;
      },
    );
    return schemaReady;
  }

  /** Runs a query, turning "PostgreSQL cannot be used now" into StoreUnavailableError; a bug in a query still throws as it is. */
  async function guard<T>(what: string, run: () => Promise<T>): Promise<T> {
    if (closed) throw new StoreUnavailableError(`cannot ${what}: the session store is closed`);
    try {
      await ensureSchema().catch((error: unknown) => {
        // Without its tables the store cannot serve anything, whatever the reason.
        throw new StoreUnavailableError(`cannot ${what}: the PostgreSQL schema is not ready (${(error as Error).message})`, { cause: error });
      });
      return await run();
    } catch (error) {
      if (error instanceof StoreUnavailableError) throw error;
      if (isPostgresUnavailable(error)) throw new StoreUnavailableError(`cannot ${what}: ${(error as Error).message}`, { cause: error });
      throw error;
    }
  }

  /** For reads that only enrich an answer: losing them must not cost the learner the answer. */
  async function readOr<T>(what: string, fallback: T, run: () => Promise<T>): Promise<T> {
    try {
      return await guard(what, run);
    } catch (error) {
      logger.warn(errorDetails(error), `tutor session store: cannot ${what}`);
      return fallback;
    }
  }

  return {
    available: true,
    // PostgreSQL says itself when it cannot write (a standby, a full disk): ping() and writes reject then.
    writable: true,
    async saveExchange(exchange) {
      await guard('save the exchange', () =>
        withTransaction(pool, async (client) => {
          // now() is the transaction's time: the question and its answer share it, as in SQLite.
          await client.query(
            `INSERT INTO sessions (id, created_at, last_seen_at) VALUES ($1, now(), now())
             ON CONFLICT (id) DO UPDATE SET last_seen_at = excluded.last_seen_at`,
            [exchange.sessionId],
          );
          const page = exchange.page ?? null;
          await client.query(`INSERT INTO messages (id, session_id, role, content, page, created_at) VALUES ($1, $2, 'human', $3, $4, now())`, [
            newMessageId(),
            exchange.sessionId,
            exchange.question,
            page,
          ]);
          const { answer } = exchange;
          await client.query(
            `INSERT INTO messages (id, session_id, role, content, page, sources, grounded, mode, created_at)
             VALUES ($1, $2, 'ai', $3, $4, $5::jsonb, $6, $7, now())`,
            [answer.messageId, exchange.sessionId, answer.output, page, JSON.stringify(answer.sources), answer.grounded, answer.mode],
          );
          // Everything older than the conversation's last keptMessages messages (their ratings go with them).
          if (keptMessages !== null) {
            await client.query(
              `DELETE FROM messages WHERE session_id = $1 AND seq <= (SELECT seq FROM messages WHERE session_id = $1 ORDER BY seq DESC LIMIT 1 OFFSET $2)`,
              [exchange.sessionId, keptMessages],
            );
          }
        }),
      );
    },
    async loadSession(sessionId) {
      return guard('load the session', async () => {
        const { rows } = await pool.query<MessageRow>(
          `SELECT m.id, m.role, m.content, m.sources, m.grounded, f.rating
           FROM (SELECT seq, id, role, content, sources, grounded FROM messages WHERE session_id = $1 ORDER BY seq DESC LIMIT $2) m
           LEFT JOIN feedback f ON f.message_id = m.id
           ORDER BY m.seq`,
          [sessionId, keptMessages],
        );
        return rows.map(toLangChainMessage);
      });
    },
    async previousQuestion(sessionId) {
      return readOr('read the previous question', undefined, async () => {
        const { rows } = await pool.query<{ content: string }>(
          `SELECT content FROM messages WHERE session_id = $1 AND role = 'human' ORDER BY seq DESC LIMIT 1`,
          [sessionId],
        );
        return rows[0]?.content;
      });
    },
    async history(sessionId, turns) {
      if (!(turns > 0)) return [];
      return readOr('read the history', [], async () => {
        const { rows } = await pool.query<{ role: 'human' | 'ai'; content: string }>(
          `SELECT role, content FROM (SELECT seq, role, content FROM messages WHERE session_id = $1 ORDER BY seq DESC LIMIT $2) recent ORDER BY seq`,
          [sessionId, Math.floor(turns) * 2],
        );
        return rows.map(toConversationTurn);
      });
    },
    async saveFeedback(feedback) {
      return guard('save the feedback', async () => {
        // One statement, so atomic on its own: only an answer of that conversation can be rated.
        // A rating without a comment keeps the comment already given for that rating (the widget
        // may send the comment first); a different rating replaces both. A comment of only spaces is none.
        const { rowCount } = await pool.query(
          `INSERT INTO feedback (message_id, session_id, rating, comment, created_at)
           SELECT $1, $2, $3, $4, now()
           WHERE EXISTS (SELECT 1 FROM messages WHERE id = $1 AND session_id = $2 AND role = 'ai')
           ON CONFLICT (message_id) DO UPDATE SET
             rating = excluded.rating,
             comment = CASE WHEN excluded.comment IS NULL AND excluded.rating = feedback.rating THEN feedback.comment ELSE excluded.comment END,
             created_at = excluded.created_at`,
          [feedback.messageId, feedback.sessionId, feedback.rating, feedback.comment?.trim() || null],
        );
        return rowCount === 0 ? 'unknown-message' : 'saved';
      });
    },
    async deleteConversationsIdleSince(cutoff) {
      return guard('delete old conversations', async () => {
        const { rowCount } = await pool.query(`DELETE FROM sessions WHERE last_seen_at < $1`, [cutoff]);
        return rowCount ?? 0;
      });
    },
    async topQuestions(limit) {
      return guard('list the top questions', async () => {
        // Group by the normalised wording, then show the latest phrasing of each group.
        const { rows } = await pool.query<{ question: string; count: number; lastAskedAt: Date }>(
          `SELECT m.content AS question, g.count AS count, m.created_at AS "lastAskedAt"
           FROM (SELECT COUNT(*)::integer AS count, MAX(seq) AS last_seq FROM messages WHERE role = 'human' GROUP BY lower(btrim(content))) g
           JOIN messages m ON m.seq = g.last_seq
           ORDER BY g.count DESC, g.last_seq DESC
           LIMIT $1`,
          [limit],
        );
        return rows.map((row): TopQuestion => ({ ...row, lastAskedAt: row.lastAskedAt.toISOString() }));
      });
    },
    async downRatedAnswers(limit) {
      return guard('list the answers rated down', async () => {
        // The question that prompted an answer is the session's last human message before it.
        const { rows } = await pool.query<Omit<DownRatedAnswer, 'ratedAt'> & { ratedAt: Date }>(
          `SELECT a.id AS "messageId",
                  COALESCE((SELECT q.content FROM messages q WHERE q.session_id = a.session_id AND q.role = 'human' AND q.seq < a.seq
                            ORDER BY q.seq DESC LIMIT 1), '') AS question,
                  a.content AS answer, f.comment AS comment, a.page AS page, f.created_at AS "ratedAt"
           FROM feedback f JOIN messages a ON a.id = f.message_id
           WHERE f.rating = 'down'
           ORDER BY f.created_at DESC, a.seq DESC
           LIMIT $1`,
          [limit],
        );
        return rows.map((row): DownRatedAnswer => ({ ...row, ratedAt: row.ratedAt.toISOString() }));
      });
    },
    async ping() {
      await guard('answer a query', () => pool.query('SELECT 1'));
    },
    async integrityCheck() {
      // PostgreSQL checks its own pages and constraints; what the schema cannot say is that a
      // rating belongs to an answer of the same conversation.
      return guard('check integrity', async () => {
        const { rows } = await pool.query<{ count: number }>(
          `SELECT COUNT(*)::integer AS count FROM feedback f JOIN messages m ON m.id = f.message_id WHERE m.session_id <> f.session_id OR m.role <> 'ai'`,
        );
        const count = rows[0]?.count ?? 0;
        return count === 0 ? 'ok' : `${count} ratings are not of an answer in their own conversation`;
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
