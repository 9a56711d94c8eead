/**
 * A site server of a test's own: build/server.js, as playwright.config.ts runs it, but with the
 * test's configuration and on a port the system picks (PORT=0, read back from the server's
 * "Server listening at" log line), for stories that need a server configured unlike the shared ones.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const root = join(import.meta.dirname, '..', '..');

/** A running server: its origin, and how to stop it. */
export interface SiteProcess {
  origin: string;
  /** Sends SIGTERM and resolves once the process has exited. */
  stop(): Promise<void>;
}

/** Starts build/server.js with `env` on top of the test defaults, and without the settings in `unset`; resolves once it listens. */
export function startSite(env: Record<string, string>, unset: string[] = []): Promise<SiteProcess> {
  // PORT and LOG_LEVEL are not the caller's: the port is read back from the info-level log.
  const childEnv: Record<string, string | undefined> = { ...process.env, HOST: '127.0.0.1', ...env, PORT: '0', LOG_LEVEL: 'info' };
  for (const name of unset) delete childEnv[name];
  const child = spawn(process.execPath, [join(root, 'build', 'server.js')], { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    // The log is read to its end, so a full pipe never blocks the server's logging.
    createInterface({ input: child.stdout }).on('line', (line) => {
      output += `${line}\n`;
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (listening) resolve({ origin: listening[1], stop });
    });
    void exited.then(() => reject(new Error(`build/server.js exited before listening (run "npm run build" first):\n${output}`)));
  });
}
