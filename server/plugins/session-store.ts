/**
 * The tutor's session store as a service on the app (`app.sessionStore`), so routes receive it
 * instead of opening the database themselves, and it is closed on shutdown (the SQLite file's WAL
 * checkpointed, the PostgreSQL pool ended). DATABASE_URL chooses PostgreSQL; without it the SQLite
 * file in DATA_DIR. Opening never fails the server: an unusable DATA_DIR, or a PostgreSQL that does
 * not answer, gives a store that answers without saving until it can.
 */
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { openPostgresSessionStore } from '../tutor/store-postgres.ts';
import { openSessionStore, type SessionStore } from '../tutor/store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessionStore: SessionStore;
  }
}

export type SessionStorePluginOptions =
  | {
      /** The SQLite file, usually `sessionStoreFile(config.dataDir)`. */
      file: string;
      /** How long a write waits for a lock, in ms (the store's default when omitted). */
      busyTimeoutMs?: number;
    }
  | {
      /** PostgreSQL, as the configuration gives it. */
      postgres: NonNullable<Config['database']>;
    };

/** Decorates the app with `sessionStore`. */
export const sessionStore = fp<SessionStorePluginOptions>(
  async (app, options) => {
    let store: SessionStore;
    if ('postgres' in options) {
      store = openPostgresSessionStore({ ...options.postgres, logger: app.log });
      // The first query applies the migrations, so a new database is ready before the first
      // question. If PostgreSQL is not answering yet the server starts anyway: the store retries.
      await store.ping().catch((error: unknown) => {
        app.log.warn({ reason: (error as Error).message }, 'PostgreSQL is not answering: conversations and feedback will not be saved until it does');
      });
    } else {
      store = openSessionStore(options.file, { busyTimeoutMs: options.busyTimeoutMs, logger: app.log });
    }
    app.decorate('sessionStore', store);
    app.addHook('onClose', async () => store.close());
  },
  { name: 'session-store' },
);

export default sessionStore;
