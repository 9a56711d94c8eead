import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeWithPostgres, startTestPostgres, type TestPostgres } from '../server/test/postgres.ts';
import { openPostgresSessionStore } from '../server/tutor/store-postgres.ts';
import { newMessageId, openSessionStore, sessionStoreFile } from '../server/tutor/store.ts';
import { DEFAULT_LIMIT, formatQuestionReport, parseLimit, reportQuestions } from './report-questions.ts';

const sessionId = '33333333-3333-4333-8333-333333333333';
let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'report-questions-'));
});

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

async function ask(question: string, page = '/clustering'): Promise<string> {
  const store = openSessionStore(sessionStoreFile(dataDir));
  const messageId = newMessageId();
  await store.saveExchange({ sessionId, question, page, answer: { messageId, output: `About ${question}`, sources: [], grounded: true, mode: 'built-in' } });
  await store.close();
  return messageId;
}

describe('the questions report', () => {
  it('says plainly that there is no database yet, and succeeds', async () => {
    const { text, exitCode } = await reportQuestions({ dataDir, database: null }, DEFAULT_LIMIT);
    expect(exitCode).toBe(0);
    expect(text).toMatch(/^No tutor database at .*tutor\.sqlite yet/);
  });

  it('tables the most asked questions and the answers rated down', async () => {
    await ask('What is PCA?');
    await ask('what is PCA?');
    const disliked = await ask('Why does k-means\nneed k?', '/k-means');
    const store = openSessionStore(sessionStoreFile(dataDir));
    await store.saveFeedback({ sessionId, messageId: disliked, rating: 'down', comment: 'Did not explain the elbow' });
    await store.close();

    const { text, exitCode } = await reportQuestions({ dataDir, database: null }, DEFAULT_LIMIT);
    expect(exitCode).toBe(0);
    const [asked, ratedAndComments] = text.split('Answers rated down');
    const [rated, comments] = ratedAndComments.split("What was wrong, in learners' words");
    expect(asked).toMatch(/Most asked questions/);
    expect(asked).toMatch(/^\s+2 {2}\d{4}-\d\d-\d\d \d\d:\d\d {2}what is PCA\?$/m);
    expect(asked).toMatch(/^\s+1 {2}.* {2}Why does k-means need k\?$/m);
    expect(rated).toMatch(/\/k-means +Why does k-means need k\? +Did not explain the elbow/);
    expect(comments).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d {2}\/k-means {2}Why does k-means need k\?\n {2}Did not explain the elbow$/m);
  });

  it('lists each comment whole, on one line under its question, and only answers that have one', () => {
    const long = `The answer never says how to read the elbow plot,\nwhich is the part I needed. ${'More detail. '.repeat(20)}`.trim();
    const text = formatQuestionReport({
      topQuestions: [],
      downRatedAnswers: [
        { messageId: 'a', question: 'How do I choose k?', answer: '…', comment: long, page: '/clustering', ratedAt: '2025-03-01T14:07:09.000Z' },
        { messageId: 'b', question: 'What is PCA?', answer: '…', comment: null, page: null, ratedAt: '2025-03-01T13:00:00.000Z' },
      ],
    });
    const [table, comments] = text.split("What was wrong, in learners' words");
    // The table cuts the comment to its column; the list below gives it whole.
    expect(table).toContain('The answer never says how to read the elbow plot, which is …');
    expect(table).toMatch(/^2025-03-01 13:00 +- +What is PCA\? +-$/m);
    expect(comments).toContain(`2025-03-01 14:07  /clustering  How do I choose k?\n  ${long.replace(/\s+/g, ' ')}\n`);
    expect(comments).not.toContain('What is PCA?');
  });

  it('prints learner text without the control characters a terminal would obey', () => {
    const hostile = [
      '\u001b]0;owned\u0007', // OSC: set the window title
      '\u001b]52;c;ZWNobyBvd25lZA==\u0007', // OSC 52: write the clipboard
      '\u001b[2J\u001b[H', // CSI: clear the screen
      '\u001b[1A\u001b[2K', // CSI: up a line, erase it
      '\u009b31m', // CSI as one C1 character
      '\r\u0008\u007f',
      '\u202eevil\u202c \u2066x\u2069', // bidirectional override and isolate
    ].join(' ');
    const text = formatQuestionReport({
      topQuestions: [{ question: `What is PCA? ${hostile}`, count: 2, lastAskedAt: '2025-03-01T14:07:09.000Z' }],
      downRatedAnswers: [
        {
          messageId: 'a',
          question: `Why? ${hostile}`,
          answer: '…',
          comment: `Wrong. ${hostile}`,
          page: `/clustering\n\u001b[1Afake line ${hostile}`,
          ratedAt: '2025-03-01T14:07:09.000Z',
        },
      ],
    });
    // Only the report's own line breaks remain; every other control character is shown as U+FFFD.
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(text).toContain('\ufffd]0;owned\ufffd');
    expect(text).toContain('/clustering \ufffd[1Afake line');
  });

  it('truncates long questions and says when a table is empty', () => {
    const text = formatQuestionReport({
      topQuestions: [{ question: 'x'.repeat(200), count: 1, lastAskedAt: '2025-03-01T14:07:09.000Z' }],
      downRatedAnswers: [],
    });
    expect(text).toContain(`1  2025-03-01 14:07  ${'x'.repeat(79)}…`);
    expect(text).toContain('No answers rated down.');
    expect(text).toContain('No comments yet.');
    expect(formatQuestionReport({ topQuestions: [], downRatedAnswers: [] })).toContain('No questions yet.');
  });

  it('reads --limit', () => {
    expect(parseLimit([])).toBe(DEFAULT_LIMIT);
    expect(parseLimit(['--limit', '5'])).toBe(5);
    expect(parseLimit(['--limit=7'])).toBe(7);
    expect(() => parseLimit(['--limit'])).toThrow(/positive whole number/);
    expect(() => parseLimit(['--limit', '0'])).toThrow(/positive whole number/);
  });
});

describeWithPostgres('the questions report on PostgreSQL (DATABASE_URL)', () => {
  let server: TestPostgres;
  beforeAll(async () => {
    server = await startTestPostgres();
  });
  afterAll(() => server?.destroy());

  const database = (url: string) => ({ url, poolSize: 1, statementTimeoutMs: 5000 });

  it('says plainly that the server has not created its tables yet, and succeeds without creating them', async () => {
    const url = await server.createDatabase();
    const { text, exitCode } = await reportQuestions({ dataDir, database: database(url) }, DEFAULT_LIMIT);
    expect(exitCode).toBe(0);
    expect(text).toBe(`No tutor tables in 127.0.0.1:${server.port}/test_1 yet: nobody has asked the tutor anything (the server creates them at start).\n`);
    // Still none: the report only reads.
    expect((await reportQuestions({ dataDir, database: database(url) }, DEFAULT_LIMIT)).text).toMatch(/^No tutor tables/);
  });

  it('tables the most asked questions and the answers rated down', async () => {
    const url = await server.createDatabase();
    const store = openPostgresSessionStore({ url, logger: { warn: () => {} } });
    const ask = async (question: string, page: string) => {
      const messageId = newMessageId();
      await store.saveExchange({
        sessionId,
        question,
        page,
        answer: { messageId, output: `About ${question}`, sources: [], grounded: true, mode: 'built-in' },
      });
      return messageId;
    };
    await ask('What is PCA?', '/pca');
    await ask('what is PCA?', '/pca');
    const disliked = await ask('Why does k-means\nneed k?', '/k-means');
    await store.saveFeedback({ sessionId, messageId: disliked, rating: 'down', comment: 'Did not explain the elbow' });
    await store.close();

    const { text, exitCode } = await reportQuestions({ dataDir, database: database(url) }, DEFAULT_LIMIT);
    expect(exitCode).toBe(0);
    expect(text).toMatch(/^\s+2 {2}\d{4}-\d\d-\d\d \d\d:\d\d {2}what is PCA\?$/m);
    expect(text).toMatch(/\/k-means +Why does k-means need k\? +Did not explain the elbow/);
  });

  it('fails with one line naming the database, not its password, when PostgreSQL cannot be reached', async () => {
    const { text, exitCode } = await reportQuestions({ dataDir, database: database('postgres://tutor:s3cret@127.0.0.1:1/tutor') }, DEFAULT_LIMIT);
    expect(exitCode).toBe(1);
    expect(text).toMatch(/^Cannot read 127\.0\.0\.1:1\/tutor: .*ECONNREFUSED.*\n$/);
    expect(text).not.toContain('s3cret');
  });
});
