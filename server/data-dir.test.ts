/**
 * A DATA_DIR that cannot be created stops the server at start with the configuration's message
 * naming DATA_DIR and the reason (docs/decisions/011), instead of a crash with a stack trace.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from './config.ts';
import { prepareDataDir } from './data-dir.ts';
import { serverProcessCommand, writeServerProcessFiles } from './test/server-process.ts';

/** A path under a regular file: mkdir fails with ENOTDIR, even for root. */
function pathUnderAFile(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'ml-classes-datadir-')), 'a-file');
  writeFileSync(file, 'not a directory');
  return join(file, 'data');
}

describe('DATA_DIR at start', () => {
  it('is created when the SQLite store needs it, and left alone with DATABASE_URL', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'ml-classes-datadir-')), 'new', 'data');
    expect(() => prepareDataDir({ dataDir: dir, database: null })).not.toThrow();
    const unusable = pathUnderAFile();
    expect(() => prepareDataDir({ dataDir: unusable, database: { url: 'postgres://db/tutor', poolSize: 1, statementTimeoutMs: 1000 } })).not.toThrow();
  });

  it('that cannot be created is refused as invalid configuration, naming DATA_DIR and the reason', () => {
    const dir = pathUnderAFile();
    expect(() => prepareDataDir({ dataDir: dir, database: null })).toThrow(new ConfigError([`DATA_DIR: cannot create ${JSON.stringify(dir)} (ENOTDIR)`]));
  });

  it('stops the server process with that message and exit code 1', async () => {
    const dir = pathUnderAFile();
    const { command, args, options } = serverProcessCommand(await writeServerProcessFiles(), { DATA_DIR: dir, PORT: '0' });
    const child = spawn(command, args, options);
    let output = '';
    child.stdout.on('data', (data: Buffer) => (output += data.toString()));
    child.stderr.on('data', (data: Buffer) => (output += data.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output.trim()).toBe(`Invalid configuration:\n  - DATA_DIR: cannot create ${JSON.stringify(dir)} (ENOTDIR)`);
  });
});
