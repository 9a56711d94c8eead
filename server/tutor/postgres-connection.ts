/**
 * One pool connection held for a transaction. While a connection is checked out, node-postgres's
 * pool no longer listens for its errors, and PostgreSQL sends one to every open connection when it
 * shuts down: arriving between two queries, that error would be an unhandled 'error' event and
 * would kill the server (found by server/multi-server.test.ts). Here it is caught and remembered,
 * so that the connection is dropped, not handed to the next query. `withTransaction` is how the
 * store and the migrations use it.
 */
import type pg from 'pg';

export interface HeldConnection {
  client: pg.PoolClient;
  /** Gives the connection back; with an error (or after one arrived while it was held) it is dropped. */
  release(error?: Error): void;
}

/**
 * Checks a connection out of `pool`, listening for its errors until it is released. The listener is
 * added in the pool's callback, not after `await pool.connect()`: the pool stops listening when it
 * hands the connection over, and PostgreSQL's "terminating connection" can arrive in the same read as
 * the previous holder's last reply, so the connection is handed over and fails before any awaiting
 * code runs (this killed a server in server/multi-server.test.ts, stopping PostgreSQL under load).
 */
export function holdConnection(pool: pg.Pool): Promise<HeldConnection> {
  return new Promise((resolve, reject) => {
    pool.connect((error, client) => {
      if (error || !client) {
        reject(error ?? new Error('the pool gave no connection'));
        return;
      }
      let failure: Error | undefined;
      const onError = (connectionError: Error) => {
        failure ??= connectionError;
      };
      client.on('error', onError);
      resolve({
        client,
        release(releaseError) {
          client.off('error', onError);
          client.release(releaseError ?? failure);
        },
      });
    });
  });
}

/**
 * Runs `work` in one transaction on one held connection: COMMIT when it resolves, ROLLBACK and
 * rethrow when it throws. A connection whose transaction failed is dropped rather than handed to the
 * next query (after a lost server or a failed ROLLBACK it could not be trusted, and telling those
 * apart from a plain error is not worth a connection).
 */
export async function withTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const { client, release } = await holdConnection(pool);
  let failure: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    release(failure);
  }
}
