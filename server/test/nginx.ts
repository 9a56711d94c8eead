/**
 * Debian's nginx for tests, running deploy/nginx.conf itself: the file's lines marked "# test:"
 * (the two servers' addresses, the ports, the certificate) are replaced, and nothing else, so the
 * test checks the configuration the deploy guide ships. nginx runs in the foreground as one
 * process, in a temporary directory, with a self-signed certificate for 127.0.0.1.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canRunBinary, freePort } from './system-binary.ts';

/** The nginx the tests run (Debian's nginx package); NGINX picks another. */
export const nginxBinary = process.env.NGINX ?? '/usr/sbin/nginx';

/** The shipped configuration. */
export const deployConfigFile = join(import.meta.dirname, '..', '..', 'deploy', 'nginx.conf');

/** Whether the nginx suites can run (see canRunBinary: skipped with a reason, except under CI=true). */
export function canRunNginx(): boolean {
  return canRunBinary(nginxBinary, 'nginx', 'nginx') && canRunBinary('/usr/bin/openssl', 'openssl', 'nginx');
}

export interface TestNginx {
  /** https://127.0.0.1:PORT */
  readonly httpsUrl: string;
  /** http://127.0.0.1:PORT (redirects to https) */
  readonly httpUrl: string;
  /** The certificate nginx presents, to trust in requests. */
  readonly certificate: string;
  close(): Promise<void>;
}

/** `config` with each line marked `# test: <name>` replaced by `replacements[name]`; throws when a mark is missing or unused. */
export function replaceTestLines(config: string, replacements: Record<string, string>): string {
  const used = new Set<string>();
  const result = config.replace(/^(\s*).*# test: (.+)$/gm, (_line, indent: string, name: string) => {
    const replacement = replacements[name];
    if (replacement === undefined) throw new Error(`deploy/nginx.conf marks "${name}", which the test does not replace`);
    if (used.has(name)) throw new Error(`deploy/nginx.conf marks "${name}" twice`);
    used.add(name);
    return `${indent}${replacement}`;
  });
  const missing = Object.keys(replacements).filter((name) => !used.has(name));
  if (missing.length > 0) throw new Error(`deploy/nginx.conf no longer marks: ${missing.join(', ')}`);
  return result;
}

/** Resolves once something accepts connections on 127.0.0.1:port (or rejects when `exited` does first). */
async function waitForPort(port: number, exited: Promise<unknown>): Promise<void> {
  let done = false;
  void exited.then(() => (done = true));
  while (!done) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts nginx with deploy/nginx.conf in front of the servers on `upstreamPorts` (127.0.0.1). */
export async function startNginx(upstreamPorts: [number, number]): Promise<TestNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'ml-classes-nginx-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync(
    '/usr/bin/openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  const site = replaceTestLines(readFileSync(deployConfigFile, 'utf8'), {
    'server A': `server 127.0.0.1:${upstreamPorts[0]} max_fails=3 fail_timeout=10s;`,
    'server B': `server 127.0.0.1:${upstreamPorts[1]} max_fails=3 fail_timeout=10s;`,
    'http port': `listen 127.0.0.1:${httpPort};`,
    'https port': `listen 127.0.0.1:${httpsPort} ssl http2;`,
    certificate: `ssl_certificate ${cert};`,
    key: `ssl_certificate_key ${key};`,
  });
  writeFileSync(join(dir, 'ml-classes.conf'), site);
  // What /etc/nginx/nginx.conf would give: here one foreground process that keeps everything in `dir`.
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'master_process off;',
      `pid ${join(dir, 'nginx.pid')};`,
      'error_log stderr warn;',
      'events { worker_connections 256; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((temp) => `  ${temp}_temp_path ${join(dir, temp)};`),
      `  include ${join(dir, 'ml-classes.conf')};`,
      '}',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(nginxBinary, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (data) => (output += data));
  child.stderr!.on('data', (data) => (output += data));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  await waitForPort(httpsPort, exited);
  if (child.exitCode !== null) throw new Error(`nginx did not start:\n${output}`);
  return {
    httpsUrl: `https://127.0.0.1:${httpsPort}`,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    certificate: readFileSync(cert, 'utf8'),
    async close() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await exited;
      }
      process.off('exit', killOnExit);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
