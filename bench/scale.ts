/**
 * More than one server (issue 21): two built servers sharing one PostgreSQL and one Redis, asked
 * 200 built-in questions a second in all for 30 s (two autocannon runs at 100/s, one per server,
 * at the same time: a load balancer's even spread, without one in the way), every request a new
 * learner, the rate limit lifted. Answers acknowledged as saved (a 200 without `saved: false`) are
 * counted and compared with the answers PostgreSQL holds: they must be equal. Then the same 200/s
 * against one server on its SQLite file, as the baseline. PostgreSQL flushes every commit to disk
 * here, as in production (the tests' throwaway one does not). Exits 1 over p99 200 ms, on any
 * error, or when an acknowledged answer is not stored.
 *   npm run bench:scale                  (needs a build: npm run build)
 *   npm run bench:scale -- --duration 5  (a quick look)
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { startTestPostgres } from '../server/test/postgres-server.ts';
import { startRedis } from '../server/test/redis.ts';
import { sessionStoreFile } from '../server/tutor/store.ts';
import { startBuiltServer } from './built-server.ts';
import { newLearnerQuestion } from './chat-questions.ts';

const { values: options } = parseArgs({ options: { duration: { type: 'string', default: '30' } } });
const duration = Number(options.duration);
const totalRate = 200;
const p99Budget = 200;

interface Run {
  p50: number;
  p99: number;
  errors: number;
  acknowledged: number;
}

/** autocannon at `rate` questions a second on one server, counting the answers acknowledged as saved. */
async function questions(base: string, rate: number): Promise<Run> {
  let acknowledged = 0;
  const result = await autocannon({
    url: `${base}/api/chat`,
    method: 'POST',
    overallRate: rate,
    connections: 20,
    // A number of requests, not a duration: autocannon then waits for every answer, where at the end
    // of a duration it would drop the ones in flight, which the server still stores.
    amount: rate * duration,
    timeout: 10,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request: autocannon.Request) => ({ ...request, body: newLearnerQuestion() }),
        onResponse: (status: number, body: string) => {
          if (status === 200 && (JSON.parse(body) as { saved?: false }).saved !== false) acknowledged += 1;
        },
      },
    ],
  });
  return { p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx, acknowledged };
}

/** An untimed warm-up: a server that has just started is still compiling its hot paths. */
async function warmUp(base: string): Promise<void> {
  await autocannon({
    url: `${base}/api/chat`,
    method: 'POST',
    amount: 300,
    connections: 10,
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, body: newLearnerQuestion() }) }],
  });
}

const rows: string[][] = [];
let failed = false;

/** One line of the table. Two runs at once: p50 and p99 are the worse of the two (autocannon gives no merged histogram). */
function report(name: string, runs: Run[], rowsWritten: number) {
  const p50 = Math.max(...runs.map((run) => run.p50));
  const p99 = Math.max(...runs.map((run) => run.p99));
  const errors = runs.reduce((sum, run) => sum + run.errors, 0);
  const acknowledged = runs.reduce((sum, run) => sum + run.acknowledged, 0);
  const lost = Math.max(0, acknowledged - rowsWritten);
  const ok = p99 <= p99Budget && errors === 0 && rowsWritten === acknowledged;
  failed ||= !ok;
  rows.push([
    name,
    String(p50),
    `${p99} (≤ ${p99Budget})`,
    `${errors} (= 0)`,
    String(acknowledged),
    String(rowsWritten),
    `${lost} (= 0)`,
    ok ? 'ok' : 'FAILED',
  ]);
}

console.log(`Built-in tutor answers at ${totalRate} questions/s in all for ${duration} s, every request a new learner, rate limit lifted. Latency in ms.`);

// Two servers, one PostgreSQL, one Redis.
const postgres = await startTestPostgres({ durable: true });
const redis = await startRedis();
try {
  const url = await postgres.createDatabase();
  const env = { DATABASE_URL: url, REDIS_URL: redis.url, CHAT_RATE_LIMIT: '100000' };
  const servers = await Promise.all([startBuiltServer(env), startBuiltServer(env)]);
  const database = new pg.Client({ connectionString: url });
  await database.connect();
  try {
    await Promise.all(servers.map((server) => warmUp(server.base)));
    const answersStored = async () => Number((await database.query<{ count: string }>(`SELECT count(*) FROM messages WHERE role = 'ai'`)).rows[0].count);
    const before = await answersStored();
    const runs = await Promise.all(servers.map((server) => questions(server.base, totalRate / servers.length)));
    report('2 servers, PostgreSQL + Redis', runs, (await answersStored()) - before);
  } finally {
    await database.end();
    for (const server of servers) server.stop();
    await Promise.all(servers.map((server) => server.exited));
  }
} finally {
  await redis.close();
  await postgres.destroy();
}

// The baseline: one server on its SQLite file, the same load.
const single = await startBuiltServer({ CHAT_RATE_LIMIT: '100000' });
let sqliteRun: Run;
let sqliteBefore: number;
const sqliteAnswers = () => {
  const file = new Database(sessionStoreFile(single.dataDir), { readonly: true });
  try {
    return (file.prepare(`SELECT count(*) AS count FROM messages WHERE role = 'ai'`).get() as { count: number }).count;
  } finally {
    file.close();
  }
};
try {
  await warmUp(single.base);
  sqliteBefore = sqliteAnswers();
  sqliteRun = await questions(single.base, totalRate);
} finally {
  single.stop();
  await single.exited;
}
report('1 server, SQLite', [sqliteRun], sqliteAnswers() - sqliteBefore);

const header = ['setup', 'p50', 'p99', 'errors', 'acknowledged', 'rows', 'lost', ''];
const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
for (const row of [header, widths.map((width) => '-'.repeat(width)), ...rows])
  console.log(
    row
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd(),
  );
process.exit(failed ? 1 : 0);
