/**
 * A real Redis for tests: Debian's redis-server on a free loopback port, in a temporary directory,
 * with nothing saved to disk. A test can stop it, pause it (it keeps the connection but answers
 * nothing) and start it again on the same port, as an outage would. Without the binary, the suites
 * that need it are skipped with a printed reason, except under CI=true, where they fail.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canRunBinary, freePort } from './system-binary.ts';

/** The redis-server the tests run (Debian's redis-server package); REDIS_SERVER picks another. */
export const redisServerBinary = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

/** Whether the Redis suites can run (see canRunBinary: skipped with a reason, except under CI=true). */
export function canRunRedis(): boolean {
  return canRunBinary(redisServerBinary, 'redis-server', 'Redis');
}

export interface TestRedis {
  /** redis://127.0.0.1:PORT, with the password when there is one (redis://:PASSWORD@127.0.0.1:PORT) */
  readonly url: string;
  readonly port: number;
  /** Stops the server (SIGTERM, or SIGKILL for a crash) and waits until it has exited. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  /** Starts it again on the same port, empty, and waits until it accepts connections. */
  start(): Promise<void>;
  /** SIGSTOP: connections stay open but nothing is answered, like a Redis that hangs. */
  pause(): void;
  /** SIGCONT after pause(). */
  resume(): void;
  /** Stops it and removes its directory. */
  close(): Promise<void>;
}

/** Starts a redis-server on a free 127.0.0.1 port and resolves once it accepts connections; with `password`, clients must give it. */
export async function startRedis(options: { password?: string } = {}): Promise<TestRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'ml-classes-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined;
  // A test runner that dies must not leave a Redis behind.
  const killOnExit = () => child?.kill('SIGKILL');
  process.once('exit', killOnExit);

  async function start() {
    if (child) throw new Error('redis-server is already running');
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir];
    if (options.password) args.push('--requirepass', options.password);
    const started = spawn(redisServerBinary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child = started;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const onData = (data: Buffer) => {
        output += data;
        if (output.includes('Ready to accept connections')) resolve();
      };
      started.stdout!.on('data', onData);
      started.stderr!.on('data', onData);
      started.once('error', reject);
      started.once('exit', (code) => reject(new Error(`redis-server exited (${code}) before it was ready:\n${output}`)));
    });
    started.once('exit', () => {
      if (child === started) child = undefined;
    });
  }

  async function stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') {
    const running = child;
    if (!running) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    // A paused server does not act on SIGTERM until it runs again.
    running.kill('SIGCONT');
    running.kill(signal);
    await exited;
    child = undefined;
  }

  await start();
  return {
    url: options.password ? `redis://:${encodeURIComponent(options.password)}@127.0.0.1:${port}` : `redis://127.0.0.1:${port}`,
    port,
    stop,
    start,
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
    async close() {
      await stop();
      process.off('exit', killOnExit);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
