/**
 * The built server (build/server.js) as the benchmarks run it: on a free loopback port, in
 * production mode, with a fresh DATA_DIR (which a benchmark may read after it), quiet logs;
 * resolved once it answers.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../server/test/system-binary.ts';

const root = join(import.meta.dirname, '..');
const serverFile = join(root, 'build', 'server.js');

/** Starts build/server.js with `env` on top of the defaults; exits with a message when there is no build. */
export async function startBuiltServer(
  env: Record<string, string> = {},
): Promise<{ base: string; dataDir: string; stop(): void; /** Resolves once the process has exited. */ exited: Promise<void> }> {
  if (!existsSync(serverFile)) {
    console.error('No build: run "npm run build" first.');
    process.exit(1);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ml-classes-bench-'));
  const child = spawn(process.execPath, [serverFile], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(`${base}/api/classes`)).ok) return { base, dataDir, stop: () => child.kill('SIGTERM'), exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('build/server.js did not start within 30 s');
}
