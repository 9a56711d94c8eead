/**
 * Load on the real server (build/server.js on loopback), with autocannon at a fixed rate: the
 * catalogue API and a lecture page at 1000 req/s, built-in chat answers at 100 req/s, each for
 * 30 s, three runs, the median printed against its budget; then questions past the rate limit,
 * which must be 429s with Retry-After, never a 5xx or a timeout. Exits 1 when a budget breaks.
 *   npm run bench:load               (needs a build: npm run build)
 *   npm run bench:load -- --duration 5 --runs 1   (a quick look)
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startBuiltServer } from './built-server.ts';
import { newLearnerQuestion } from './chat-questions.ts';

const { values: options } = parseArgs({ options: { duration: { type: 'string', default: '30' }, runs: { type: 'string', default: '3' } } });
const duration = Number(options.duration);
const runs = Number(options.runs);
interface Figures {
  rate: number;
  p50: number;
  p975: number;
  p99: number;
  errors: number;
  statuses: Record<string, number>;
}

async function measure(target: { url: string; rate: number; chat?: boolean }): Promise<Figures> {
  const result = await autocannon({
    url: target.url,
    overallRate: target.rate,
    connections: target.chat ? 20 : 50,
    duration,
    timeout: 10,
    // As a browser asks: the server sends its precompressed copies.
    headers: { 'accept-encoding': 'br, gzip' },
    ...(target.chat
      ? {
          method: 'POST' as const,
          headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
          requests: [
            {
              // Every request is a new learner with one of the questions, so answers are computed, not cached.
              setupRequest: (request: autocannon.Request) => ({ ...request, body: newLearnerQuestion() }),
            },
          ],
        }
      : {}),
  });
  const statuses: Record<string, number> = {};
  for (const key of ['1xx', '2xx', '3xx', '4xx', '5xx'] as const) if (result[key]) statuses[key] = result[key];
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    statuses,
  };
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

const rows: string[][] = [];
let failed = false;

async function scenario(name: string, target: { url: string; rate: number; chat?: boolean }, p99Budget: number) {
  // An untimed warm-up first: a server that has just started is still compiling its hot paths.
  await autocannon({ url: target.url, amount: 500, connections: 10 });
  const all: Figures[] = [];
  for (let run = 0; run < runs; run++) all.push(await measure(target));
  const figures = {
    rate: median(all.map((f) => f.rate)),
    p50: median(all.map((f) => f.p50)),
    p975: median(all.map((f) => f.p975)),
    p99: median(all.map((f) => f.p99)),
  };
  const errors = Math.max(...all.map((f) => f.errors));
  const ok = figures.p99 <= p99Budget && errors === 0;
  failed ||= !ok;
  rows.push([
    name,
    `${figures.rate.toFixed(0)}`,
    `${figures.p50}`,
    `${figures.p975}`,
    `${figures.p99} (≤ ${p99Budget})`,
    `${errors} (= 0)`,
    ok ? 'ok' : 'OVER BUDGET',
  ]);
}

console.log(`Load on build/server.js, loopback, ${duration} s per run, median of ${runs} run(s). Latency in ms.`);
const open = await startBuiltServer({ CHAT_RATE_LIMIT: '100000' });
try {
  await scenario('GET /api/classes @ 1000/s', { url: `${open.base}/api/classes`, rate: 1000 }, 50);
  await scenario('GET /clustering (HTML) @ 1000/s', { url: `${open.base}/clustering`, rate: 1000 }, 50);
  await scenario('POST /api/chat built-in @ 100/s', { url: `${open.base}/api/chat`, rate: 100, chat: true }, 200);
} finally {
  open.stop();
}

// Past the rate limit: the default 20 questions a minute from one address, asked 100 times a second.
const limited = await startBuiltServer({});
let limitLine: string;
try {
  const figures = await measure({ url: `${limited.base}/api/chat`, rate: 100, chat: true });
  const probe = await fetch(`${limited.base}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'sendMessage', sessionId: crypto.randomUUID(), chatInput: 'what is pca' }),
  });
  const retryAfter = probe.headers.get('retry-after');
  const fiveHundreds = figures.statuses['5xx'] ?? 0;
  const ok = fiveHundreds === 0 && probe.status === 429 && retryAfter !== null && (figures.statuses['2xx'] ?? 0) <= 20;
  failed ||= !ok;
  limitLine = `Past the rate limit (20/min) @ 100/s: ${JSON.stringify(figures.statuses)}, p99 ${figures.p99} ms, 5xx ${fiveHundreds}, a later question: ${probe.status} with Retry-After ${retryAfter} s: ${ok ? 'ok' : 'FAILED'}`;
} finally {
  limited.stop();
}

const header = ['scenario', 'req/s', 'p50', 'p97.5', 'p99', 'errors', ''];
const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
for (const row of [header, widths.map((width) => '-'.repeat(width)), ...rows]) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '));
console.log(limitLine);
process.exit(failed ? 1 : 0);
