/**
 * A local stand-in for an OpenAI-compatible chat server (vLLM, Ollama, OpenAI itself), so the
 * generative tutor can be tested for real over HTTP without a model. It speaks the chat-completions
 * wire format (plain JSON and server-sent events) and misbehaves on request: the request's `model`
 * picks the behaviour, so a browser test can start the real server with `LLM_MODEL=hang` and watch
 * the fallback. It records every request so tests can assert the prompt and headers.
 *
 * Run it alone for browser tests: `tsx server/test/llm-stand-in.ts --port 4180 [--delay-ms 5000]`.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { closeOnSignals, listenOnLoopback } from './loopback-server.ts';

/** The behaviours, by model name; any other model name behaves as `echo`. */
export const STAND_IN_MODELS = [
  // A short grounded answer quoting the first section's title, with display and inline math, streamed in small pieces.
  'echo',
  // `echo`, but the first chunk comes only after `delayMs` (headers are sent at once, as real servers do).
  'slow-first-token',
  // `echo`, but even the response headers wait `delayMs`.
  'slow-headers',
  // Headers, then silence until the client goes away.
  'hang',
  // Two chunks, then silence.
  'stall-midway',
  // HTTP 500 with an OpenAI-style error body.
  'fail-500',
  // HTTP 401 echoing the bearer token, as OpenAI's "Incorrect API key provided" does (partly).
  'fail-401',
  // An event stream whose data lines are not JSON.
  'garbage',
  // A plain JSON completion even when a stream was requested (a server ignoring `stream: true`).
  'not-a-stream',
  // A valid stream with no content at all.
  'empty',
  // A streamed answer full of hostile markdown, HTML and LaTeX, for the widget's sanitising.
  'xss',
] as const;

/** One of the stand-in's behaviours. */
export type StandInModel = (typeof STAND_IN_MODELS)[number];

/** The body of a chat-completions request, as far as the stand-in reads it. */
export interface RecordedChatBody {
  model?: string;
  stream?: boolean;
  temperature?: number;
  messages?: { role: string; content: string }[];
  [field: string]: unknown;
}

/** A request the stand-in received. */
export interface RecordedRequest {
  method: string;
  /** The path without the query string: `/v1/chat/completions`. */
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, or null when there was none or it was not JSON. */
  body: RecordedChatBody | null;
}

/** A running stand-in. */
export interface LlmStandIn {
  /** The base URL to configure as LLM_BASE_URL, ending in `/v1`. */
  url: string;
  requests: RecordedRequest[];
  /** How many responses are still open (a client that gave up must have closed its request). */
  openResponses(): number;
  /** Stops the server, cutting any hanging response. */
  close(): Promise<void>;
}

export interface LlmStandInOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** How long the slow behaviours wait, in ms (default 5000). */
  delayMs?: number;
}

const CHUNK_GAP_MS = 20;

const unixSeconds = () => Math.floor(Date.now() / 1000);

/** The answer for `echo`: grounded in section [1], with the math the widget must typeset. */
function echoAnswer(firstSectionTitle: string | undefined): string {
  return (
    `Based on [1], ${firstSectionTitle ? `"${firstSectionTitle}"` : 'the lecture'}: a linear model predicts with a weighted sum of the features plus a bias,\n\n` +
    `$$\\hat{y} = w^\\top x + b$$\n\n` +
    `so with $k$ features it learns $k$ weights and one bias [1].`
  );
}

const XSS_ANSWER = [
  'Here is a hostile answer [1].',
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '[click](javascript:window.__xss=1)',
  '![tracker](https://evil.example/pixel.png)',
  'A loop $\\def\\x{\\x}\\x$ and a huge box $\\rule{100000em}{100000em}$.',
  '$$\\href{javascript:alert(1)}{x}$$',
  'A normal formula: $x^2$.',
].join('\n\n');

/** The title of section [1] in the prompt (`[1] Linear models › Prediction`), if there is one. */
function firstSectionTitle(body: RecordedChatBody | null): string | undefined {
  for (const message of body?.messages ?? []) {
    const match = typeof message.content === 'string' ? /^\[1\] (.+)$/m.exec(message.content) : null;
    if (match) return match[1].trim();
  }
  return undefined;
}

/** Splits an answer into small pieces (about three words each), so clients see real streaming. */
function splitIntoChunks(text: string): string[] {
  return text.match(/(?:\S+\s*){1,3}|\s+/g) ?? [text];
}

/** Resolves after `ms`, or at once when `signal` aborts (the client went away). */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Starts the stand-in on 127.0.0.1. */
export async function startLlmStandIn(options: LlmStandInOptions = {}): Promise<LlmStandIn> {
  const delayMs = options.delayMs ?? 5000;
  const requests: RecordedRequest[] = [];
  let openResponses = 0;
  let nextId = 1;

  function sendJson(response: ServerResponse, status: number, value: unknown) {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(value));
  }

  function sendError(response: ServerResponse, status: number, message: string, type: string) {
    sendJson(response, status, { error: { message, type, param: null, code: null } });
  }

  function completion(model: string, content: string) {
    return {
      id: `chatcmpl-standin-${nextId++}`,
      object: 'chat.completion',
      created: unixSeconds(),
      model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 100, completion_tokens: Math.ceil(content.length / 4), total_tokens: 100 + Math.ceil(content.length / 4) },
    };
  }

  /** Streams `pieces` as chat-completion chunks; `stallAfter` stops after that many and hangs. */
  async function streamChunks(response: ServerResponse, model: string, pieces: string[], gone: AbortSignal, stallAfter?: number) {
    const id = `chatcmpl-standin-${nextId++}`;
    const created = unixSeconds();
    const chunk = (delta: Record<string, string>, finishReason: string | null) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`;
    response.write(chunk({ role: 'assistant', content: '' }, null));
    for (const [index, piece] of pieces.entries()) {
      if (stallAfter !== undefined && index === stallAfter) return; // hang: the socket stays open
      if (index > 0) await sleep(CHUNK_GAP_MS, gone);
      if (gone.aborted) return;
      response.write(chunk({ content: piece }, null));
    }
    response.write(chunk({}, 'stop'));
    response.end('data: [DONE]\n\n');
  }

  function startEventStream(response: ServerResponse) {
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    response.flushHeaders();
  }

  async function handleChat(body: RecordedChatBody, headers: IncomingHttpHeaders, response: ServerResponse, gone: AbortSignal) {
    const model = typeof body.model === 'string' ? body.model : 'echo';
    const stream = body.stream === true;
    const answer = model === 'xss' ? XSS_ANSWER : echoAnswer(firstSectionTitle(body));

    switch (model) {
      case 'fail-500':
        return sendError(response, 500, 'The stand-in model failed on purpose.', 'server_error');
      case 'fail-401':
        return sendError(response, 401, `Incorrect API key provided: ${(headers.authorization ?? '').replace(/^Bearer /, '')}`, 'invalid_request_error');
      case 'not-a-stream':
        return sendJson(response, 200, completion(model, answer));
      case 'hang':
        // Headers, then nothing: the client must give up on its own.
        if (stream) startEventStream(response);
        return;
      case 'garbage':
        if (!stream) {
          response.writeHead(200, { 'content-type': 'application/json' });
          return response.end('{not json');
        }
        startEventStream(response);
        response.write('data: {not json\n\n');
        response.write('data: <html>502 Bad Gateway</html>\n\n');
        return response.end();
      case 'slow-headers':
        await sleep(delayMs, gone);
        break;
      case 'slow-first-token':
        if (stream) startEventStream(response);
        await sleep(delayMs, gone);
        break;
    }
    if (gone.aborted) return;

    const content = model === 'empty' ? '' : answer;
    if (!stream) return sendJson(response, 200, completion(model, content));
    if (!response.headersSent) startEventStream(response);
    const pieces = model === 'empty' ? [] : splitIntoChunks(content);
    await streamChunks(response, model, pieces, gone, model === 'stall-midway' ? 2 : undefined);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: RecordedChatBody | null = null;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) body = parsed as RecordedChatBody;
    } catch {
      body = null;
    }
    requests.push({ method: request.method ?? 'GET', path, headers: request.headers, body });

    // Stops timers and writes once the client disconnects (its own timeout, or close()).
    const gone = new AbortController();
    openResponses++;
    response.on('close', () => {
      openResponses--;
      gone.abort();
    });

    if (request.method === 'GET' && path === '/v1/models') {
      return sendJson(response, 200, {
        object: 'list',
        data: STAND_IN_MODELS.map((id) => ({ id, object: 'model', created: unixSeconds(), owned_by: 'ml-classes-stand-in' })),
      });
    }
    if (path !== '/v1/chat/completions') return sendError(response, 404, `Unknown path ${path}`, 'invalid_request_error');
    if (request.method !== 'POST') return sendError(response, 405, 'Use POST', 'invalid_request_error');
    if (!body) return sendError(response, 400, 'The body must be a JSON object', 'invalid_request_error');
    await handleChat(body, request.headers, response, gone.signal);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) sendError(response, 500, String(error), 'server_error');
      else response.destroy();
    });
  });
  const { port, close } = await listenOnLoopback(server, options.port, 'LLM stand-in');

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    openResponses: () => openResponses,
    close,
  };
}

function readFlag(args: string[], name: string): number | undefined {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const value = Number(args[index + 1]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} needs a non-negative integer`);
  return value;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const standIn = await startLlmStandIn({ port: readFlag(args, '--port'), delayMs: readFlag(args, '--delay-ms') });
  console.log(`LLM stand-in listening at ${standIn.url} (models: ${STAND_IN_MODELS.join(', ')})`);
  closeOnSignals(standIn.close);
}
