import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { classes, toClassSummary } from '../../../content/classes.ts';
import { errorMessage, fetchClass, fetchClasses } from '~/features/catalogue/api-client';

// The classes exactly as the server sends them (server/plugins/catalogue.ts builds them the same way).
const summaries = classes.map(toClassSummary);
const listFormatMessage = 'The class list came back in an unexpected format';
const classFormatMessage = 'The class details came back in an unexpected format';

/** The URLs the client asked for, and the reply it gets: a status and a body as sent on the wire. */
let requested: string[];
let reply: { status: number; body: string };

beforeEach(() => {
  requested = [];
  // The client fetches relative URLs, as in the page; Node's fetch needs a base, so the reply is made here.
  vi.stubGlobal('fetch', async (input: string) => {
    requested.push(input);
    return new Response(reply.body, { status: reply.status, headers: { 'Content-Type': 'application/json' } });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function replyWith(body: unknown, status = 200): void {
  reply = { status, body: JSON.stringify(body) };
}

/** The message the class pages would show for what `request` rejects with. */
async function shownError(request: Promise<unknown>): Promise<string> {
  return request.then(
    () => 'resolved',
    (error: unknown) => errorMessage(error),
  );
}

/** One class with a field replaced (or removed, for undefined), as a malformed server might send it. */
function classWith(field: string, value: unknown): Record<string, unknown> {
  const entry: Record<string, unknown> = { ...summaries[1] };
  if (value === undefined) delete entry[field];
  else entry[field] = value;
  return entry;
}

const malformedClasses: [string, Record<string, unknown>][] = [
  ['a class without a title', classWith('title', undefined)],
  ['a class without its link', classWith('href', undefined)],
  ['a class without its lecture page', classWith('lectureHref', undefined)],
  ['an id given as a string', classWith('id', '2')],
  ['an id that is not a positive integer', classWith('id', 1.5)],
  ['topics given as one string', classWith('topics', 'clustering')],
  ['a topic that is not a string', classWith('topics', ['k-means', 3, 'DBSCAN'])],
  ['a level the catalogue does not have', classWith('level', 'Expert')],
  ['a category the catalogue does not have', classWith('category', 'Reinforcement Learning')],
  ['a null duration', classWith('duration', null)],
];

describe('fetchClasses', () => {
  it('reads every class the server sends, unchanged', async () => {
    replyWith(summaries);
    await expect(fetchClasses()).resolves.toEqual(summaries);
    expect(requested).toEqual(['/api/classes']);
  });

  it('keeps only the contract fields of a class that carries more', async () => {
    replyWith([{ ...summaries[0], lecture: 'linear-regression', internal: true }]);
    await expect(fetchClasses()).resolves.toEqual([summaries[0]]);
  });

  it('a reply that is not OK is "Failed to fetch classes"', async () => {
    replyWith({ error: 'Internal server error' }, 500);
    expect(await shownError(fetchClasses())).toBe('Failed to fetch classes');
  });

  it.each([
    ['an object', { classes: summaries }],
    ['null', null],
    ['a string', 'classes'],
  ])('a reply that is %s, not a list, is a format error', async (_name, body) => {
    replyWith(body);
    expect(await shownError(fetchClasses())).toBe(listFormatMessage);
  });

  it('a reply that is not JSON is a format error', async () => {
    reply = { status: 200, body: '<!doctype html><title>Proxy error</title>' };
    expect(await shownError(fetchClasses())).toBe(listFormatMessage);
  });

  it.each(malformedClasses)('a list with %s is a format error', async (_name, entry) => {
    replyWith([summaries[0], entry, summaries[2]]);
    expect(await shownError(fetchClasses())).toBe(listFormatMessage);
  });

  it('a list holding something other than a class is a format error', async () => {
    replyWith([summaries[0], null]);
    expect(await shownError(fetchClasses())).toBe(listFormatMessage);
  });
});

describe('fetchClass', () => {
  it('reads the class the server sends, unchanged', async () => {
    replyWith(summaries[1]);
    await expect(fetchClass(2)).resolves.toEqual(summaries[1]);
    expect(requested).toEqual(['/api/classes/2']);
  });

  it('a 404 is null: there is no such class', async () => {
    replyWith({ error: 'Class not found' }, 404);
    await expect(fetchClass(99)).resolves.toBeNull();
  });

  it('another reply that is not OK is "Failed to fetch class details"', async () => {
    replyWith({ error: 'Internal server error' }, 500);
    expect(await shownError(fetchClass(2))).toBe('Failed to fetch class details');
  });

  it.each([
    ['a list', [summaries[1]]],
    ['null', null],
    ['a number', 2],
  ])('a reply that is %s, not a class, is a format error', async (_name, body) => {
    replyWith(body);
    expect(await shownError(fetchClass(2))).toBe(classFormatMessage);
  });

  it('a reply that is not JSON is a format error', async () => {
    reply = { status: 200, body: '{"id": 2, "title": ' };
    expect(await shownError(fetchClass(2))).toBe(classFormatMessage);
  });

  it.each(malformedClasses)('%s is a format error', async (_name, entry) => {
    replyWith(entry);
    expect(await shownError(fetchClass(2))).toBe(classFormatMessage);
  });
});
