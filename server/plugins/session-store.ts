/**
 * The tutor's session store as a service on the app (`app.sessionStore`), so routes receive it
 * instead of opening the database themselves, and it is closed (WAL checkpointed) on shutdown.
 * Opening never fails the server: an unusable DATA_DIR gives a store that answers without saving.
 */
import fp from 'fastify-plugin';
import { openSessionStore, type SessionStore } from '../tutor/store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessionStore: SessionStore;
  }
}

export interface SessionStorePluginOptions {
  /** The SQLite file, usually `sessionStoreFile(config.dataDir)`. */
  file: string;
  /** How long a write waits for a lock, in ms (the store's default when omitted). */
  busyTimeoutMs?: number;
}

/** Decorates the app with `sessionStore`. */
export const sessionStore = fp<SessionStorePluginOptions>(
  async (app, options) => {
    const store = openSessionStore(options.file, { busyTimeoutMs: options.busyTimeoutMs, logger: app.log });
    app.decorate('sessionStore', store);
    app.addHook('onClose', async () => store.close());
  },
  { name: 'session-store' },
);

export default sessionStore;
