/**
 * The model client against a real OpenAI-compatible server on loopback (the stand-in), no mocks:
 * what it sends, how it streams, and how each way the server can fail becomes an LlmError.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLlmStandIn, type LlmStandIn } from '../test/llm-stand-in.ts';
import { buildPrompt, createLlmClient, LlmError, truncateText, type AnswerInput, type PromptSection } from './llm.ts';

const sections: PromptSection[] = [
  {
    number: 1,
    title: 'Linear models › Prediction',
    url: '/linear-models#prediction',
    text: 'A linear model predicts with a weighted sum of the features plus a bias.',
    formulas: '\\hat{y} = w^\\top x + b',
  },
  {
    number: 2,
    title: 'Linear models › Least squares',
    url: '/linear-models#least-squares',
    text: 'Least squares picks the weights that minimise the squared error.',
    formulas: '',
  },
];

const input: AnswerInput = {
  question: 'How does a linear model predict?',
  sections,
  history: [
    { role: 'user', content: 'What is regression?' },
    { role: 'assistant', content: 'Regression predicts a number [1].' },
  ],
};

let standIn: LlmStandIn;

beforeAll(async () => {
  standIn = await startLlmStandIn({ delayMs: 3000 });
});

afterAll(async () => {
  await standIn.close();
});

function client(model: string, overrides: { apiKey?: string; firstTokenTimeoutMs?: number; totalTimeoutMs?: number; baseUrl?: string } = {}) {
  return createLlmClient({ baseUrl: standIn.url, model, firstTokenTimeoutMs: 2000, totalTimeoutMs: 5000, ...overrides });
}

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of stream) pieces.push(piece);
  return pieces;
}

/**
 * Runs a stream to its end and returns the LlmError it fails with, the text it gave before, and how
 * long it took. Only lower bounds are asserted on the time (a timer never fires early); that the
 * client gave up before the stand-in answered shows in what it received, not in wall time, which a
 * loaded machine stretches.
 */
async function failure(stream: AsyncIterable<string>): Promise<{ error: LlmError; pieces: string[]; elapsedMs: number }> {
  const pieces: string[] = [];
  const started = performance.now();
  try {
    for await (const piece of stream) pieces.push(piece);
  } catch (error) {
    expect(error).toBeInstanceOf(LlmError);
    return { error: error as LlmError, pieces, elapsedMs: performance.now() - started };
  }
  throw new Error(`expected the stream to fail, but it gave ${JSON.stringify(pieces.join(''))}`);
}

/** The last request the stand-in received for `model`. */
function lastRequestFor(model: string) {
  const request = standIn.requests.findLast((recorded) => recorded.body?.model === model);
  if (!request) throw new Error(`the stand-in received no request for ${model}`);
  return request;
}

describe('buildPrompt', () => {
  it('tells the model to answer only from the numbered sections, cite them, write LaTeX and admit gaps', () => {
    const [system] = buildPrompt(input);
    expect(system.role).toBe('system');
    expect(system.content).toContain('ML Classes tutor');
    expect(system.content).toMatch(/ONLY from the numbered lecture sections/);
    expect(system.content).toContain('[1]');
    expect(system.content).toContain('$...$');
    expect(system.content).toContain('$$...$$');
    expect(system.content).toMatch(/do not cover/);
    expect(system.content).toMatch(/never invent/);
    expect(system.content).toMatch(/short/);
  });

  it('lists each section with its number, title, url, text and formulas', () => {
    const [system] = buildPrompt(input);
    expect(system.content).toContain(
      '[1] Linear models › Prediction\nURL: /linear-models#prediction\nText: A linear model predicts with a weighted sum of the features plus a bias.\nFormulas: \\hat{y} = w^\\top x + b',
    );
    expect(system.content).toContain('[2] Linear models › Least squares\nURL: /linear-models#least-squares\nText: Least squares');
    // A section without formulas gets no empty Formulas line.
    expect(system.content).not.toMatch(/Formulas: \n|Formulas: $/);
  });

  it('puts the history between the instructions and the question, as chat turns', () => {
    expect(buildPrompt(input).map(({ role, content }) => [role, role === 'system' ? 'instructions' : content])).toEqual([
      ['system', 'instructions'],
      ['user', 'What is regression?'],
      ['assistant', 'Regression predicts a number [1].'],
      ['user', 'How does a linear model predict?'],
    ]);
  });

  it('truncates long section text and formulas to a budget', () => {
    const long = { ...sections[0], text: 'word '.repeat(2000), formulas: 'x^2 + '.repeat(500) };
    const [system] = buildPrompt({ ...input, sections: [long] });
    const text = /^Text: (.*)$/m.exec(system.content)?.[1] ?? '';
    const formulas = /^Formulas: (.*)$/m.exec(system.content)?.[1] ?? '';
    expect(text.length).toBeLessThanOrEqual(1500);
    expect(text).toMatch(/…$/);
    expect(formulas.length).toBeLessThanOrEqual(600);
    expect(system.content.length).toBeLessThan(5000);
  });

  it('keeps only the last six turns, each truncated, alternating and starting with the learner', () => {
    const history = Array.from({ length: 20 }, (_, index) => ({
      role: index % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: `turn ${index} ${'x'.repeat(3000)}`,
    }));
    const messages = buildPrompt({ ...input, history });
    const turns = messages.slice(1, -1);
    expect(turns).toHaveLength(6);
    expect(turns[0].content).toMatch(/^turn 14 /);
    for (const turn of turns) expect(turn.content.length).toBeLessThanOrEqual(1000);
    expect(messages.at(-1)).toEqual({ role: 'user', content: input.question });
  });

  it('merges same-role neighbours and drops a leading answer, for strict chat templates', () => {
    const messages = buildPrompt({
      ...input,
      history: [
        { role: 'assistant', content: 'Welcome!' },
        { role: 'user', content: 'First question' },
        { role: 'user', content: 'Second question (the first answer failed)' },
      ],
    });
    expect(messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(messages[1].content).toBe(`First question\n\nSecond question (the first answer failed)\n\n${input.question}`);
  });

  it('says there is nothing to cite when no section was found', () => {
    const [system] = buildPrompt({ ...input, sections: [] });
    expect(system.content).toMatch(/No lecture section matches this question/);
  });

  it('truncateText keeps short text and cuts long text at a word with an ellipsis', () => {
    expect(truncateText('short', 10)).toBe('short');
    expect(truncateText('the quick brown fox jumps', 20)).toBe('the quick brown fox…');
    expect(truncateText('the quick brown fox jumps', 18)).toBe('the quick brown…');
    expect(truncateText('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('createLlmClient against the stand-in', () => {
  it('streams the answer in order, in several pieces', async () => {
    const pieces = await collect(client('echo').streamAnswer(input));
    expect(pieces.length).toBeGreaterThan(3);
    const answer = pieces.join('');
    expect(answer).toMatch(/^Based on \[1\], "Linear models › Prediction"/);
    expect(answer).toContain('$$\\hat{y} = w^\\top x + b$$');
    expect(answer).toContain('$k$');
    expect(answer).toMatch(/\[1\]\.$/);
  });

  it('sends the grounded prompt, streaming, at a low temperature, without an Authorization header when there is no key', async () => {
    await collect(client('echo').streamAnswer(input));
    const request = lastRequestFor('echo');
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBeUndefined();
    expect(request.body).toMatchObject({ model: 'echo', stream: true, temperature: 0.2 });
    const messages = request.body?.messages ?? [];
    expect(messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages[0].content).toContain('ML Classes tutor');
    expect(messages[0].content).toContain('[1] Linear models › Prediction');
    expect(messages[0].content).toContain('[2] Linear models › Least squares');
    expect(messages[1].content).toBe('What is regression?');
    expect(messages[3].content).toBe(input.question);
  });

  it('sends the API key as a bearer token only, never in the prompt', async () => {
    const apiKey = 'sk-test-secret-1234567890';
    await collect(
      createLlmClient({ baseUrl: standIn.url, model: 'echo-with-key', apiKey, firstTokenTimeoutMs: 2000, totalTimeoutMs: 5000 }).streamAnswer(input),
    );
    const request = lastRequestFor('echo-with-key');
    expect(request.headers.authorization).toBe(`Bearer ${apiKey}`);
    expect(JSON.stringify(request.body)).not.toContain(apiKey);
  });

  it('fails with kind timeout when the first token is slow, not before the configured time', async () => {
    const { error, pieces, elapsedMs } = await failure(client('slow-first-token', { firstTokenTimeoutMs: 300 }).streamAnswer(input));
    expect(error.kind).toBe('timeout');
    expect(error.message).toMatch(/300 ms/);
    // The stand-in's first token was still due: the client gave up on its own timer, not on the text.
    expect(pieces).toEqual([]);
    expect(elapsedMs).toBeGreaterThanOrEqual(250);
  });

  it('fails with kind timeout when even the headers are slow', async () => {
    // Had the client waited for the headers, the stand-in's answer would have followed and the stream succeeded.
    const { error, elapsedMs } = await failure(client('slow-headers', { firstTokenTimeoutMs: 300 }).streamAnswer(input));
    expect(error.kind).toBe('timeout');
    expect(elapsedMs).toBeGreaterThanOrEqual(250);
  });

  it('waits for a slow first token that comes within the timeout', async () => {
    const standInSlow = await startLlmStandIn({ delayMs: 200 });
    try {
      const llm = createLlmClient({ baseUrl: standInSlow.url, model: 'slow-first-token', firstTokenTimeoutMs: 1000, totalTimeoutMs: 5000 });
      expect((await collect(llm.streamAnswer(input))).join('')).toMatch(/^Based on \[1\]/);
    } finally {
      await standInSlow.close();
    }
  });

  it('fails with kind timeout when the server hangs after the headers', async () => {
    // The stand-in never sends text: only the client's own timer can end this stream.
    const { error, elapsedMs } = await failure(client('hang', { firstTokenTimeoutMs: 300 }).streamAnswer(input));
    expect(error.kind).toBe('timeout');
    expect(elapsedMs).toBeGreaterThanOrEqual(250);
  });

  it('fails with kind timeout when the answer stalls midway, after the text so far', async () => {
    const { error, pieces, elapsedMs } = await failure(client('stall-midway', { firstTokenTimeoutMs: 300, totalTimeoutMs: 600 }).streamAnswer(input));
    expect(error.kind).toBe('timeout');
    expect(error.message).toMatch(/did not finish the answer within 600 ms/);
    expect(pieces).toHaveLength(2);
    expect(elapsedMs).toBeGreaterThanOrEqual(550);
  });

  it('fails with kind http and the status on a 500', async () => {
    const before = standIn.requests.length;
    const { error } = await failure(client('fail-500').streamAnswer(input));
    // One attempt: the SDK would retry a 500 (and a refused connection) after a back-off.
    expect(standIn.requests.length - before).toBe(1);
    expect(error.kind).toBe('http');
    expect(error.status).toBe(500);
    expect(error.message).toMatch(/HTTP 500/);
  });

  it('fails with kind garbage when the stream is not JSON', async () => {
    const { error } = await failure(client('garbage').streamAnswer(input));
    expect(error.kind).toBe('garbage');
  });

  it('fails with kind garbage when the server ignores stream: true', async () => {
    const { error } = await failure(client('not-a-stream').streamAnswer(input));
    expect(error.kind).toBe('garbage');
    expect(error.message).toMatch(/application\/json/);
  });

  it('fails with kind empty when the stream has no text', async () => {
    const { error } = await failure(client('empty').streamAnswer(input));
    expect(error.kind).toBe('empty');
  });

  it('fails with kind unreachable when nothing listens', async () => {
    const closedPort = await new Promise<number>((resolve, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
      });
    });
    const { error } = await failure(client('echo', { baseUrl: `http://127.0.0.1:${closedPort}/v1` }).streamAnswer(input));
    expect(error.kind).toBe('unreachable');
    expect(error.message).toMatch(/ECONNREFUSED/);
  });

  it('fails with kind aborted when the caller cancels, midway or before the headers', async () => {
    for (const model of ['hang', 'slow-headers']) {
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 100);
      // Left alone, both would end in a timeout (2 s, before the stand-in's 3 s): kind aborted shows the cancel came first.
      const { error } = await failure(client(model).streamAnswer({ ...input, signal: controller.signal }));
      expect(error.kind).toBe('aborted');
    }
    const { error } = await failure(client('echo').streamAnswer({ ...input, signal: AbortSignal.abort() }));
    expect(error.kind).toBe('aborted');
  });

  it('closes the request when the consumer stops reading early', async () => {
    for await (const _piece of client('stall-midway').streamAnswer(input)) break;
    await expect.poll(() => standIn.openResponses(), { timeout: 1000 }).toBe(0);
  });

  it('closes the request after a timeout', async () => {
    await failure(client('hang', { firstTokenTimeoutMs: 200 }).streamAnswer(input));
    await expect.poll(() => standIn.openResponses(), { timeout: 1000 }).toBe(0);
  });

  it('keeps the API key out of error messages even when the server echoes it', async () => {
    const apiKey = 'sk-echoed-secret-0987654321';
    const { error } = await failure(client('fail-401', { apiKey }).streamAnswer(input));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(401);
    expect(error.message).toContain('Incorrect API key provided: [redacted]');
    expect(error.message).not.toContain(apiKey);
  });
});

describe('the stand-in', () => {
  it('answers a non-streaming request with a chat.completion object', async () => {
    const response = await fetch(`${standIn.url}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'echo', messages: [{ role: 'user', content: '[1] Clustering › k-means\nText: ...' }] }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body: unknown = await response.json();
    expect(body).toMatchObject({
      id: expect.any(String),
      object: 'chat.completion',
      created: expect.any(Number),
      model: 'echo',
      choices: [{ index: 0, message: { role: 'assistant', content: expect.stringMatching(/^Based on \[1\], "Clustering › k-means"/) }, finish_reason: 'stop' }],
      usage: { prompt_tokens: expect.any(Number), completion_tokens: expect.any(Number), total_tokens: expect.any(Number) },
    });
  });

  it('streams server-sent events ending in [DONE]', async () => {
    const response = await fetch(`${standIn.url}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'xss', stream: true, messages: [] }),
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const events = (await response.text()).split('\n\n').filter(Boolean);
    expect(events.at(-1)).toBe('data: [DONE]');
    const chunks = events
      .slice(0, -1)
      .map((event) => JSON.parse(event.replace(/^data: /, '')) as { object: string; choices: { delta: { content?: string }; finish_reason: string | null }[] });
    for (const chunk of chunks) expect(chunk.object).toBe('chat.completion.chunk');
    expect(chunks.at(-1)?.choices[0].finish_reason).toBe('stop');
    const content = chunks.map((chunk) => chunk.choices[0].delta.content ?? '').join('');
    expect(content).toContain('<script>window.__xss=1</script>');
    expect(content).toContain('$$\\href{javascript:alert(1)}{x}$$');
    expect(content).toContain('$x^2$');
  });

  it('lists its behaviours as models', async () => {
    const body = (await (await fetch(`${standIn.url}/models`)).json()) as { data: { id: string }[] };
    expect(body.data.map((model) => model.id)).toEqual(expect.arrayContaining(['echo', 'hang', 'fail-500', 'xss']));
  });
});
