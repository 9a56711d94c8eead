/**
 * The real server as a process (server/index.ts through tsx), for the tests that need what
 * `app.inject` cannot give: a `kill -9`, a signal, two servers sharing one database. The files it
 * serves are fixtures: the lectures' sections and a two-page client directory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lectureSectionsForTests } from './lecture-sections.ts';
import { freePort } from './system-binary.ts';

const root = join(import.meta.dirname, '..', '..');

/** What a server process reads at start besides its environment. */
export interface ServerProcessFiles {
  sectionsFile: string;
  clientDir: string;
}

/** A running server process. */
export interface ServerProcess {
  /** http://127.0.0.1:PORT */
  base: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
}

/** Writes the sections file and the client directory into a new temporary directory. */
export async function writeServerProcessFiles(): Promise<ServerProcessFiles> {
  const dir = mkdtempSync(join(tmpdir(), 'ml-classes-server-process-'));
  const sectionsFile = join(dir, 'sections.json');
  writeFileSync(sectionsFile, JSON.stringify(await lectureSectionsForTests()));
  const clientDir = join(dir, 'client');
  mkdirSync(clientDir);
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(join(clientDir, '404.html'), '<!doctype html><title>Page not found</title>');
  return { sectionsFile, clientDir };
}

/** The server's command line and environment, `env` on top of the fixtures' (for a test that spawns it itself). */
export function serverProcessCommand(files: ServerProcessFiles, env: Record<string, string>) {
  return {
    command: process.execPath,
    args: ['--import', 'tsx', join(root, 'server', 'index.ts')],
    options: {
      cwd: root,
      env: { ...process.env, CLIENT_DIR: files.clientDir, SECTIONS_FILE: files.sectionsFile, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'] as ['ignore', 'pipe', 'pipe'],
    },
  };
}

/**
 * Starts the server on a free loopback port with `env` (the rate limit lifted unless `env` sets
 * CHAT_RATE_LIMIT) and resolves once it answers; `running` collects the child so that a test's
 * clean-up can kill whatever is left.
 */
export async function startServerProcess(files: ServerProcessFiles, env: Record<string, string>, running: Set<ChildProcess>): Promise<ServerProcess> {
  const port = await freePort();
  const { command, args, options } = serverProcessCommand(files, { PORT: String(port), HOST: '127.0.0.1', CHAT_RATE_LIMIT: '100000', ...env });
  const child = spawn(command, args, options);
  running.add(child);
  let output = '';
  child.stdout.on('data', (data) => (output += data));
  child.stderr.on('data', (data) => (output += data));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${base}/api/classes`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 300 || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base, child, exited, output: () => output };
}

/** Questions the server-process tests ask the built-in tutor, on lecture topics, so each answer is grounded and saved. */
export const questions = [
  'what is the kernel trick',
  'how does k-means work',
  'what is overfitting',
  'explain gradient descent',
  'what is a random forest',
  'what is pca',
];
