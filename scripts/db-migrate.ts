/**
 * Applies the PostgreSQL store's migrations (server/tutor/migrations/postgres/) to DATABASE_URL and
 * prints what it applied, so a deploy can migrate before it starts any server:
 *   DATABASE_URL=postgres://… npm run db:migrate
 * The servers apply them too, at start, under the same advisory lock, so running this is optional
 * and safe beside them. The SQLite file needs nothing of this: it migrates itself when opened.
 */
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { ConfigError, loadConfig } from '../server/config.ts';
import { migratePostgres, readMigrations } from '../server/tutor/postgres-migrations.ts';
import { describePostgresUrl, isPostgresUnavailable } from '../server/tutor/store-postgres.ts';

/** Migrates the database in `env`'s DATABASE_URL; the text to print and the exit code. */
export async function migrateDatabase(env: Record<string, string | undefined> = process.env): Promise<{ text: string; exitCode: 0 | 1 }> {
  let database;
  try {
    database = loadConfig(env).database;
  } catch (error) {
    if (error instanceof ConfigError) return { text: `db:migrate: ${error.message}\n`, exitCode: 1 };
    throw error;
  }
  if (database === null) {
    return {
      text: 'db:migrate: DATABASE_URL is not set. The migrations are for PostgreSQL (postgres://user:password@host:5432/database); without it the server keeps the SQLite file in DATA_DIR, which migrates itself.\n',
      exitCode: 1,
    };
  }
  const where = describePostgresUrl(database.url);
  const pool = new pg.Pool({ connectionString: database.url, max: 1, connectionTimeoutMillis: 5000 });
  // A connection that fails while idle must not end the script with a stack trace.
  pool.on('error', () => {});
  try {
    const migrations = readMigrations();
    const applied = await migratePostgres(pool, migrations);
    const text =
      applied.length === 0
        ? `Nothing to apply: ${where} is up to date (${migrations.length === 1 ? '1 migration' : `${migrations.length} migrations`}).\n`
        : applied.map((name) => `Applied ${name} to ${where}\n`).join('');
    return { text, exitCode: 0 };
  } catch (error) {
    // Node reports a refused connection to a name with several addresses as an AggregateError with no message, only a code.
    const reason = error instanceof Error ? error.message || String((error as { code?: unknown }).code) : String(error);
    if (isPostgresUnavailable(error)) return { text: `db:migrate: cannot use PostgreSQL at ${where}: ${reason}\n`, exitCode: 1 };
    return { text: `db:migrate: a migration failed on ${where}, and none was applied: ${reason}\n`, exitCode: 1 };
  } finally {
    await pool.end();
  }
}

async function main(): Promise<void> {
  const { text, exitCode } = await migrateDatabase();
  (exitCode === 0 ? process.stdout : process.stderr).write(text);
  process.exitCode = exitCode;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void main();
}
