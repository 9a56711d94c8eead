/**
 * The PostgreSQL store's schema: numbered SQL files in `migrations/postgres/` (next to this file in
 * the sources, copied next to build/server.js by the build), applied in order, each once, as one
 * transaction under an advisory lock, so that servers starting together apply them once between
 * them and none sees half a schema. `schema_migrations` records what ran
 * ([010](../../docs/decisions/010-postgresql-store.md)).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { withTransaction } from './postgres-connection.ts';

/** One numbered SQL file. */
export interface Migration {
  /** The file's number: 1 for 001-initial.sql. */
  version: number;
  /** The file's name, as `schema_migrations` records it. */
  name: string;
  sql: string;
}

/** Where the SQL files are, beside the code that reads them (server/tutor/ or build/). */
export const migrationsDir = fileURLToPath(new URL('./migrations/postgres/', import.meta.url));

/**
 * The key of the advisory lock that migrating holds: any fixed number, the same in every server
 * (the lock space is the database's, shared with nothing else of ours).
 */
const migrationLockKey = 4_212_021;

/** Reads the migrations in `dir`, in order; throws unless they are numbered 1, 2, 3… without a gap. */
export function readMigrations(dir = migrationsDir): Migration[] {
  const migrations = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name): Migration => {
      const match = /^(\d{3})-[a-z0-9-]+\.sql$/.exec(name);
      if (!match) throw new Error(`${join(dir, name)}: a migration is named NNN-words.sql`);
      return { version: Number(match[1]), name, sql: readFileSync(join(dir, name), 'utf8') };
    });
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) throw new Error(`${dir}: expected migration ${index + 1} before ${migration.name}`);
  });
  return migrations;
}

/**
 * Applies the migrations the database has not run, and returns their names (none: it was up to
 * date). Throws what PostgreSQL throws; nothing is applied then.
 */
export async function migratePostgres(pool: pg.Pool, migrations: readonly Migration[] = readMigrations()): Promise<string[]> {
  return withTransaction(pool, async (client) => {
    // Waiting for another server's migrations, or running a long one, is not a slow query.
    await client.query('SET LOCAL statement_timeout = 0');
    // Held until COMMIT or ROLLBACK: a second server waits here, then finds everything applied.
    await client.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    const pending = migrations.filter((migration) => !applied.has(migration.version));
    for (const migration of pending) {
      await client.query(migration.sql);
      await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
    }
    return pending.map((migration) => migration.name);
  });
}
