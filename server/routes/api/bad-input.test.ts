/**
 * Bad input, generated: thousands of malformed, hostile or merely odd requests per endpoint through
 * app.inject. Whatever arrives, the API answers 2xx or 4xx with a JSON `{ error }` body (never a
 * 5xx or a stack trace), pollutes no prototype, and keeps answering normally afterwards. With the
 * site served beside it, nothing under /api/ falls through to the site's HTML pages.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../test/helper.ts';
import { describeWithPostgres, startTestPostgres, type TestPostgres } from '../../test/postgres.ts';
import { listeningApp, sendRaw } from '../../test/raw-http.ts';

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

/** Text with a NUL character (U+0000) somewhere, which PostgreSQL cannot store. */
const withNul = fc.tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 })).map(([before, after]) => `${before}\u0000${after}`);

/**
 * Well-formed requests, so the generated traffic reaches the happy path too, and requests well
 * formed but for a NUL in a text field, which only the store would otherwise refuse.
 */
const wellFormed = fc.oneof(
  fc.record({ action: fc.constant('sendMessage'), sessionId: validSessionId, chatInput: fc.string({ minLength: 1, maxLength: 300 }) }),
  fc.record({ action: fc.constant('loadPreviousSession'), sessionId: validSessionId }),
  fc.record({ action: fc.constant('sendMessage'), sessionId: validSessionId, chatInput: withNul }),
  fc.record({
    action: fc.constant('sendMessage'),
    sessionId: validSessionId,
    chatInput: fc.constant('what is pca'),
    metadata: fc.record({ page: withNul.map((text) => `/${text}`) }),
  }),
  fc.record({ sessionId: validSessionId, messageId: fc.uuid(), rating: fc.constantFrom('up', 'down'), comment: withNul }),
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

/** The generated suite on one store: `storeEnv` gives the variables that point a server at it. */
function describeGeneratedBadInput(name: string, storeEnv: () => Promise<Record<string, string>>) {
  describe(`generated bad input (${name})`, () => {
    let app: App;
    beforeAll(async () => {
      // High limits, so generated valid questions are answered (and stored) rather than rate limited.
      app = await build({ env: { ...(await storeEnv()), CHAT_RATE_LIMIT: '100000', CHAT_RELOAD_RATE_LIMIT: '100000' }, closeAfterTest: false });
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
          fc.oneof(
            anyText,
            fc.integer().map(String),
            fc.constantFrom('1', '9', '10', '0', '-1', '1.0', '01', '1e3', '%00', '..%2F..', 'x'.repeat(300), '1'.repeat(400)),
          ),
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
      const answer = await app.inject({
        method: 'POST',
        url: '/api/chat',
        payload: { action: 'sendMessage', sessionId, chatInput: 'what is the kernel trick' },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().grounded).toBe(true);
      expect((await app.inject({ method: 'GET', url: '/api/classes/1' })).statusCode).toBe(200);
      expect(await app.sessionStore.integrityCheck()).toBe('ok');
    });
  });
}

// Each store gets the same traffic: a value one database refuses (a NUL in text, for PostgreSQL)
// must be a 400 on both, never a 500 on one.
describeGeneratedBadInput('SQLite', async () => ({}));

describeWithPostgres('generated bad input on PostgreSQL', () => {
  let server: TestPostgres;
  let url: string;
  beforeAll(async () => {
    server = await startTestPostgres();
    url = await server.createDatabase();
  });
  afterAll(async () => {
    await server?.destroy();
  });
  describeGeneratedBadInput('PostgreSQL', async () => ({ DATABASE_URL: url, DATABASE_POOL_SIZE: '4' }));
});

/** A request line and headers Node's parser refuses before any route sees them, each a different way. */
const brokenHeads = fc.oneof(
  fc.constantFrom(
    'GET / HTTP/1.1\r\nHost: x\r\nNot a header\r\n\r\n',
    'GET / HTTP/9.9\r\nHost: x\r\n\r\n',
    'G\u0000T / HTTP/1.1\r\n\r\n',
    'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
    'POST /api/chat HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    'POST /api/chat HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
    'GET / HTTP/1.1\r\nHost: x\r\nX-A: b\u0000c\r\n\r\n',
    `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`,
    `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }).map((garbage) => `${garbage.replace(/\r\n\r\n/g, '')} / HTTP/1.1\r\n@@\r\n\r\n`),
);

describe("bad input Node's parser refuses: { error } and the security headers, never a bare reply", () => {
  it('answers 400 or 431 with a JSON error on a closed connection, and keeps serving', async () => {
    const { port } = await listeningApp();
    await fc.assert(
      fc.asyncProperty(brokenHeads, async (head) => {
        const response = await sendRaw(port, Buffer.from(head, 'latin1'));
        expect([400, 431], head.slice(0, 80)).toContain(response.status);
        expect(JSON.parse(response.body)).toEqual({ error: expect.any(String) });
        expect(response.headers['content-security-policy']).toContain("default-src 'none'");
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      }),
      { numRuns: 200 },
    );
    const after = await sendRaw(port, 'GET /api/classes/1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(after.status).toBe(200);
  });
});

/** A built site as small as the server accepts: the home page, the 404 page and the class page shell. */
function createSite(): string {
  const root = mkdtempSync(join(tmpdir(), 'ml-classes-site-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(join(root, '404.html'), '<!doctype html><title>Page not found</title>');
  mkdirSync(join(root, 'class'));
  writeFileSync(join(root, 'class', 'index.html'), '<!doctype html><title>Class</title>');
  return root;
}

describe('bad input beside the site: the API answers JSON, never the HTML "Page not found"', () => {
  let app: App;
  beforeAll(async () => {
    app = await build({ clientDir: createSite(), closeAfterTest: false });
  });
  afterAll(() => app.close());

  function expectJsonError(response: Awaited<ReturnType<App['inject']>>, status: number, error: string) {
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ error });
  }

  it('answers an unknown API path with 404 and the method and path it did not find', async () => {
    expectJsonError(await app.inject({ method: 'GET', url: '/api/nope' }), 404, 'No API route GET /api/nope');
    expectJsonError(await app.inject({ method: 'GET', url: '/api/nope?x=1' }), 404, 'No API route GET /api/nope');
    expectJsonError(await app.inject({ method: 'GET', url: '/api' }), 404, 'No API route GET /api');
    expectJsonError(await app.inject({ method: 'GET', url: '/api/chat' }), 404, 'No API route GET /api/chat');
    expectJsonError(await app.inject({ method: 'GET', url: '/api/classes/1/lectures' }), 404, 'No API route GET /api/classes/1/lectures');
  });

  it('answers an unknown API path with 404 whatever the method and body', async () => {
    expectJsonError(await app.inject({ method: 'POST', url: '/api/nope', payload: { a: 1 } }), 404, 'No API route POST /api/nope');
    // No body parser runs for a route that does not exist: not a 415 for text, nor a 413 for size.
    expectJsonError(
      await app.inject({ method: 'PUT', url: '/api/nope', headers: { 'content-type': 'text/plain' }, payload: 'x'.repeat(64 * 1024) }),
      404,
      'No API route PUT /api/nope',
    );
    expectJsonError(await app.inject({ method: 'DELETE', url: '/api/classes/1' }), 404, 'No API route DELETE /api/classes/1');
    expectJsonError(await app.inject({ method: 'PATCH', url: '/api/chat' }), 404, 'No API route PATCH /api/chat');
  });

  it('answers /api/classes/ (a trailing slash) with 404, as any unknown API path, not as an invalid id', async () => {
    expectJsonError(await app.inject({ method: 'GET', url: '/api/classes/' }), 404, 'No API route GET /api/classes/');
    expectJsonError(await app.inject({ method: 'GET', url: '/api/classes/?category=x' }), 404, 'No API route GET /api/classes/');
  });

  it('answers a class id longer than the router allows with 400, like any other invalid id', async () => {
    for (const id of ['1'.repeat(150), '1'.repeat(400), '9'.repeat(5000)]) {
      expectJsonError(await app.inject({ method: 'GET', url: `/api/classes/${id}` }), 400, 'The class id must be a positive integer');
    }
  });

  it(`${requestsPerEndpoint} generated requests under /api/: JSON every time, never a page or a stack trace`, async () => {
    // No dot segments: the URL parser resolves `/api/../x` (or `%2E%2E`) to `/x`, outside the API.
    const segment = fc
      .oneof(fc.constantFrom('classes', 'chat', 'feedback', '1', '1'.repeat(400), '', '%2F'), anyText.map(encodeLoosely))
      .filter((text) => !/^(\.|%2e){1,2}$/i.test(text));
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { minLength: 1, maxLength: 4 }),
        fc.constantFrom('GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
        contentTypes,
        bodies(fc.constant({})),
        async (segments, method, contentType, payload) => {
          const url = `/api/${segments.join('/')}`;
          const response = await app.inject({
            method: method as 'GET',
            url,
            headers: contentType ? { 'content-type': contentType } : {},
            payload: method === 'GET' || method === 'HEAD' ? undefined : payload,
          });
          const context = `${method} ${url.slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode, context).toBeLessThan(500);
          expect(response.headers['content-type'], context).toMatch(/^application\/(json|x-ndjson)/);
          if (method !== 'HEAD' && response.statusCode >= 400) {
            expect(response.json(), context).toEqual({ error: expect.any(String) });
            expect(response.body, context).not.toMatch(/\bat \w+ \(|node_modules|\.ts:\d+/);
          }
        },
      ),
      { numRuns: requestsPerEndpoint },
    );
  });
});
