/**
 * The tutor's session store as a service on the app (`app.sessionStore`), so routes receive it
 * instead of opening the database themselves, and it is closed on shutdown (the SQLite file's WAL
 * checkpointed, the PostgreSQL pool ended). DATABASE_URL chooses PostgreSQL; without it the SQLite
 * file in DATA_DIR. Opening never fails the server (server/index.ts refuses to start, naming
 * DATA_DIR, when it cannot create that directory): a file that cannot be opened, or a PostgreSQL
 * that does not answer, gives a store that answers without saving until it can, and a read-only
 * file or directory one that serves its history and says it cannot save. With CHAT_RETENTION_DAYS
 * the conversations idle longer are deleted at start and hourly.
 */
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { openPostgresSessionStore } from '../tutor/store-postgres.ts';
import { openSessionStore, type SessionStore, StoreUnavailableError } from '../tutor/store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessionStore: SessionStore;
  }
}

/** How much of each conversation is kept, and for how long. */
interface Retention {
  /** Exchanges a conversation keeps and a reload returns (CHAT_HISTORY_LIMIT). */
  historyLimit?: number;
  /** Conversations idle this many days are deleted (CHAT_RETENTION_DAYS); null or omitted: kept forever. */
  retentionDays?: number | null;
}

/** How often conversations past the retention are deleted, while the server runs. */
export const retentionSweepIntervalMs = 60 * 60 * 1000;

export type SessionStorePluginOptions = Retention &
  (
    | {
        /** The SQLite file, usually `sessionStoreFile(config.dataDir)`. */
        file: string;
        /** How long a write waits for a lock, in ms (the store's default when omitted). */
        busyTimeoutMs?: number;
      }
    | {
        /** PostgreSQL, as the configuration gives it. */
        postgres: NonNullable<Config['database']>;
      }
  );

/** Decorates the app with `sessionStore`. */
export const sessionStore = fp<SessionStorePluginOptions>(
  async (app, options) => {
    let store: SessionStore;
    if ('postgres' in options) {
      store = openPostgresSessionStore({ ...options.postgres, historyLimit: options.historyLimit, logger: app.log });
      // The first query applies the migrations, so a new database is ready before the first
      // question. If PostgreSQL is not answering yet the server starts anyway: the store retries.
      await store.ping().catch((error: unknown) => {
        app.log.warn({ reason: (error as Error).message }, 'PostgreSQL is not answering: conversations and feedback will not be saved until it does');
      });
    } else {
      store = openSessionStore(options.file, { busyTimeoutMs: options.busyTimeoutMs, historyLimit: options.historyLimit, logger: app.log });
    }
    app.decorate('sessionStore', store);
    const { retentionDays } = options;
    let sweeper: NodeJS.Timeout | undefined;
    if (retentionDays) {
      const sweep = async () => {
        const cutoff = new Date(Date.now() - retentionDays * 24 * 60 * 60 * 1000);
        try {
          const deleted = await store.deleteConversationsIdleSince(cutoff);
          if (deleted > 0) app.log.info({ deleted, retentionDays }, 'deleted conversations past their retention');
        } catch (error) {
          if (!(error instanceof StoreUnavailableError)) throw error;
          app.log.warn({ reason: error.message }, 'conversations past their retention not deleted: the store cannot write now');
        }
      };
      // Once at start, so a server restarted daily still applies it, then hourly.
      await sweep();
      sweeper = setInterval(() => void sweep().catch((error: unknown) => app.log.error({ err: error }, 'retention sweep failed')), retentionSweepIntervalMs);
      sweeper.unref();
    }
    app.addHook('onClose', async () => {
      clearInterval(sweeper);
      await store.close();
    });
  },
  { name: 'session-store' },
);

export default sessionStore;
