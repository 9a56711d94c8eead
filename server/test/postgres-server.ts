/**
 * A throwaway PostgreSQL for the tests and for bench:scale: Debian's PostgreSQL 15 binaries, a
 * cluster in a temporary directory, listening on a free loopback port (and a socket in that
 * directory, not the system's), with a random password for TCP connections, so the tests use real
 * password authentication. One server per test file; each suite takes a fresh database from it.
 * `stop()` and `start()` let a test take the database away under a live pool and give it back.
 * No vitest here, so that a benchmark can start one too; the suites' side is postgres.ts.
 */
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort, missingBinary } from './system-binary.ts';

const run = promisify(execFile);

/** Where Debian's PostgreSQL 15 keeps its server binaries (POSTGRES_BIN_DIR for another). */
export const postgresBinDir = process.env.POSTGRES_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

/** Why the PostgreSQL suites cannot run here, or undefined when they can. */
export const postgresMissing: string | undefined = missingBinary(join(postgresBinDir, 'pg_ctl'), 'postgresql');

/** A running throwaway PostgreSQL. */
export interface TestPostgres {
  port: number;
  /** A new, empty database on this server; its postgres:// URL (with the password). */
  createDatabase(): Promise<string>;
  /** Stops the server (fast shutdown: open connections are cut); its data stays. */
  stop(): Promise<void>;
  /** Starts it again on the same port, with the same data. */
  start(): Promise<void>;
  /** Stops the server and removes its directory. */
  destroy(): Promise<void>;
}

// PostgreSQL refuses to run as root: as root, its commands run as the postgres user.
const asRoot = process.getuid?.() === 0;

function postgresCommand(binary: string, args: string[]): [string, string[]] {
  const path = join(postgresBinDir, binary);
  return asRoot ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
}

async function runPostgres(binary: string, args: string[]): Promise<void> {
  const [command, commandArgs] = postgresCommand(binary, args);
  try {
    await run(command, commandArgs);
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`${binary} failed: ${(stderr || stdout || String(error)).trim()}`, { cause: error });
  }
}

/**
 * Initialises and starts a PostgreSQL 15 cluster in a new temporary directory. With `durable`, it
 * flushes every commit to disk as a production server does (a benchmark's figures must pay for it).
 */
export async function startTestPostgres(options: { durable?: boolean } = {}): Promise<TestPostgres> {
  if (postgresMissing !== undefined) throw new Error(postgresMissing);
  const dir = mkdtempSync(join(tmpdir(), 'ml-classes-postgres-'));
  const dataDir = join(dir, 'data');
  const password = randomBytes(12).toString('hex');
  const passwordFile = join(dir, 'password');
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
    chownSync(passwordFile, uid, gid);
  }
  // The socket's directory is ours (not /var/run/postgresql); TCP connections need the password.
  await runPostgres('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    `--pwfile=${passwordFile}`,
    '--auth-local=trust',
    '--auth-host=scram-sha-256',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const port = await freePort();
  // fsync off: a test database need not survive a power cut, and the tests run faster.
  const durability = options.durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  const serverOptions = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}${durability}`;
  const start = () => runPostgres('pg_ctl', ['-D', dataDir, '-l', join(dir, 'server.log'), '-o', serverOptions, '-w', '-t', '60', 'start']);
  const stop = () => runPostgres('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
  await start();
  let running = true;

  const urlOf = (database: string) => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`;
  let databases = 0;

  return {
    port,
    async createDatabase() {
      databases += 1;
      const name = `test_${databases}`;
      const admin = new pg.Client({ connectionString: urlOf('postgres') });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      return urlOf(name);
    },
    async stop() {
      await stop();
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    async destroy() {
      try {
        if (running) await stop();
      } finally {
        running = false;
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
