/**
 * Holding a pool connection, against a real PostgreSQL 15 (server/test/postgres.ts). The failure it
 * guards against needs PostgreSQL's "terminating connection" to arrive in the same read as the
 * previous holder's last reply, which a test cannot time; here that error is emitted on the
 * connection right as the pool hands it over, as node-postgres's parser would emit it then.
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithPostgres, startTestPostgres, type TestPostgres } from '../test/postgres.ts';
import { holdConnection, withTransaction } from './postgres-connection.ts';

describeWithPostgres('a held PostgreSQL connection', () => {
  let server: TestPostgres;
  let pool: pg.Pool;

  beforeAll(async () => {
    server = await startTestPostgres();
    pool = new pg.Pool({ connectionString: await server.createDatabase(), max: 1 });
    pool.on('error', () => {});
  });

  afterAll(async () => {
    await pool?.end();
    await server?.destroy();
  });

  it('listens for the connection’s errors from the moment the pool hands it over, and drops a connection that failed', async () => {
    const first = await holdConnection(pool);
    const connection = first.client;
    // The only connection is held: the next holder waits in the pool's queue.
    const waiting = holdConnection(pool);
    // Released, the connection goes straight to the waiting holder, in the same call; an error
    // emitted now, before any awaiting code runs, must find a listener (EventEmitter throws when
    // none is there, which in the server is an uncaught exception).
    first.release();
    expect(() => connection.emit('error', new Error('terminating connection due to administrator command'))).not.toThrow();
    const second = await waiting;
    expect(second.client).toBe(connection);
    second.release();
    // The failed connection was dropped, not handed to the next query: a new one answers.
    expect(pool.totalCount).toBe(0);
    await withTransaction(pool, async (client) => {
      expect(client).not.toBe(connection);
      expect((await client.query<{ one: number }>('SELECT 1 AS one')).rows[0].one).toBe(1);
    });
  });
});
