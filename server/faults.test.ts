/**
 * Faults of the whole server process, run for real: `kill -9` in the middle of a stream of chat
 * questions, then a restart (every answered question must be in the history, and the SQLite file
 * sound), SIGTERM while answers are in flight (they finish, then the process exits cleanly), SIGTERM
 * with a shutdown delay (/readyz says so first), and a bad REDIS_URL (refused without its password).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatReply, LoadPreviousSessionReply } from '../shared/chat-protocol.ts';
import { startLlmStandIn, type LlmStandIn } from './test/llm-stand-in.ts';
import { questions, serverProcessCommand, startServerProcess, writeServerProcessFiles, type ServerProcessFiles } from './test/server-process.ts';
import { sessionStoreFile } from './tutor/store.ts';

let files: ServerProcessFiles;
const running = new Set<ChildProcess>();

beforeAll(async () => {
  files = await writeServerProcessFiles();
});

afterEach(() => {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
});

/** Starts the real server (server/index.ts, through tsx) and resolves once it answers. */
const startServer = (env: Record<string, string>) => startServerProcess(files, env, running);

function ask(base: string, sessionId: string, chatInput: string) {
  return fetch(`${base}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'sendMessage', sessionId, chatInput }),
  });
}

describe('a server killed with SIGKILL during a chat load', () => {
  it('loses no answered question, and its SQLite file is sound after a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ml-classes-kill-'));
    const server = await startServer({ DATA_DIR: dataDir });
    const answered = new Map<string, string[]>();
    let stop = false;
    // Killed once this many answers are stored, however long that takes on this machine.
    const killAfter = 20;
    let total = 0;
    let enoughAnswered!: () => void;
    const answeredEnough = new Promise<void>((resolve) => (enoughAnswered = resolve));
    // Twelve learners asking one question after another until the process dies under them.
    const learners = Array.from({ length: 12 }, async (_, learner) => {
      const sessionId = crypto.randomUUID();
      for (let turn = 0; !stop; turn++) {
        const question = `${questions[(learner + turn) % questions.length]} (${turn})`;
        try {
          const response = await ask(server.base, sessionId, question);
          if (response.status !== 200) continue;
          const reply = (await response.json()) as ChatReply;
          if (reply.saved === false) continue;
          answered.set(sessionId, [...(answered.get(sessionId) ?? []), question]);
          if (++total >= killAfter) enoughAnswered();
        } catch {
          return; // the server is gone
        }
      }
    });
    // The learners end only if the server dies before then; the count below then fails the test.
    await Promise.race([answeredEnough, Promise.all(learners)]);
    server.child.kill('SIGKILL');
    stop = true;
    await Promise.all(learners);
    await server.exited;

    expect(total).toBeGreaterThanOrEqual(killAfter);
    const restarted = await startServer({ DATA_DIR: dataDir });
    for (const [sessionId, asked] of answered) {
      const response = await fetch(`${restarted.base}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'loadPreviousSession', sessionId }),
      });
      const { data } = (await response.json()) as LoadPreviousSessionReply;
      const stored = data.filter((message) => message.id[2] === 'HumanMessage').map((message) => message.kwargs.content);
      for (const question of asked) expect(stored).toContain(question);
      // Every stored question has its answer: no half-written exchange.
      expect(data.length % 2).toBe(0);
    }
    restarted.child.kill('SIGTERM');
    await restarted.exited;
    const database = new Database(sessionStoreFile(dataDir), { readonly: true });
    expect(database.pragma('integrity_check', { simple: true })).toBe('ok');
    database.close();
  });
});

describe('a server stopped with SIGTERM under load', () => {
  let standIn: LlmStandIn;
  beforeAll(async () => {
    standIn = await startLlmStandIn();
  });
  afterAll(() => standIn.close());

  it('finishes the answers in flight, then exits with status 0', async () => {
    // Generative answers stream for a few hundred milliseconds, so the questions are truly in flight.
    const server = await startServer({ DATA_DIR: mkdtempSync(join(tmpdir(), 'ml-classes-term-')), LLM_BASE_URL: standIn.url, LLM_MODEL: 'echo' });
    const inFlight = Array.from({ length: 20 }, (_, index) =>
      ask(server.base, crypto.randomUUID(), questions[index % questions.length]).then(
        async (response) => ({ status: response.status, reply: (await response.json()) as ChatReply }),
        (error: Error) => ({ status: 0, reply: { output: String(error.cause ?? error) } as ChatReply }),
      ),
    );

    // SIGTERM once every question has reached the model, i.e. every answer is being written.
    const before = standIn.requests.length;
    while (standIn.requests.length < before + inFlight.length) await new Promise((resolve) => setTimeout(resolve, 10));
    server.child.kill('SIGTERM');
    const results = await Promise.all(inFlight);
    expect(results.map((result) => result.status)).toEqual(results.map(() => 200));
    for (const { reply } of results) {
      expect(reply.mode).toBe('generative');
      expect(reply.output).toContain('**Sources**');
    }
    expect(await server.exited).toBe(0);
  });
});

describe('a server stopped with SIGTERM behind a load balancer', () => {
  it('answers /readyz with 503 "shutting down" first, still serving everything else, then exits with status 0', async () => {
    const server = await startServer({ DATA_DIR: mkdtempSync(join(tmpdir(), 'ml-classes-drain-')), SHUTDOWN_DELAY_MS: '4000' });
    const readyz = async () => {
      const response = await fetch(`${server.base}/readyz`);
      return { status: response.status, body: (await response.json()) as unknown };
    };
    expect(await readyz()).toEqual({ status: 200, body: { status: 'ok' } });
    server.child.kill('SIGTERM');
    // The signal arrives when it arrives: poll until the server says it is leaving.
    let readiness = await readyz();
    while (readiness.status === 200) readiness = await readyz();
    expect(readiness).toEqual({ status: 503, body: { status: 'shutting down' } });
    // Not closed yet: a load balancer that has not polled since still gets answers.
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    expect((await ask(server.base, crypto.randomUUID(), questions[0])).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toMatch(/shutdown took too long/);
  });
});

describe('a server started with a bad REDIS_URL', () => {
  it('refuses to start, naming REDIS_URL and not its password', async () => {
    const { command, args, options } = serverProcessCommand(files, { PORT: '0', REDIS_URL: 'redis://:hunter2@' });
    const child = spawn(command, args, options);
    running.add(child);
    let output = '';
    child.stdout.on('data', (data) => (output += data));
    child.stderr.on('data', (data) => (output += data));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('REDIS_URL: must be a redis:// or rediss:// URL with a host (got "redis://:***@")');
    expect(output).not.toContain('hunter2');
  });
});
