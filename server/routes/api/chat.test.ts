import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  FEEDBACK_COMMENT_MAX_LENGTH,
  type ChatReply,
  type ChatStreamChunk,
  type ChatStreamEndMetadata,
  type LoadPreviousSessionReply,
} from '../../../shared/chat-protocol.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { build } from '../../test/helper.ts';
import { lectureSectionsForTests } from '../../test/lecture-sections.ts';
import { tutorUnitsFile } from '../../../content/pipeline/tutor-units.ts';
import { startLlmStandIn, type LlmStandIn } from '../../test/llm-stand-in.ts';
import { sessionStoreFile } from '../../tutor/store.ts';
import { fallbackBeforeAnswer, fallbackMidAnswer } from '../../tutor/tutor.ts';

const uuid = () => crypto.randomUUID();
type App = Awaited<ReturnType<typeof build>>;

function ask(app: App, chatInput: string, options: { sessionId?: string; page?: string; stream?: boolean } = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: options.stream ? { accept: 'text/plain' } : {},
    payload: { action: 'sendMessage', sessionId: options.sessionId ?? uuid(), chatInput, ...(options.page ? { metadata: { page: options.page } } : {}) },
  });
}

function chunksOf(body: string): ChatStreamChunk[] {
  return body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ChatStreamChunk);
}

describe('asking the built-in tutor', () => {
  let app: App;
  beforeAll(async () => {
    app = await build({ closeAfterTest: false });
  });
  afterAll(() => app.close());

  it('answers from the glossary entry, with its formula, and links to it and the section that teaches it', async () => {
    const response = await ask(app, 'What is the kernel trick?');
    expect(response.statusCode).toBe(200);
    const reply = response.json<ChatReply>();
    expect(reply.grounded).toBe(true);
    expect(reply.mode).toBe('built-in');
    expect(reply.messageId).toMatch(/^[0-9a-f-]{36}$/);
    expect(reply.sources.slice(0, 2)).toEqual([
      { title: 'Glossary › Kernel trick', url: '/glossary#kernel-trick', lecture: 'support-vector-machines', source: 'lectures' },
      {
        title: 'Support Vector Machines › The kernel trick',
        url: '/support-vector-machines#the-kernel-trick',
        lecture: 'support-vector-machines',
        source: 'lectures',
      },
    ]);
    expect(reply.output).toMatch(/\$\$[^$]+\$\$/);
    expect(reply.output).toContain('**Sources**');
    const lastUrl = `(${reply.sources.at(-1)!.url})`;
    expect(reply.output.trimEnd().slice(-lastUrl.length)).toBe(lastUrl);
    expect(reply).not.toHaveProperty('saved');
  });

  it('says plainly when the lectures do not cover a question, and suggests the closest sections', async () => {
    const reply = (await ask(app, 'What is a good recipe for banana bread?')).json<ChatReply>();
    expect(reply.grounded).toBe(false);
    expect(reply.output).toMatch(/do not cover/);
    expect(reply.output).not.toContain('From **');
  });

  it('streams the same answer as NDJSON chunks in n8n’s format, ending with the sources', async () => {
    const plain = (await ask(app, 'how does k-means choose its clusters')).json<ChatReply>();
    const response = await ask(app, 'how does k-means choose its clusters', { stream: true });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const chunks = chunksOf(response.body);
    expect(chunks[0].type).toBe('begin');
    expect(chunks.at(-1)!.type).toBe('end');
    const text = chunks.flatMap((chunk) => (chunk.type === 'item' ? [chunk.content] : [])).join('');
    expect(text).toBe(plain.output);
    const end = chunks.at(-1)!.metadata as ChatStreamEndMetadata;
    expect(end.sources).toEqual(plain.sources);
    expect(end.messageId).toMatch(/^[0-9a-f-]{36}$/);
    expect(end.mode).toBe('built-in');
  });

  it('favours the lecture the learner is reading', async () => {
    const reply = (await ask(app, 'how do I pick the number of components', { page: '/dimensionality-reduction' })).json<ChatReply>();
    expect(reply.sources[0].lecture).toBe('dimensionality-reduction');
  });

  it('reads a follow-up question in the light of the previous one', async () => {
    const sessionId = uuid();
    await ask(app, 'What is a support vector machine?', { sessionId });
    const reply = (await ask(app, 'and what about its dual?', { sessionId })).json<ChatReply>();
    expect(reply.grounded).toBe(true);
    // The dual's glossary entry, or the section, and the section that derives it among the sources.
    expect(reply.sources[0].url).toMatch(/dual/);
    expect(reply.sources.map((source) => source.url)).toContainEqual(expect.stringMatching(/^\/support-vector-machines#.*dual/));
  });

  it('gives the conversation back, oldest first, as LangChain messages', async () => {
    const sessionId = uuid();
    const first = (await ask(app, 'what is overfitting', { sessionId })).json<ChatReply>();
    await ask(app, 'what is a decision tree', { sessionId, stream: true });
    const history = await app.inject({ method: 'POST', url: '/api/chat', payload: { action: 'loadPreviousSession', sessionId } });
    expect(history.statusCode).toBe(200);
    const { data } = history.json<LoadPreviousSessionReply>();
    expect(data.map((message) => message.id[2])).toEqual(['HumanMessage', 'AIMessage', 'HumanMessage', 'AIMessage']);
    expect(data[0]).toMatchObject({
      lc: 1,
      type: 'constructor',
      id: ['langchain_core', 'messages', 'HumanMessage'],
      kwargs: { content: 'what is overfitting' },
    });
    expect(data[1].kwargs.content).toBe(first.output);
    expect(data[1].kwargs.additional_kwargs).toMatchObject({ messageId: first.messageId, sources: first.sources, grounded: true });
    expect(data[2].kwargs.content).toBe('what is a decision tree');
  });

  it('returns an empty history for a session it has never seen', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/chat', payload: { action: 'loadPreviousSession', sessionId: uuid() } });
    expect(response.json()).toEqual({ data: [] });
  });

  it('records thumbs up and down on an answer, and refuses a rating of an unknown answer', async () => {
    const sessionId = uuid();
    const { messageId } = (await ask(app, 'what is entropy in a decision tree', { sessionId })).json<ChatReply>();
    const rate = (payload: object) => app.inject({ method: 'POST', url: '/api/chat/feedback', payload });
    expect((await rate({ sessionId, messageId, rating: 'down', comment: 'Too short' })).statusCode).toBe(204);
    const unknown = await rate({ sessionId, messageId: uuid(), rating: 'up' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'No such answer in this conversation' });
    expect((await rate({ sessionId, messageId, rating: 'sideways' })).statusCode).toBe(400);
    const history = (
      await app.inject({ method: 'POST', url: '/api/chat', payload: { action: 'loadPreviousSession', sessionId } })
    ).json<LoadPreviousSessionReply>();
    expect(history.data[1].kwargs.additional_kwargs?.rating).toBe('down');
  });

  it('stores what was wrong with an answer, up to the comment length limit', async () => {
    const sessionId = uuid();
    const { messageId } = (await ask(app, 'what is a support vector', { sessionId })).json<ChatReply>();
    const rate = (payload: object) => app.inject({ method: 'POST', url: '/api/chat/feedback', payload });
    expect((await rate({ sessionId, messageId, rating: 'down' })).statusCode).toBe(204);
    const tooLong = await rate({ sessionId, messageId, rating: 'down', comment: 'x'.repeat(FEEDBACK_COMMENT_MAX_LENGTH + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ error: `Invalid request: body/comment must NOT have more than ${FEEDBACK_COMMENT_MAX_LENGTH} characters` });
    const longest = `No picture of the margin. ${'y'.repeat(FEEDBACK_COMMENT_MAX_LENGTH - 26)}`;
    expect((await rate({ sessionId, messageId, rating: 'down', comment: longest })).statusCode).toBe(204);
    const stored = (await app.sessionStore.downRatedAnswers(100)).find((answer) => answer.messageId === messageId);
    expect(stored).toMatchObject({ question: 'what is a support vector', comment: longest });
  });
});

describe('bad chat requests', () => {
  let app: App;
  beforeAll(async () => {
    app = await build({ closeAfterTest: false });
  });
  afterAll(() => app.close());
  const sessionId = '3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c';

  it.each([
    ['no action', { sessionId, chatInput: 'hi' }],
    ['an unknown action', { action: 'deleteEverything', sessionId }],
    ['a session id that is not a UUID', { action: 'sendMessage', sessionId: '../../etc/passwd', chatInput: 'hi' }],
    ['sendMessage without chatInput', { action: 'sendMessage', sessionId }],
    ['an empty question', { action: 'sendMessage', sessionId, chatInput: '' }],
    ['a question of spaces', { action: 'sendMessage', sessionId, chatInput: '   ' }],
    ['a question over 2000 characters', { action: 'sendMessage', sessionId, chatInput: 'a'.repeat(2001) }],
    ['a number for a question', { action: 'sendMessage', sessionId, chatInput: 42 }],
    ['an unknown field', { action: 'sendMessage', sessionId, chatInput: 'hi', admin: true }],
    ['a page that is not a path', { action: 'sendMessage', sessionId, chatInput: 'hi', metadata: { page: 'https://evil.example' } }],
  ])('refuses %s with 400 and an error message', async (_name, payload) => {
    const response = await app.inject({ method: 'POST', url: '/api/chat', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });

  it('refuses malformed JSON, another content type, and a body over 16 KiB', async () => {
    const malformed = await app.inject({ method: 'POST', url: '/api/chat', headers: { 'content-type': 'application/json' }, payload: '{"action":' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: expect.any(String) });
    const text = await app.inject({ method: 'POST', url: '/api/chat', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ error: 'Unsupported Content-Type: send application/json' });
    const huge = await app.inject({ method: 'POST', url: '/api/chat', payload: { action: 'sendMessage', sessionId, chatInput: 'x'.repeat(17 * 1024) } });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: 'Request body is too large' });
  });

  it('answers other methods with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/chat' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });
});

describe('the chat rate limit', () => {
  it('answers 429 with Retry-After past CHAT_RATE_LIMIT questions a minute, and still serves history', async () => {
    const app = await build({ env: { CHAT_RATE_LIMIT: '2' } });
    const sessionId = uuid();
    expect((await ask(app, 'what is pca', { sessionId })).statusCode).toBe(200);
    expect((await ask(app, 'what is svd', { sessionId })).statusCode).toBe(200);
    const limited = await ask(app, 'what is lda', { sessionId });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ error: expect.stringMatching(/^Too many questions: the limit is 2 a minute\. Try again in \d+ s\.$/) });
    const history = await app.inject({ method: 'POST', url: '/api/chat', payload: { action: 'loadPreviousSession', sessionId } });
    expect(history.statusCode).toBe(200);
    expect(history.json<LoadPreviousSessionReply>().data).toHaveLength(4);
  });
});

describe('the chat history on disk', () => {
  it('survives a server restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ml-classes-restart-'));
    const sessionId = uuid();
    const first = await build({ env: { DATA_DIR: dataDir } });
    const { output } = (await ask(first, 'what is a random forest', { sessionId })).json<ChatReply>();
    await first.close();
    const second = await build({ env: { DATA_DIR: dataDir } });
    const { data } = (
      await second.inject({ method: 'POST', url: '/api/chat', payload: { action: 'loadPreviousSession', sessionId } })
    ).json<LoadPreviousSessionReply>();
    expect(data.map((message) => message.kwargs.content)).toEqual(['what is a random forest', output]);
  });

  it('still answers when the SQLite file is locked past the busy timeout, saying the history was not saved, and writes nothing partial', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ml-classes-locked-'));
    const app = await build({ env: { DATA_DIR: dataDir } });
    const sessionId = uuid();
    await ask(app, 'what is a decision tree', { sessionId });
    const locker = new Database(sessionStoreFile(dataDir));
    locker.exec('BEGIN EXCLUSIVE');
    try {
      const reply = (await ask(app, 'what is entropy', { sessionId })).json<ChatReply>();
      expect(reply).toMatchObject({ grounded: true, saved: false });
    } finally {
      locker.exec('ROLLBACK');
      locker.close();
    }
    const { data } = (
      await app.inject({ method: 'POST', url: '/api/chat', payload: { action: 'loadPreviousSession', sessionId } })
    ).json<LoadPreviousSessionReply>();
    expect(data.map((message) => message.kwargs.content)[0]).toBe('what is a decision tree');
    expect(data).toHaveLength(2);
  });

  it('still answers, saying the history was not saved, when DATA_DIR cannot be used', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ml-classes-nodir-')), 'a-file');
    writeFileSync(file, 'not a directory');
    const app = await build({ env: { DATA_DIR: join(file, 'data') } });
    const plain = await ask(app, 'what is gradient descent');
    expect(plain.statusCode).toBe(200);
    expect(plain.json<ChatReply>()).toMatchObject({ grounded: true, saved: false });
    const streamed = chunksOf((await ask(app, 'what is gradient descent', { stream: true })).body);
    expect(streamed.at(-1)!.metadata).toMatchObject({ saved: false });
    const feedback = await app.inject({ method: 'POST', url: '/api/chat/feedback', payload: { sessionId: uuid(), messageId: uuid(), rating: 'up' } });
    expect(feedback.statusCode).toBe(503);
    expect(feedback.json()).toEqual({ error: expect.any(String) });
  });
});

describe('the generative tutor, against a local OpenAI-compatible stand-in', () => {
  let standIn: LlmStandIn;
  beforeAll(async () => {
    standIn = await startLlmStandIn({ delayMs: 3000 });
  });
  afterAll(() => standIn.close());

  /** The real app with a model configured, and its log lines (to check failures are logged). */
  async function buildWithModel(model: string) {
    const logs: { level: number; msg: string; kind?: string }[] = [];
    const stream = new Writable({
      write(line, _encoding, done) {
        logs.push(JSON.parse(String(line)));
        done();
      },
    });
    const config = loadConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'ml-classes-llm-')),
      LLM_BASE_URL: standIn.url,
      LLM_MODEL: model,
      LLM_FIRST_TOKEN_TIMEOUT_MS: '400',
      LLM_TIMEOUT_MS: '1500',
    });
    const app = await buildApp({
      config,
      sections: await lectureSectionsForTests(),
      units: tutorUnitsFile(),
      references: {},
      logger: { level: 'warn', stream },
    });
    // Closed however the test ends, as build() does.
    onTestFinished(() => app.close());
    await app.ready();
    return { app, logs };
  }

  it('answers with the model, given the matched unit first and then the retrieved sections, and cites them', async () => {
    const { app } = await buildWithModel('echo');
    const reply = (await ask(app, 'What is the kernel trick?')).json<ChatReply>();
    expect(reply.mode).toBe('generative');
    expect(reply.output).toMatch(/^Based on \[1\], "Glossary › Kernel trick"/);
    expect(reply.output).toContain(
      '**Sources**\n\n1. [Glossary › Kernel trick](/glossary#kernel-trick)\n2. [Support Vector Machines › The kernel trick](/support-vector-machines#the-kernel-trick)',
    );
    const prompt = JSON.stringify(standIn.requests.at(-1)!.body);
    expect(prompt).toContain('[1] Glossary › Kernel trick');
    expect(prompt).toContain('[2] Support Vector Machines › The kernel trick');
  });

  it('streams the model’s tokens as they arrive', async () => {
    const { app } = await buildWithModel('echo');
    const chunks = chunksOf((await ask(app, 'What is the kernel trick?', { stream: true })).body);
    expect(chunks.filter((chunk) => chunk.type === 'item').length).toBeGreaterThan(3);
    expect(chunks.at(-1)!.metadata).toMatchObject({ mode: 'generative' });
  });

  it.each([
    ['returns 500', 'fail-500'],
    ['hangs', 'hang'],
    ['answers too slowly', 'slow-first-token'],
    ['returns garbage', 'garbage'],
    ['returns nothing', 'empty'],
  ])('sends the built-in answer, saying so, when the model %s; stores it and logs the failure', async (_name, model) => {
    const { app, logs } = await buildWithModel(model);
    const sessionId = uuid();
    // The stand-in's slow answers come after 3 s, past both timeouts: a fallback shows the server gave up first.
    const reply = (await ask(app, 'What is the kernel trick?', { sessionId })).json<ChatReply>();
    expect(reply.mode).toBe('fallback');
    expect(reply.grounded).toBe(true);
    expect(reply.output.slice(0, fallbackBeforeAnswer.length)).toBe(fallbackBeforeAnswer);
    expect(reply.sources[0].url).toBe('/glossary#kernel-trick');
    expect(logs).toContainEqual(expect.objectContaining({ msg: expect.stringContaining('the language model failed') }));
    const { data } = (
      await app.inject({ method: 'POST', url: '/api/chat', payload: { action: 'loadPreviousSession', sessionId } })
    ).json<LoadPreviousSessionReply>();
    expect(data[1].kwargs.content).toBe(reply.output);
  });

  it('finishes with the built-in answer when the model stops in the middle of a streamed answer', async () => {
    const { app } = await buildWithModel('stall-midway');
    const chunks = chunksOf((await ask(app, 'What is the kernel trick?', { stream: true })).body);
    const text = chunks.flatMap((chunk) => (chunk.type === 'item' ? [chunk.content] : [])).join('');
    expect(text).toContain(fallbackMidAnswer);
    expect(chunks.at(-1)!.metadata).toMatchObject({ mode: 'fallback' });
  });
});
