/**
 * Prints what learners ask the tutor most, which answers they rated down, and what they said was
 * wrong with them, so the lectures (and the tutor) can be improved where they fall short. Reads the
 * session store (PostgreSQL when DATABASE_URL is set, else the SQLite file in DATA_DIR) without
 * writing to it, so it is safe to run beside the live servers:
 *   npm run report:questions -- [--limit N]
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { type Config, loadConfig } from '../server/config.ts';
import { describePostgresUrl, openPostgresSessionStore } from '../server/tutor/store-postgres.ts';
import { type DownRatedAnswer, openSessionStore, type SessionStore, sessionStoreFile, StoreUnavailableError, type TopQuestion } from '../server/tutor/store.ts';

/** How many rows each table shows unless `--limit` says otherwise. */
export const DEFAULT_LIMIT = 20;

/** The report's content, as read from the store. */
export interface QuestionReport {
  topQuestions: TopQuestion[];
  downRatedAnswers: DownRatedAnswer[];
}

/** The `--limit N` (or `--limit=N`) argument, a positive integer; DEFAULT_LIMIT when absent. */
export function parseLimit(args: readonly string[]): number {
  const index = args.findIndex((arg) => arg === '--limit' || arg.startsWith('--limit='));
  if (index === -1) return DEFAULT_LIMIT;
  const raw = args[index].includes('=') ? args[index].slice('--limit='.length) : args[index + 1];
  if (raw === undefined || !/^[1-9]\d{0,5}$/.test(raw))
    throw new Error(`--limit takes a positive whole number (got ${raw === undefined ? 'nothing' : JSON.stringify(raw)})`);
  return Number(raw);
}

/**
 * Control characters (C0, DEL, C1) and the bidirectional overrides and isolates, which a terminal
 * obeys: an escape sequence in a learner's text could retitle the window, write the clipboard,
 * clear the screen or rewrite an earlier line of the report, and an override reorders what follows.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const unprintable = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Learner text as one line of at most `max` characters: white space (newlines too) becomes one
 * space, so a table keeps its rows, and anything unprintable becomes U+FFFD, so the terminal shows
 * it instead of obeying it.
 */
function oneLine(text: string | null, max = Infinity): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').replace(unprintable, '\ufffd').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** "2025-03-01 14:07" from an ISO timestamp, in UTC like the stored value. */
function formatDate(iso: string): string {
  return iso.slice(0, 16).replace('T', ' ');
}

function renderTable(headers: string[], rows: string[][], alignRight: ReadonlySet<number> = new Set()): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (alignRight.has(column) ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** The report: two plain-text tables, then the comments on answers rated down in full. */
export function formatQuestionReport({ topQuestions, downRatedAnswers }: QuestionReport): string {
  const asked =
    topQuestions.length === 0
      ? 'No questions yet.'
      : renderTable(
          ['count', 'last asked (UTC)', 'question'],
          topQuestions.map((entry) => [String(entry.count), formatDate(entry.lastAskedAt), oneLine(entry.question, 80)]),
          new Set([0]),
        );
  const rated =
    downRatedAnswers.length === 0
      ? 'No answers rated down.'
      : renderTable(
          ['rated (UTC)', 'page', 'question', 'comment'],
          downRatedAnswers.map((entry) => [
            formatDate(entry.ratedAt),
            oneLine(entry.page) || '-',
            oneLine(entry.question, 60),
            oneLine(entry.comment, 60) || '-',
          ]),
        );
  // The table cuts comments short; here each is given whole, under the question it is about.
  const commented = downRatedAnswers.filter((entry) => oneLine(entry.comment) !== '');
  const comments =
    commented.length === 0
      ? 'No comments yet.'
      : commented
          .map((entry) => `${formatDate(entry.ratedAt)}  ${oneLine(entry.page) || '-'}  ${oneLine(entry.question, 80)}\n  ${oneLine(entry.comment)}`)
          .join('\n\n');
  return `Most asked questions\n\n${asked}\n\nAnswers rated down\n\n${rated}\n\nWhat was wrong, in learners' words\n\n${comments}\n`;
}

/** Where the report reads: the server's own settings, so both look at the same store. */
export interface ReportSource {
  /** The SQLite file's directory, read when `database` is null. */
  dataDir: string;
  /** PostgreSQL (DATABASE_URL), or null for the SQLite file. */
  database: Config['database'];
}

/** Reads the store (PostgreSQL when DATABASE_URL is set, else the file in DATA_DIR) and returns the text to print and the exit code. */
export async function reportQuestions(source: ReportSource, limit: number): Promise<{ text: string; exitCode: 0 | 1 }> {
  return source.database ? reportFromPostgres(source.database.url, limit) : reportFromFile(source.dataDir, limit);
}

async function reportFromFile(dataDir: string, limit: number): Promise<{ text: string; exitCode: 0 | 1 }> {
  const file = sessionStoreFile(dataDir);
  if (!existsSync(file)) return { text: `No tutor database at ${file} yet: nobody has asked the tutor anything.\n`, exitCode: 0 };
  const problems: string[] = [];
  const store = openSessionStore(file, {
    readonly: true,
    logger: { warn: (details, message) => problems.push('err' in details && details.err instanceof Error ? `${message} (${details.err.message})` : message) },
  });
  try {
    if (!store.available) return { text: `Cannot read ${file}: ${problems.join('; ')}\n`, exitCode: 1 };
    return { text: await readReport(store, limit), exitCode: 0 };
  } finally {
    await store.close();
  }
}

async function reportFromPostgres(url: string, limit: number): Promise<{ text: string; exitCode: 0 | 1 }> {
  const where = describePostgresUrl(url);
  // Reads only: a database the server has never migrated is reported as empty, not migrated here.
  const store = openPostgresSessionStore({ url, poolSize: 1, migrate: false, logger: { warn: () => {} } });
  try {
    return { text: await readReport(store, limit), exitCode: 0 };
  } catch (error) {
    // 42P01: undefined_table.
    if ((error as { code?: unknown }).code === '42P01') {
      return { text: `No tutor tables in ${where} yet: nobody has asked the tutor anything (the server creates them at start).\n`, exitCode: 0 };
    }
    if (error instanceof StoreUnavailableError) return { text: `Cannot read ${where}: ${error.message}\n`, exitCode: 1 };
    throw error;
  } finally {
    await store.close();
  }
}

async function readReport(store: SessionStore, limit: number): Promise<string> {
  const [topQuestions, downRatedAnswers] = await Promise.all([store.topQuestions(limit), store.downRatedAnswers(limit)]);
  return formatQuestionReport({ topQuestions, downRatedAnswers });
}

async function main(): Promise<void> {
  try {
    // The server's own rules for DATABASE_URL and DATA_DIR (default ./data), so both read the same store.
    const { dataDir, database } = loadConfig();
    const { text, exitCode } = await reportQuestions({ dataDir, database }, parseLimit(process.argv.slice(2)));
    (exitCode === 0 ? process.stdout : process.stderr).write(text);
    process.exitCode = exitCode;
  } catch (error) {
    process.stderr.write(`report:questions: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void main();
}
