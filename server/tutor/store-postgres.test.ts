/**
 * The PostgreSQL store against a real PostgreSQL 15 (server/test/postgres.ts): the shared suite
 * (store-contract.ts), then what only a database server does: migrations that two servers race to
 * apply, and PostgreSQL stopping and coming back under a live pool.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeWithPostgres, startTestPostgres, type TestPostgres } from '../test/postgres.ts';
import { migratePostgres, readMigrations } from './postgres-migrations.ts';
import { describeSessionStore, exchange, sessionA } from './store-contract.ts';
import { openPostgresSessionStore } from './store-postgres.ts';
import { StoreUnavailableError } from './store.ts';

describeWithPostgres('the PostgreSQL session store', () => {
  let server: TestPostgres;
  let url: string;
  /** The suite's own connections, for looking at the tables as another process would. */
  let inspector: pg.Pool;

  beforeAll(async () => {
    server = await startTestPostgres();
    url = await server.createDatabase();
    inspector = new pg.Pool({ connectionString: url, max: 2 });
    // Its idle connections fail when a test stops PostgreSQL; a pool without a listener would throw.
    inspector.on('error', () => {});
    await migratePostgres(inspector);
  });

  afterAll(async () => {
    await inspector?.end();
    await server?.destroy();
  });

  async function countRows(table: 'sessions' | 'messages' | 'feedback', on = inspector): Promise<number> {
    const { rows } = await on.query<{ count: number }>(`SELECT COUNT(*)::integer AS count FROM ${table}`);
    return rows[0].count;
  }

  describeSessionStore('PostgreSQL', async () => {
    await inspector.query('TRUNCATE feedback, messages, sessions');
    return {
      open: async (limits) => openPostgresSessionStore({ url, poolSize: 2, ...limits, logger: { warn: () => {} } }),
      countRows: (table) => countRows(table),
    };
  });

  describe('migrations', () => {
    it('are applied once when two servers start together on a new database, and both start', async () => {
      const fresh = await server.createDatabase();
      const first = new pg.Pool({ connectionString: fresh, max: 1 });
      const second = new pg.Pool({ connectionString: fresh, max: 1 });
      try {
        const applied = await Promise.all([migratePostgres(first), migratePostgres(second)]);
        const names = readMigrations().map((migration) => migration.name);
        // One applied everything while the other waited on the lock, then found nothing to do.
        expect(applied.toSorted((a, b) => b.length - a.length)).toEqual([names, []]);
        const { rows } = await first.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
        expect(rows.map((row) => row.version)).toEqual(names.map((_name, index) => index + 1));
        expect(await migratePostgres(second)).toEqual([]);
        expect(await countRows('messages', first)).toBe(0);
      } finally {
        await first.end();
        await second.end();
      }
    });

    it('leave nothing behind when one fails, and apply it once it is fixed', async () => {
      const fresh = await server.createDatabase();
      const pool = new pg.Pool({ connectionString: fresh, max: 1 });
      const dir = mkdtempSync(join(tmpdir(), 'ml-classes-migrations-'));
      try {
        writeFileSync(join(dir, '001-first.sql'), 'CREATE TABLE first_table (id integer);');
        writeFileSync(join(dir, '002-broken.sql'), 'CREATE TABLE second_table (id integer); SELECT 1 / 0;');
        await expect(migratePostgres(pool, readMigrations(dir))).rejects.toThrow(/division by zero/);
        const { rows } = await pool.query<{ name: string }>(`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`);
        expect(rows).toEqual([]);

        writeFileSync(join(dir, '002-broken.sql'), 'CREATE TABLE second_table (id integer);');
        expect(await migratePostgres(pool, readMigrations(dir))).toEqual(['001-first.sql', '002-broken.sql']);
      } finally {
        await pool.end();
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('must be numbered from 001 without a gap', () => {
      const dir = mkdtempSync(join(tmpdir(), 'ml-classes-migrations-'));
      try {
        writeFileSync(join(dir, '001-first.sql'), 'SELECT 1;');
        writeFileSync(join(dir, '003-third.sql'), 'SELECT 1;');
        expect(() => readMigrations(dir)).toThrow(/expected migration 2 before 003-third\.sql/);
        writeFileSync(join(dir, '2-second.sql'), 'SELECT 1;');
        expect(() => readMigrations(dir)).toThrow(/2-second\.sql: a migration is named NNN-words\.sql/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('are applied by the store itself on first use', async () => {
      const fresh = await server.createDatabase();
      const store = openPostgresSessionStore({ url: fresh, logger: { warn: () => {} } });
      try {
        await store.saveExchange(exchange('first'));
        expect(await store.previousQuestion(sessionA)).toBe('first');
      } finally {
        await store.close();
      }
    });
  });

  // Last: it stops the server the suites above use.
  describe('when PostgreSQL stops and starts again', () => {
    it('refuses writes, gives empty context and a failing ping while down, and saves again with the same store once it is back', async () => {
      await inspector.query('TRUNCATE feedback, messages, sessions');
      const warnings: string[] = [];
      const store = openPostgresSessionStore({ url, poolSize: 3, connectionTimeoutMs: 1000, logger: { warn: (_details, message) => warnings.push(message) } });
      try {
        const before = exchange('before the outage');
        await store.saveExchange(before);
        // Several connections idle in the pool when PostgreSQL goes away.
        await Promise.all([store.ping(), store.ping(), store.ping()]);

        await server.stop();
        // Each idle connection's failure is reported, and does not crash the process.
        await expect.poll(() => warnings.filter((warning) => /idle PostgreSQL connection/.test(warning)).length).toBeGreaterThan(0);
        await expect(store.saveExchange(exchange('during the outage'))).rejects.toThrow(StoreUnavailableError);
        await expect(store.saveFeedback({ sessionId: sessionA, messageId: before.answer.messageId, rating: 'up' })).rejects.toThrow(StoreUnavailableError);
        await expect(store.ping()).rejects.toThrow(StoreUnavailableError);
        await expect(store.loadSession(sessionA)).rejects.toThrow(StoreUnavailableError);
        expect(await store.previousQuestion(sessionA)).toBeUndefined();
        expect(await store.history(sessionA, 3)).toEqual([]);

        await server.start();
        await store.ping();
        await store.saveExchange(exchange('after the outage'));
        expect(await store.saveFeedback({ sessionId: sessionA, messageId: before.answer.messageId, rating: 'up' })).toBe('saved');
        expect((await store.loadSession(sessionA)).map((message) => message.kwargs.content)).toEqual([
          'before the outage',
          'An answer to: before the outage',
          'after the outage',
          'An answer to: after the outage',
        ]);
      } finally {
        await store.close();
      }
    });
  });
});
