/**
 * Bad input, generated: thousands of malformed, hostile or merely odd requests per endpoint through
 * app.inject. Whatever arrives, the API answers 2xx or 4xx with a JSON `{ error }` body (never a
 * 5xx or a stack trace), pollutes no prototype, and keeps answering normally afterwards.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../test/helper.ts';

type App = Awaited<ReturnType<typeof build>>;
const requestsPerEndpoint = 5000;

const hostileStrings = fc.constantFrom(
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  "'; DROP TABLE messages; --",
  '" OR 1=1 --',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  'x'.repeat(5000),
  '<script>alert(1)</script>',
  '${7*7}',
  '%00',
  '',
  ' ',
  '3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c\u0000',
);
const validSessionId = fc.uuid();
const anyText = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }), hostileStrings);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  anyText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);

/** A JSON document nested `depth` levels deep, in arrays or objects. */
const deepNesting = fc
  .tuple(fc.integer({ min: 50, max: 5000 }), fc.boolean())
  .map(([depth, objects]) => (objects ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` : `${'['.repeat(depth)}${']'.repeat(depth)}`));

/** JSON text with prototype keys, which a careless merge would turn into prototype pollution. */
const prototypeKeys = fc.constantFrom(
  '{"__proto__":{"polluted":true},"action":"sendMessage","sessionId":"3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c","chatInput":"hi"}',
  '{"constructor":{"prototype":{"polluted":true}},"action":"loadPreviousSession","sessionId":"3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c"}',
  '{"action":"sendMessage","sessionId":"3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c","chatInput":"hi","metadata":{"__proto__":{"page":"/x"}}}',
  '{"sessionId":"3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c","messageId":"a","rating":"up","__proto__":{"polluted":true}}',
);

/** A chat request with each field either right, missing, of the wrong type, or hostile. */
const chatShaped = fc.record(
  {
    action: fc.oneof(fc.constantFrom('sendMessage', 'loadPreviousSession', 'deleteSession', 'SENDMESSAGE', ''), anyValue),
    sessionId: fc.oneof(validSessionId, anyText, anyValue),
    chatInput: fc.oneof(fc.constantFrom('what is the kernel trick', 'x'.repeat(2001), ''), anyText, anyValue),
    metadata: fc.oneof(fc.record({ page: fc.oneof(fc.constantFrom('/clustering', '//evil.example', 'javascript:alert(1)'), anyText, anyValue) }), anyValue),
    extra: anyValue,
  },
  { requiredKeys: [] },
);

const feedbackShaped = fc.record(
  {
    sessionId: fc.oneof(validSessionId, anyText, anyValue),
    messageId: fc.oneof(fc.uuid(), anyText, anyValue),
    rating: fc.oneof(fc.constantFrom('up', 'down', 'UP', 'meh'), anyValue),
    comment: fc.oneof(anyText, fc.constant('c'.repeat(3000)), anyValue),
  },
  { requiredKeys: [] },
);

/** Well-formed requests, so the generated traffic reaches the happy path too. */
const wellFormed = fc.oneof(
  fc.record({ action: fc.constant('sendMessage'), sessionId: validSessionId, chatInput: fc.string({ minLength: 1, maxLength: 300 }) }),
  fc.record({ action: fc.constant('loadPreviousSession'), sessionId: validSessionId }),
);

/** A body as bytes on the wire: JSON of a shaped object, any JSON, malformed text, deep nesting, oversized. */
function bodies(shaped: fc.Arbitrary<unknown>) {
  return fc.oneof(
    { weight: 5, arbitrary: shaped.map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: wellFormed.map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: fc.json() },
    { weight: 2, arbitrary: fc.string({ maxLength: 60 }) },
    { weight: 1, arbitrary: fc.constantFrom('', '{', '{"action":', 'null', '[]', '"just a string"', '1e999', '{"a":1}{"b":2}', '\u0000') },
    { weight: 1, arbitrary: deepNesting },
    { weight: 1, arbitrary: prototypeKeys },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 16 * 1024, max: 64 * 1024 }).map((size) => JSON.stringify({ action: 'sendMessage', chatInput: 'x'.repeat(size) })),
    },
  );
}

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  undefined,
);
const methods = fc.constantFrom('POST', 'POST', 'POST', 'POST', 'POST', 'POST', 'GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS');

/** Percent-encodes text; a lone surrogate (which encodeURIComponent refuses) becomes the bytes of one, as a raw client could send. */
function encodeLoosely(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

async function expectOnlyClientOutcomes(app: App, url: string, shaped: fc.Arbitrary<unknown>) {
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(
      methods,
      contentTypes,
      bodies(shaped),
      fc.constantFrom('application/json', 'text/plain', '*/*'),
      async (method, contentType, payload, accept) => {
        const response = await app.inject({
          method: method as 'POST',
          url,
          headers: { ...(contentType ? { 'content-type': contentType } : {}), accept },
          payload: method === 'GET' ? undefined : payload,
        });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        expect(response.statusCode, `${method} ${contentType} ${payload.slice(0, 200)} → ${response.body.slice(0, 200)}`).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(response.json()).toEqual({ error: expect.any(String) });
          expect(response.body).not.toMatch(/\bat \w+ \(|node_modules|\.ts:\d+/);
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      },
    ),
    { numRuns: requestsPerEndpoint },
  );
  return statuses;
}

describe('generated bad input', () => {
  let app: App;
  beforeAll(async () => {
    // A high limit, so generated valid questions are answered (and stored) rather than rate limited.
    app = await build({ env: { CHAT_RATE_LIMIT: '100000' }, closeAfterTest: false });
  });
  afterAll(() => app.close());

  it(`POST /api/chat: ${requestsPerEndpoint} generated requests, only 2xx/4xx with {error}`, async () => {
    const statuses = await expectOnlyClientOutcomes(app, '/api/chat', chatShaped);
    // The generator reaches the happy path too, not only the front door.
    expect(statuses.get(200)).toBeGreaterThan(0);
    expect(statuses.get(400)).toBeGreaterThan(0);
  });

  it(`POST /api/chat/feedback: ${requestsPerEndpoint} generated requests, only 2xx/4xx with {error}`, async () => {
    const statuses = await expectOnlyClientOutcomes(app, '/api/chat/feedback', feedbackShaped);
    expect(statuses.get(404)).toBeGreaterThan(0);
  });

  it(`GET /api/classes and /api/classes/:id: ${requestsPerEndpoint} generated paths and queries, only 2xx/4xx with {error}`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(anyText, fc.integer().map(String), fc.constantFrom('1', '9', '10', '0', '-1', '1.0', '01', '1e3', '%00', '..%2F..', 'x'.repeat(300))),
        fc.oneof(
          fc.constant(''),
          anyText.map((value) => `?category=${encodeLoosely(value)}`),
          fc.constant('?category=Supervised%20Learning'),
        ),
        fc.boolean(),
        async (id, query, list) => {
          const url = list ? `/api/classes${query}` : `/api/classes/${encodeLoosely(id)}${query}`;
          const response = await app.inject({ method: 'GET', url });
          expect(response.statusCode, `${url} → ${response.body.slice(0, 200)}`).toBeLessThan(500);
          if (response.statusCode >= 400) expect(response.json()).toEqual({ error: expect.any(String) });
        },
      ),
      { numRuns: requestsPerEndpoint },
    );
  });

  it('answers normally afterwards', async () => {
    const sessionId = crypto.randomUUID();
    const answer = await app.inject({ method: 'POST', url: '/api/chat', payload: { action: 'sendMessage', sessionId, chatInput: 'what is the kernel trick' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().grounded).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/classes/1' })).statusCode).toBe(200);
    expect(app.sessionStore.integrityCheck()).toBe('ok');
  });
});
