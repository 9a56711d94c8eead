import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TutorSourcesReply } from '../../../shared/chat-schemas.ts';
import { LECTURES_ONLY, TUTOR_SOURCES_PATH, createTutorSourcesLoader, fetchTutorSources, tutorSourcesOf } from '~/features/tutor/tutor-sources-client';

// A real HTTP server on a free port, so the client reads replies through Node's own fetch.
let server: Server;
let base: string;
let respond: (response: ServerResponse) => void;
let requested: string[];

beforeAll(async () => {
  server = createServer((request, response) => {
    requested.push(`${request.method} ${request.url} ${request.headers.accept}`);
    respond(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requested = [];
  respond = (response) => response.writeHead(500).end();
});

/** The browser's fetch of a site-relative path, against the test server. */
const fetchFromServer: typeof fetch = (input, init) => fetch(`${base}${String(input)}`, init);

function replyWith(status: number, body: string, contentType = 'application/json') {
  respond = (response) => response.writeHead(status, { 'Content-Type': contentType }).end(body);
}

const allThree = {
  sources: ['lectures', 'wikipedia', 'sklearn'],
  sklearnVersion: '1.2.1',
  wikipediaArticles: ['Word2vec', 'Support vector machine'],
} satisfies TutorSourcesReply;

describe('fetchTutorSources', () => {
  it('reads what our server reports, asking it once for JSON', async () => {
    replyWith(200, JSON.stringify(allThree));
    expect(await fetchTutorSources({ endpoint: '/api/chat', fetch: fetchFromServer })).toEqual(allThree);
    expect(requested).toEqual([`GET ${TUTOR_SOURCES_PATH} application/json`]);
  });

  it('reads the lectures alone as the lectures alone', async () => {
    replyWith(200, JSON.stringify({ sources: ['lectures'], wikipediaArticles: [] } satisfies TutorSourcesReply));
    expect(await fetchTutorSources({ endpoint: '/api/chat', fetch: fetchFromServer })).toEqual(LECTURES_ONLY);
  });

  it('claims the lectures only when the server answers with an error', async () => {
    replyWith(503, JSON.stringify({ error: 'Service Unavailable' }));
    expect(await fetchTutorSources({ endpoint: '/api/chat', fetch: fetchFromServer })).toEqual(LECTURES_ONLY);
    replyWith(404, JSON.stringify({ error: 'No API route GET /api/tutor/sources' }));
    expect(await fetchTutorSources({ endpoint: '/api/chat', fetch: fetchFromServer })).toEqual(LECTURES_ONLY);
  });

  it('claims the lectures only when the reply is not JSON', async () => {
    replyWith(200, '<!doctype html><title>Not found</title>', 'text/html');
    expect(await fetchTutorSources({ endpoint: '/api/chat', fetch: fetchFromServer })).toEqual(LECTURES_ONLY);
  });

  it('claims the lectures only when the server cannot be reached', async () => {
    const unreachable: typeof fetch = () => Promise.reject(new TypeError('fetch failed'));
    expect(await fetchTutorSources({ endpoint: '/api/chat', fetch: unreachable })).toEqual(LECTURES_ONLY);
  });

  it('asks nothing of an external n8n webhook and claims the lectures only', async () => {
    replyWith(200, JSON.stringify(allThree));
    expect(await fetchTutorSources({ endpoint: 'https://n8n.example.org/webhook/abc/chat', fetch: fetchFromServer })).toEqual(LECTURES_ONLY);
    expect(requested).toEqual([]);
  });
});

describe('tutorSourcesOf, on malformed replies', () => {
  it('claims the lectures only for a reply that is not an object', () => {
    for (const reply of [null, 'sklearn', 42, ['lectures', 'sklearn']]) expect(tutorSourcesOf(reply)).toEqual(LECTURES_ONLY);
  });

  it('drops unknown sources, keeps the greeting order, and always has the lectures', () => {
    expect(tutorSourcesOf({ sources: ['sklearn', 'arxiv', 7, 'sklearn'], sklearnVersion: '1.2.1', wikipediaArticles: [] })).toEqual({
      sources: ['lectures', 'sklearn'],
      sklearnVersion: '1.2.1',
      wikipediaArticles: [],
    });
    expect(tutorSourcesOf({ sources: 'sklearn' })).toEqual(LECTURES_ONLY);
  });

  it('keeps a version or articles only for a source the reply lists', () => {
    expect(tutorSourcesOf({ sources: ['lectures'], sklearnVersion: '1.2.1', wikipediaArticles: ['Word2vec'] })).toEqual(LECTURES_ONLY);
  });

  it('drops a malformed version and malformed article titles', () => {
    expect(tutorSourcesOf({ sources: ['lectures', 'wikipedia', 'sklearn'], sklearnVersion: 1.2, wikipediaArticles: ['Word2vec', '', 3, null] })).toEqual({
      sources: ['lectures', 'wikipedia', 'sklearn'],
      wikipediaArticles: ['Word2vec'],
    });
    expect(tutorSourcesOf({ sources: ['lectures', 'wikipedia'], wikipediaArticles: 'Word2vec' })).toEqual({
      sources: ['lectures', 'wikipedia'],
      wikipediaArticles: [],
    });
  });
});

describe('createTutorSourcesLoader', () => {
  it('asks the server once however many callers there are', async () => {
    replyWith(200, JSON.stringify(allThree));
    const load = createTutorSourcesLoader({ endpoint: '/api/chat', fetch: fetchFromServer });
    const [first, second] = await Promise.all([load(), load()]);
    expect(await load()).toBe(first);
    expect(second).toBe(first);
    expect(requested).toHaveLength(1);
  });
});
