import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_INPUT_MAX_LENGTH, type ChatStreamChunk, type LangChainMessage } from '../../../shared/chat-protocol.ts';
import { ChatRequestError, createChatClient, type ChatAnswer } from '~/features/tutor/chat-client';

/** What the test server saw of one request. */
interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

type Handler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

// A real HTTP server on a free port: the client runs against Node's own fetch, sockets and
// chunking, as it will against /api/chat or an n8n webhook.
let server: Server;
let base: string;
let handler: Handler;
let requests: RecordedRequest[];

beforeAll(async () => {
  server = createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      const text = Buffer.concat(parts).toString('utf8');
      const recorded: RecordedRequest = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: text === '' ? null : JSON.parse(text),
      };
      requests.push(recorded);
      Promise.resolve(handler(recorded, response)).catch((error: unknown) => {
        response.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests = [];
  handler = (_request, response) => {
    response.writeHead(500).end();
  };
});

const SESSION_ID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';
const sources = [{ title: 'Clustering › k-means', url: '/clustering#k-means', lecture: 'clustering' }];

function client() {
  return createChatClient({ endpoint: `${base}/api/chat` });
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

function ndjson(chunks: ChatStreamChunk[]): Buffer {
  return Buffer.from(chunks.map((chunk) => `${JSON.stringify(chunk)}\n`).join(''), 'utf8');
}

const delay = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** Writes `bytes` cut at `cuts`, pausing between pieces so they reach the client as separate reads. */
async function writeInPieces(response: ServerResponse, bytes: Buffer, cuts: number[]): Promise<void> {
  response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
  response.flushHeaders();
  response.socket?.setNoDelay(true);
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    if (cut <= from) continue;
    response.write(bytes.subarray(from, cut));
    from = cut;
    await delay(3);
  }
  response.end();
}

/** A small seeded generator, so a failing split can be reproduced. */
function randomCuts(seed: number, length: number, count: number): number[] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return Array.from({ length: count }, () => 1 + Math.floor(next() * (length - 1))).sort((a, b) => a - b);
}

async function expectChatError(promise: Promise<unknown>, expected: Partial<ChatRequestError>): Promise<ChatRequestError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ChatRequestError);
  expect(error).toMatchObject(expected);
  return error as ChatRequestError;
}

const streamedAnswer: ChatStreamChunk[] = [
  { type: 'begin', metadata: {} },
  { type: 'item', content: 'Hello 👋, ', metadata: {} },
  { type: 'item', content: 'k-means minimises $\\sum_i \\lVert x_i - \\mu \\rVert^2$ — ', metadata: {} },
  { type: 'item', content: 'see [Clustering](/clustering#k-means) ✓', metadata: {} },
  { type: 'end', metadata: { sources, grounded: true, messageId: 'm-1', mode: 'generative' } },
];
const streamedText = 'Hello 👋, k-means minimises $\\sum_i \\lVert x_i - \\mu \\rVert^2$ — see [Clustering](/clustering#k-means) ✓';

describe('sendMessage', () => {
  it('posts the n8n sendMessage request, asking for the stream', async () => {
    handler = (_request, response) => writeInPieces(response, ndjson(streamedAnswer), []);
    await client().sendMessage({ sessionId: SESSION_ID, chatInput: 'What is k-means?', page: '/clustering' });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/chat');
    expect(request.headers.accept).toBe('text/plain');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({ action: 'sendMessage', sessionId: SESSION_ID, chatInput: 'What is k-means?', metadata: { page: '/clustering' } });
  });

  it('reads a streamed answer and its end metadata', async () => {
    handler = (_request, response) => writeInPieces(response, ndjson(streamedAnswer), []);
    const texts: string[] = [];
    const answer = await client().sendMessage({ sessionId: SESSION_ID, chatInput: 'k-means?', onText: (text) => texts.push(text) });
    expect(answer).toEqual<ChatAnswer>({ output: streamedText, sources, grounded: true, messageId: 'm-1', mode: 'generative', saved: true });
    expect(texts.at(-1)).toBe(streamedText);
  });

  it('reassembles NDJSON cut at random byte boundaries, including inside multi-byte characters', async () => {
    const bytes = ndjson(streamedAnswer);
    const wave = bytes.indexOf(Buffer.from('👋'));
    const check = bytes.indexOf(Buffer.from('✓'));
    const cutPlans = [
      [wave + 1, wave + 2, wave + 3, check + 1, check + 2],
      ...[1, 2, 3, 4, 5].map((seed) => randomCuts(seed, bytes.length, 12)),
      Array.from({ length: bytes.length - 1 }, (_, index) => index + 1).filter((index) => index % 7 === 0 || (index > wave && index < wave + 4)),
    ];
    for (const [planIndex, cuts] of cutPlans.entries()) {
      handler = (_request, response) => writeInPieces(response, bytes, cuts);
      const texts: string[] = [];
      const answer = await client().sendMessage({ sessionId: SESSION_ID, chatInput: 'k-means?', onText: (text) => texts.push(text) });
      expect(answer.output, `cuts ${cuts.join(',')}`).toBe(streamedText);
      expect(answer.messageId).toBe('m-1');
      // Each call carries the whole text so far: a growing prefix of the answer, never mojibake.
      for (const text of texts) expect(streamedText.slice(0, text.length)).toBe(text);
      expect(texts.join('')).not.toContain('\uFFFD');
      // The densest plan delivers the lines in separate reads: the text grows as it arrives.
      if (planIndex === cutPlans.length - 1) expect(texts.length).toBeGreaterThan(1);
    }
  });

  it('decodes a character whose bytes arrive in different reads', async () => {
    const bytes = ndjson(streamedAnswer);
    const wave = bytes.indexOf(Buffer.from('👋'));
    // A stream we control exactly: one read ends two bytes into the emoji.
    const fetchWithCuts: typeof fetch = async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new Uint8Array(bytes.subarray(0, wave + 2)));
            controller.enqueue(new Uint8Array(bytes.subarray(wave + 2)));
            controller.close();
          },
        }),
        { headers: { 'Content-Type': 'text/plain' } },
      );
    const answer = await createChatClient({ endpoint: '/api/chat', fetch: fetchWithCuts }).sendMessage({ sessionId: SESSION_ID, chatInput: 'hi' });
    expect(answer.output).toBe(streamedText);
  });

  it('splits JSON objects written back to back on one line, and skips blank and malformed lines', async () => {
    const line = (chunk: ChatStreamChunk) => JSON.stringify(chunk);
    const body = [
      `${line({ type: 'begin', metadata: {} })}${line({ type: 'item', content: 'One {brace} "quoted" ', metadata: {} })}${line({ type: 'item', content: 'two ', metadata: {} })}`,
      '',
      '   ',
      'not json at all',
      '{"type":"item","content":"broken',
      `${line({ type: 'item', content: 'three}{', metadata: {} })}{"type":"item",}${line({ type: 'end', metadata: { sources: [], grounded: false, messageId: 'm-2', mode: 'built-in', saved: false } })}`,
    ].join('\n');
    handler = (_request, response) => writeInPieces(response, Buffer.from(body), randomCuts(9, body.length, 6));
    const answer = await client().sendMessage({ sessionId: SESSION_ID, chatInput: 'hi' });
    expect(answer).toEqual<ChatAnswer>({
      output: 'One {brace} "quoted" two three}{',
      sources: [],
      grounded: false,
      messageId: 'm-2',
      mode: 'built-in',
      saved: false,
    });
  });

  it('reads the last line even without a trailing newline', async () => {
    handler = (_request, response) => writeInPieces(response, Buffer.from('{"type":"item","content":"no newline","metadata":{}}'), []);
    expect((await client().sendMessage({ sessionId: SESSION_ID, chatInput: 'hi' })).output).toBe('no newline');
  });

  it('fails with a server error when the stream carries no text', async () => {
    handler = (_request, response) => writeInPieces(response, Buffer.from('garbage\n{"type":"begin","metadata":{}}\n{"type":"end","metadata":{}}\n'), []);
    await expectChatError(client().sendMessage({ sessionId: SESSION_ID, chatInput: 'hi' }), {
      kind: 'server',
      message: 'The tutor had a problem answering. Please try again.',
    });
  });

  it('fails with the content of an error chunk', async () => {
    handler = (_request, response) =>
      writeInPieces(
        response,
        ndjson([
          { type: 'begin', metadata: {} },
          { type: 'item', content: 'Partial', metadata: {} },
          { type: 'error', content: 'The workflow failed.', metadata: {} },
        ]),
        [],
      );
    const texts: string[] = [];
    await expectChatError(client().sendMessage({ sessionId: SESSION_ID, chatInput: 'hi', onText: (text) => texts.push(text) }), {
      kind: 'server',
      message: 'The workflow failed.',
    });
    expect(texts).toEqual(['Partial']);
  });

  it('reads a plain JSON reply', async () => {
    handler = (_request, response) =>
      sendJson(response, 200, { output: 'Plain answer', sources, grounded: true, messageId: 'm-3', mode: 'built-in', saved: false });
    const texts: string[] = [];
    const answer = await client().sendMessage({ sessionId: SESSION_ID, chatInput: 'hi', onText: (text) => texts.push(text) });
    expect(answer).toEqual<ChatAnswer>({ output: 'Plain answer', sources, grounded: true, messageId: 'm-3', mode: 'built-in', saved: false });
    expect(texts).toEqual(['Plain answer']);
  });

  it("reads n8n's replies: [{ output }] and { text }", async () => {
    handler = (_request, response) => sendJson(response, 200, [{ output: 'From n8n' }]);
    expect(await client().sendMessage({ sessionId: SESSION_ID, chatInput: 'hi' })).toEqual<ChatAnswer>({
      output: 'From n8n',
      sources: [],
      grounded: null,
      messageId: null,
      mode: null,
      saved: true,
    });
    handler = (_request, response) => sendJson(response, 200, { text: 'As text' });
    expect((await client().sendMessage({ sessionId: SESSION_ID, chatInput: 'hi' })).output).toBe('As text');
  });

  it('reads an NDJSON stream that n8n labels application/json', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(
        [
          { type: 'begin', metadata: {} },
          { type: 'item', content: 'Streamed ', metadata: {} },
          { type: 'item', content: 'by n8n', metadata: {} },
          { type: 'end', metadata: {} },
        ]
          .map((chunk) => JSON.stringify(chunk))
          .join('\n'),
      );
    };
    expect((await client().sendMessage({ sessionId: SESSION_ID, chatInput: 'hi' })).output).toBe('Streamed by n8n');
  });

  it('fails with a server error on JSON without an answer or on unreadable JSON', async () => {
    handler = (_request, response) => sendJson(response, 200, { message: 'Workflow was started' });
    await expectChatError(client().sendMessage({ sessionId: SESSION_ID, chatInput: 'hi' }), { kind: 'server' });
    handler = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{"output": "cut');
    };
    await expectChatError(client().sendMessage({ sessionId: SESSION_ID, chatInput: 'hi' }), { kind: 'server' });
  });

  it('drops sources whose URL could not be a safe link', async () => {
    handler = (_request, response) =>
      sendJson(response, 200, {
        output: 'x',
        sources: [
          sources[0],
          { title: 'Evil', url: 'javascript:alert(1)', lecture: 'x' },
          { title: 'No URL' },
          'nonsense',
          { title: 'Paper', url: 'https://example.org/p' },
        ],
      });
    const answer = await client().sendMessage({ sessionId: SESSION_ID, chatInput: 'hi' });
    expect(answer.sources).toEqual([sources[0], { title: 'Paper', url: 'https://example.org/p', lecture: '' }]);
  });
});

describe('sendMessage errors', () => {
  it('reports 429 as rate-limited with the Retry-After seconds', async () => {
    handler = (_request, response) => sendJson(response, 429, { error: 'Rate limit exceeded' }, { 'Retry-After': '7' });
    await expectChatError(client().sendMessage({ sessionId: SESSION_ID, chatInput: 'hi' }), {
      kind: 'rate-limited',
      retryAfterSeconds: 7,
      message: 'Too many questions, try again in 7 s',
    });
  });

  it('waits 60 s after a 429 without Retry-After', async () => {
    handler = (_request, response) => sendJson(response, 429, { error: 'Rate limit exceeded' });
    await expectChatError(client().sendMessage({ sessionId: SESSION_ID, chatInput: 'hi' }), {
      kind: 'rate-limited',
      retryAfterSeconds: 60,
      message: 'Too many questions, try again in 60 s',
    });
  });

  it('reports 413 as too-long', async () => {
    handler = (_request, response) => sendJson(response, 413, { error: 'Request body is too large' });
    await expectChatError(client().sendMessage({ sessionId: SESSION_ID, chatInput: 'hi' }), {
      kind: 'too-long',
      message: `Your question is too long: the limit is ${CHAT_INPUT_MAX_LENGTH} characters.`,
    });
  });

  it('refuses a question over the limit without sending it', async () => {
    handler = (_request, response) => writeInPieces(response, ndjson(streamedAnswer), []);
    await expectChatError(client().sendMessage({ sessionId: SESSION_ID, chatInput: 'x'.repeat(CHAT_INPUT_MAX_LENGTH + 1) }), {
      kind: 'too-long',
      message: `Your question is too long: the limit is ${CHAT_INPUT_MAX_LENGTH} characters.`,
    });
    expect(requests).toHaveLength(0);
    await client().sendMessage({ sessionId: SESSION_ID, chatInput: 'x'.repeat(CHAT_INPUT_MAX_LENGTH) });
    expect(requests).toHaveLength(1);
  });

  it('counts the limit in characters as the server does, so a question of emoji at the limit is sent', async () => {
    handler = (_request, response) => writeInPieces(response, ndjson(streamedAnswer), []);
    // Each emoji is one character and two UTF-16 units.
    await client().sendMessage({ sessionId: SESSION_ID, chatInput: '🙂'.repeat(CHAT_INPUT_MAX_LENGTH) });
    expect(requests).toHaveLength(1);
    await expectChatError(client().sendMessage({ sessionId: SESSION_ID, chatInput: '🙂'.repeat(CHAT_INPUT_MAX_LENGTH + 1) }), {
      kind: 'too-long',
      message: `Your question is too long: the limit is ${CHAT_INPUT_MAX_LENGTH} characters.`,
    });
    expect(requests).toHaveLength(1);
  });

  it("reports another 4xx as bad-request with the server's error", async () => {
    handler = (_request, response) => sendJson(response, 400, { error: 'sessionId must be a UUID' });
    await expectChatError(client().sendMessage({ sessionId: 'nope', chatInput: 'hi' }), { kind: 'bad-request', message: 'sessionId must be a UUID' });
    handler = (_request, response) => {
      response.writeHead(404, { 'Content-Type': 'text/html' });
      response.end('<h1>Not found</h1>');
    };
    await expectChatError(client().sendMessage({ sessionId: SESSION_ID, chatInput: 'hi' }), {
      kind: 'bad-request',
      message: 'The tutor could not accept this request.',
    });
  });

  it('reports 5xx as a server error', async () => {
    handler = (_request, response) => sendJson(response, 500, { error: 'Internal Server Error' });
    await expectChatError(client().sendMessage({ sessionId: SESSION_ID, chatInput: 'hi' }), {
      kind: 'server',
      message: 'The tutor had a problem answering. Please try again.',
    });
    handler = (_request, response) => {
      response.writeHead(502).end('Bad gateway');
    };
    await expectChatError(client().sendMessage({ sessionId: SESSION_ID, chatInput: 'hi' }), { kind: 'server' });
  });

  it('reports a reset connection as unreachable', async () => {
    handler = (_request, response) => {
      response.socket?.destroy();
    };
    await expectChatError(client().sendMessage({ sessionId: SESSION_ID, chatInput: 'hi' }), {
      kind: 'unreachable',
      message: 'The tutor cannot be reached right now. Check your connection and try again.',
    });
  });

  it('reports a closed port as unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = createChatClient({ endpoint: `http://127.0.0.1:${port}/api/chat` });
    await expectChatError(unreachable.sendMessage({ sessionId: SESSION_ID, chatInput: 'hi' }), { kind: 'unreachable' });
    await expectChatError(unreachable.loadPreviousSession(SESSION_ID), { kind: 'unreachable' });
  });

  it('stops on abort mid-stream, leaving the text so far with the caller', async () => {
    let serverSawClose = false;
    handler = async (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/plain' });
      response.write(
        ndjson([
          { type: 'begin', metadata: {} },
          { type: 'item', content: 'The first half', metadata: {} },
        ]),
      );
      response.on('close', () => {
        serverSawClose = true;
      });
      // Never finishes by itself: only the abort ends this answer.
    };
    const controller = new AbortController();
    let textSoFar = '';
    await expectChatError(
      client().sendMessage({
        sessionId: SESSION_ID,
        chatInput: 'hi',
        signal: controller.signal,
        onText: (text) => {
          textSoFar = text;
          controller.abort();
        },
      }),
      { kind: 'aborted' },
    );
    expect(textSoFar).toBe('The first half');
    await expect.poll(() => serverSawClose).toBe(true);
  });

  it('reports an abort before the reply as aborted', async () => {
    handler = async (_request, response) => {
      await delay(200);
      if (!response.destroyed) sendJson(response, 200, { output: 'late' });
    };
    const controller = new AbortController();
    const pending = client().sendMessage({ sessionId: SESSION_ID, chatInput: 'hi', signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expectChatError(pending, { kind: 'aborted' });
    await expectChatError(client().sendMessage({ sessionId: SESSION_ID, chatInput: 'hi', signal: AbortSignal.abort() }), { kind: 'aborted' });
  });
});

describe('loadPreviousSession', () => {
  const human = (content: string): LangChainMessage => ({
    lc: 1,
    type: 'constructor',
    id: ['langchain_core', 'messages', 'HumanMessage'],
    kwargs: { content },
  });
  const ai = (content: string, additional: LangChainMessage['kwargs']['additional_kwargs'] = undefined): LangChainMessage => ({
    lc: 1,
    type: 'constructor',
    id: ['langchain_core', 'messages', 'AIMessage'],
    kwargs: additional ? { content, additional_kwargs: additional } : { content },
  });

  it('posts loadPreviousSession and maps LangChain messages to the conversation', async () => {
    handler = (_request, response) =>
      sendJson(response, 200, {
        data: [
          human('What is k-means?'),
          ai('It partitions points…', { messageId: 'm-1', sources, grounded: true, rating: 'up' }),
          { lc: 1, type: 'constructor', id: ['langchain_core', 'messages', 'SystemMessage'], kwargs: { content: 'You are a tutor' } },
          human('And PCA?'),
          ai('A projection…'),
        ],
      });
    const history = await client().loadPreviousSession(SESSION_ID);
    expect(requests[0].body).toEqual({ action: 'loadPreviousSession', sessionId: SESSION_ID });
    expect(history).toEqual([
      { role: 'user', content: 'What is k-means?' },
      { role: 'assistant', content: 'It partitions points…', messageId: 'm-1', sources, grounded: true, rating: 'up' },
      { role: 'user', content: 'And PCA?' },
      { role: 'assistant', content: 'A projection…' },
    ]);
  });

  it("tolerates n8n's shapes: a bare array, human/ai types and content parts", async () => {
    handler = (_request, response) =>
      sendJson(response, 200, [
        { type: 'human', data: { content: 'hello' } },
        {
          lc: 1,
          type: 'constructor',
          id: ['langchain_core', 'messages', 'AIMessageChunk'],
          kwargs: {
            content: [
              { type: 'text', text: 'Hi ' },
              { type: 'text', text: 'there' },
            ],
          },
        },
        null,
        { id: 'nonsense' },
      ]);
    expect(await client().loadPreviousSession(SESSION_ID)).toEqual([
      { role: 'user', content: 'hello' },
      { role: 'assistant', content: 'Hi there' },
    ]);
  });

  it('returns an empty conversation for an unknown session', async () => {
    handler = (_request, response) => sendJson(response, 200, { data: [] });
    expect(await client().loadPreviousSession(SESSION_ID)).toEqual([]);
  });

  it('maps failures like sendMessage does', async () => {
    handler = (_request, response) => sendJson(response, 500, { error: 'boom' });
    await expectChatError(client().loadPreviousSession(SESSION_ID), { kind: 'server' });
    handler = (_request, response) => sendJson(response, 429, { error: 'slow down' }, { 'Retry-After': '3' });
    await expectChatError(client().loadPreviousSession(SESSION_ID), { kind: 'rate-limited', retryAfterSeconds: 3 });
    handler = (_request, response) => sendJson(response, 200, { unexpected: true });
    await expectChatError(client().loadPreviousSession(SESSION_ID), { kind: 'server' });
  });
});

describe('sendFeedback', () => {
  it('posts the rating to the feedback endpoint', async () => {
    handler = (_request, response) => {
      response.writeHead(204).end();
    };
    await client().sendFeedback({ sessionId: SESSION_ID, messageId: 'm-1', rating: 'down', comment: 'Too vague' });
    expect(requests[0].url).toBe('/api/chat/feedback');
    expect(requests[0].headers['content-type']).toBe('application/json');
    expect(requests[0].body).toEqual({ sessionId: SESSION_ID, messageId: 'm-1', rating: 'down', comment: 'Too vague' });
  });

  it('reports a refused rating as bad-request', async () => {
    handler = (_request, response) => sendJson(response, 400, { error: 'Unknown message' });
    await expectChatError(client().sendFeedback({ sessionId: SESSION_ID, messageId: 'nope', rating: 'up' }), {
      kind: 'bad-request',
      message: 'Unknown message',
    });
  });
});
