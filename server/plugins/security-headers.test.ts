/**
 * The security headers on API responses (pages and assets: site.test.ts), checked against what
 * docs/security-headers.md scores with the Mozilla HTTP Observatory's rules: the exact CSP, no
 * framing, no sniffing, a strict referrer policy, same-origin CORP and COOP, HSTS over HTTPS, and
 * nothing that names the server's software.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { build } from '../test/helper.ts';
import { listeningApp, openConnection, parseRawResponse, sendRaw } from '../test/raw-http.ts';

type App = Awaited<ReturnType<typeof build>>;

/** The policy, directive by directive, as the browser receives it. */
const expectedCsp = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
];

/** The API responses whose headers are checked: a 200, a 4xx, a chat answer and a 404. */
const requests = [
  { name: 'an API 200', request: { method: 'GET', url: '/api/classes' }, status: 200 },
  { name: 'an API 4xx', request: { method: 'GET', url: '/api/classes/abc' }, status: 400 },
  {
    name: 'a chat answer',
    request: { method: 'POST', url: '/api/chat', payload: { action: 'sendMessage', sessionId: crypto.randomUUID(), chatInput: 'what is pca' } },
    status: 200,
  },
  { name: 'a 404 JSON', request: { method: 'GET', url: '/api/nope' }, status: 404 },
] as const;

function directives(response: LightMyRequestResponse): Map<string, string> {
  const header = response.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name, ...sources] = directive.split(/\s+/);
        return [name, sources.join(' ')] as const;
      }),
  );
}

async function send(app: App, request: (typeof requests)[number]['request']) {
  return app.inject({ ...request, headers: { 'content-type': 'application/json' } });
}

describe('security headers on API responses (HTTPS=true)', () => {
  for (const { name, request, status } of requests) {
    it(`sends the full set on ${name}`, async () => {
      const app = await build({ env: { HTTPS: 'true' } });
      const response = await send(app, request);
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/json/);

      const csp = response.headers['content-security-policy'];
      expect(csp).toBe(expectedCsp.join(';'));
      const policy = directives(response);
      expect(policy.get('frame-ancestors')).toBe("'none'");
      expect(policy.get('script-src')).not.toContain('unsafe-inline');
      // 'unsafe-inline' only for style attributes (KaTeX), never for style elements or scripts.
      for (const [directive, sources] of policy) {
        if (directive !== 'style-src-attr') expect(sources, directive).not.toContain('unsafe');
      }
      // Nothing from another origin: every source is a keyword ('self', 'none', ...), or data: for images.
      for (const [directive, sources] of policy) {
        for (const source of sources.split(' ')) {
          const allowed = /^'[a-z-]+'$/.test(source) || (directive === 'img-src' && source === 'data:');
          expect(allowed, `${directive} ${source}`).toBe(true);
        }
      }

      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      const hsts = String(response.headers['strict-transport-security']);
      const maxAge = Number(/(?:^|;\s*)max-age=(\d+)/.exec(hsts)?.[1]);
      expect(maxAge).toBeGreaterThanOrEqual(15552000);
      expect(hsts).toContain('includeSubDomains');
      expect(response.headers['x-powered-by']).toBeUndefined();
      expect(response.headers.server).toBeUndefined();
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['set-cookie']).toBeUndefined();
    });
  }

  it('sends no HSTS when the site is not served over HTTPS', async () => {
    const app = await build();
    const response = await app.inject({ url: '/api/classes' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['content-security-policy']).toBe(expectedCsp.join(';'));
  });
});

describe('a widget built for an n8n chat webhook', () => {
  it("adds the webhook's origin to connect-src and changes nothing else", async () => {
    const plain = await build({ env: { HTTPS: 'true' } });
    const withWebhook = await build({ env: { HTTPS: 'true', CHAT_WEBHOOK_URL: 'https://n8n.example.org/webhook/abc/chat' } });
    for (const { request } of requests) {
      const before = await send(plain, request);
      const after = await send(withWebhook, request);
      const policy = directives(after);
      expect(policy.get('connect-src'), request.url).toBe("'self' https://n8n.example.org");
      expect(after.headers['content-security-policy'], request.url).toBe(
        expectedCsp.map((directive) => (directive.startsWith('connect-src ') ? "connect-src 'self' https://n8n.example.org" : directive)).join(';'),
      );
      const headers = (response: LightMyRequestResponse) => {
        const { 'content-security-policy': _csp, date: _date, 'content-length': _length, ...rest } = response.headers;
        return Object.fromEntries(Object.entries(rest).filter(([name]) => !name.startsWith('x-ratelimit')));
      };
      expect(headers(after), request.url).toEqual(headers(before));
    }
  });
});

/** The headers a reply carries besides those that describe its own body and connection. */
function policyHeaders(headers: Record<string, unknown>): Record<string, string> {
  const own = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'cache-control', 'retry-after']);
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !own.has(name) && !name.startsWith('x-ratelimit'))
      .map(([name, value]) => [name, String(value)]),
  );
}

/** A built site: a home page and the 404 page, so the site's routes are there as in production. */
function createSite(): string {
  const root = mkdtempSync(join(tmpdir(), 'ml-classes-headers-site-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(join(root, '404.html'), '<!doctype html><title>Page not found</title>');
  return root;
}

describe('security headers on the replies no route makes', () => {
  it("sends the full set, and { error }, on the router's 400 for a malformed address", async () => {
    const app = await build({ env: { HTTPS: 'true' }, clientDir: createSite() });
    const reference = policyHeaders((await app.inject({ url: '/api/nope' })).headers);
    expect(reference['content-security-policy']).toBe(expectedCsp.join(';'));
    for (const url of ['/%ff', '/clustering%', '/api/chat%zz', '/api/classes/%ff']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ error: expect.any(String) });
      expect(policyHeaders(response.headers), url).toEqual(reference);
    }
  });

  it("sends the full set, and { error }, on Node's own 400, 431 and 408", async () => {
    const { app, port } = await listeningApp({ HTTPS: 'true', REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '1000' });
    const reference = policyHeaders((await app.inject({ url: '/api/nope' })).headers);

    const malformed = await sendRaw(port, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nNot a header\r\n\r\n');
    const tooLarge = await sendRaw(port, `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`);
    const stalled = await openConnection(port);
    stalled.socket.write('POST /api/chat HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{');
    await stalled.closed;
    const slow = parseRawResponse(stalled.received());

    for (const [response, status, error] of [
      [malformed, 400, 'The request is malformed'],
      [tooLarge, 431, 'The request headers are too large'],
      [slow, 408, 'The request took too long to arrive'],
    ] as const) {
      expect(response.status).toBe(status);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(response.body)).toEqual({ error });
      expect(policyHeaders(response.headers)).toEqual(reference);
    }
  });
});
