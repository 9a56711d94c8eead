/**
 * A SQLite store the server may read but not write: an existing file in a read-only directory,
 * or a read-only file in a writable one. Either way a learner gets the stored conversation back,
 * every answer says `saved: false`, feedback is a 503 (never a 404), and /readyz names the store.
 * Root may write anything, so as root the server runs as `nobody` (a probe process); otherwise
 * as the test's own user with the permissions taken away.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ChatReply } from '../../shared/chat-protocol.ts';
import { build } from '../test/helper.ts';
import { sessionStoreFile } from './store.ts';

const root = join(import.meta.dirname, '..', '..');
const asRoot = process.getuid?.() === 0;
const nobody = asRoot
  ? { uid: Number(execFileSync('id', ['-u', 'nobody'], { encoding: 'utf8' })), gid: Number(execFileSync('id', ['-g', 'nobody'], { encoding: 'utf8' })) }
  : null;

/** A DATA_DIR holding one stored exchange, and its ids. */
async function storedConversation() {
  const parent = mkdtempSync(join(tmpdir(), 'ml-classes-read-only-'));
  chmodSync(parent, 0o755);
  const dataDir = join(parent, 'data');
  const app = await build({ env: { DATA_DIR: dataDir } });
  const sessionId = crypto.randomUUID();
  const reply = await app.inject({ method: 'POST', url: '/api/chat', payload: { action: 'sendMessage', sessionId, chatInput: 'what is a decision tree' } });
  const { messageId } = reply.json<ChatReply>();
  await app.close();
  return { dataDir, file: sessionStoreFile(dataDir), sessionId, messageId };
}

/** What the server on `dataDir` answers, run as a user without the write permission the test took away. */
function probe(dataDir: string, sessionId: string, messageId: string) {
  const args = ['--import', 'tsx', join(root, 'server', 'test', 'read-only-probe.ts'), dataDir, sessionId, messageId];
  const output = asRoot
    ? execFileSync('runuser', ['-u', 'nobody', '--', process.execPath, ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'silent' } })
    : execFileSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
  return JSON.parse(output.trim().split('\n').at(-1)!) as { reloaded: number; ready: { status: number; body: unknown }; saved: boolean; feedback: number };
}

describe('a SQLite store the server may read but not write', () => {
  it('in a read-only directory: serves the stored conversation, and says it cannot save', async () => {
    const { dataDir, file, sessionId, messageId } = await storedConversation();
    if (nobody) chownSync(file, nobody.uid, nobody.gid);
    else chmodSync(dataDir, 0o555);
    const result = probe(dataDir, sessionId, messageId);
    expect(result.reloaded).toBe(2);
    expect(result.saved).toBe(false);
    expect(result.feedback).toBe(503);
    expect(result.ready.status).toBe(503);
    expect(JSON.stringify(result.ready.body)).toContain('store');
  });

  it('a read-only file in a writable directory: the same, and /readyz no longer says ok', async () => {
    const { dataDir, file, sessionId, messageId } = await storedConversation();
    if (nobody) chownSync(dataDir, nobody.uid, nobody.gid);
    else chmodSync(file, 0o444);
    const result = probe(dataDir, sessionId, messageId);
    expect(result.reloaded).toBe(2);
    expect(result.saved).toBe(false);
    expect(result.feedback).toBe(503);
    expect(result.ready.status).toBe(503);
    expect(JSON.stringify(result.ready.body)).toContain('store');
  });
});
