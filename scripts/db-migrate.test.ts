import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeWithPostgres, startTestPostgres, type TestPostgres } from '../server/test/postgres.ts';
import { readMigrations } from '../server/tutor/postgres-migrations.ts';
import { migrateDatabase } from './db-migrate.ts';

const run = promisify(execFile);

describe('npm run db:migrate without a database', () => {
  it('says DATABASE_URL is not set', async () => {
    const { text, exitCode } = await migrateDatabase({});
    expect(exitCode).toBe(1);
    expect(text).toMatch(/^db:migrate: DATABASE_URL is not set\./);
  });

  it('refuses a URL that is not PostgreSQL, naming the variable and hiding the password', async () => {
    const { text, exitCode } = await migrateDatabase({ DATABASE_URL: 'mysql://tutor:s3cret@db.internal/tutor' });
    expect(exitCode).toBe(1);
    expect(text).toContain('DATABASE_URL: ');
    expect(text).not.toContain('s3cret');
  });

  it('ends with one line, no stack and no password, exit code 1, when PostgreSQL cannot be reached', async () => {
    // Port 1 on loopback: nothing listens there, so the connection is refused at once.
    const failure = await run('npx', ['tsx', 'scripts/db-migrate.ts'], {
      env: { ...process.env, DATABASE_URL: 'postgres://tutor:s3cret@127.0.0.1:1/tutor' },
    }).then(
      () => undefined,
      (error: unknown) => error as { code: number; stdout: string; stderr: string },
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stdout).toBe('');
    expect(
      failure?.stderr
        .trim()
        .split('\n')
        .filter((line) => !line.startsWith('npm warn')),
    ).toEqual([expect.stringMatching(/^db:migrate: cannot use PostgreSQL at 127\.0\.0\.1:1\/tutor: .*ECONNREFUSED/)]);
    expect(failure?.stderr).not.toContain('s3cret');
  });
});

describeWithPostgres('npm run db:migrate', () => {
  let server: TestPostgres;
  beforeAll(async () => {
    server = await startTestPostgres();
  });
  afterAll(() => server?.destroy());

  it('applies the migrations and says which, then that there is nothing to apply', async () => {
    const url = await server.createDatabase();
    const names = readMigrations().map((migration) => migration.name);
    const first = await migrateDatabase({ DATABASE_URL: url });
    expect(first).toEqual({ exitCode: 0, text: names.map((name) => `Applied ${name} to 127.0.0.1:${server.port}/test_1\n`).join('') });
    const second = await migrateDatabase({ DATABASE_URL: url });
    expect(second).toEqual({
      exitCode: 0,
      text: `Nothing to apply: 127.0.0.1:${server.port}/test_1 is up to date (${names.length === 1 ? '1 migration' : `${names.length} migrations`}).\n`,
    });
  });
});
