/**
 * What the suites that run a Debian program for real (redis-server, nginx, PostgreSQL) and the
 * benchmarks share: whether the program is installed (and if not, which package to install), and a
 * free loopback port to start it on.
 */
import { accessSync, constants, statSync } from 'node:fs';
import { createServer } from 'node:net';

/** Whether `path` is a file this process may execute. */
function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Why `binary` cannot be run, naming the Debian package that installs it; undefined when it can. */
export function missingBinary(binary: string, debianPackage: string): string | undefined {
  return isExecutable(binary) ? undefined : `${binary} is missing (apt-get install ${debianPackage})`;
}

/**
 * True when `binary` is an executable file. Otherwise the suites that need it are skipped, saying why (false), or
 * under CI=true they fail (this throws): CI installs the package (.ci/run) and must run them.
 */
export function canRunBinary(binary: string, debianPackage: string, what: string): boolean {
  const reason = missingBinary(binary, debianPackage);
  if (reason === undefined) return true;
  if (process.env.CI === 'true') throw new Error(`The ${what} tests cannot run: ${reason}`);
  console.warn(`Skipping the tests that need ${what}: ${reason}`);
  return false;
}

/** A port nobody listens on right now, picked by the system. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
