/**
 * The tutor's retrieval, measured on bench/tutor-questions.json: hit@1, hit@3 and MRR by lecture
 * and overall, out-of-scope accuracy, and latency (p50/p95, in process).
 *   npm run bench:tutor
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildLectures } from '../content/pipeline/build-lectures.ts';
import { buildSectionIndex, sectionsOf } from '../server/tutor/section-index.ts';
import { createRetriever } from '../server/tutor/retrieve.ts';

interface BenchQuestion {
  id: string;
  question: string;
  route: string | null;
  anchor: string | null;
  alsoAccept?: string[];
  page?: string;
  followUpTo?: string;
  outOfScope?: boolean;
}

const { questions } = JSON.parse(readFileSync(join(import.meta.dirname, 'tutor-questions.json'), 'utf8')) as { questions: BenchQuestion[] };
const lectures = await buildLectures();
const sections = sectionsOf(lectures.values());
const retrieve = createRetriever(await buildSectionIndex(sections), sections);
const byId = new Map(questions.map((question) => [question.id, question]));

interface Row {
  lecture: string;
  rank: number | null;
}
const rows: Row[] = [];
const latencies: number[] = [];
let outOfScopeRight = 0;
let outOfScopeTotal = 0;
const misses: string[] = [];

for (const item of questions) {
  const previousQuestion = item.followUpTo ? byId.get(item.followUpTo)?.question : undefined;
  const started = performance.now();
  const result = await retrieve({ question: item.question, page: item.page, previousQuestion });
  latencies.push(performance.now() - started);
  if (item.outOfScope) {
    outOfScopeTotal++;
    if (!result.covered) outOfScopeRight++;
    else misses.push(`OOS answered: "${item.question}" -> ${result.sections[0]?.section.url}`);
    continue;
  }
  const accepted = new Set([item.anchor, ...(item.alsoAccept ?? [])].map((anchor) => `${item.route}#${anchor}`));
  const index = result.sections.findIndex((hit) => accepted.has(hit.section.url));
  const rank = result.covered && index >= 0 ? index + 1 : null;
  if (rank !== 1) misses.push(`${rank === null ? (result.covered ? 'miss' : 'said not covered') : `rank ${rank}`}: "${item.question}" want ${item.route}#${item.anchor}, got ${result.sections[0]?.section.url ?? 'nothing'}`);
  rows.push({ lecture: item.route!.slice(1), rank });
}

const summarise = (subset: Row[]) => ({
  n: subset.length,
  hit1: subset.filter((row) => row.rank === 1).length / subset.length,
  hit3: subset.filter((row) => row.rank !== null && row.rank <= 3).length / subset.length,
  mrr: subset.reduce((sum, row) => sum + (row.rank ? 1 / row.rank : 0), 0) / subset.length,
});
const format = (name: string, s: ReturnType<typeof summarise>) =>
  `${name.padEnd(26)} ${String(s.n).padStart(4)} ${s.hit1.toFixed(2).padStart(7)} ${s.hit3.toFixed(2).padStart(7)} ${s.mrr.toFixed(2).padStart(6)}`;

if (process.argv.includes('--misses')) for (const miss of misses) console.log(miss);
console.log(`${'lecture'.padEnd(26)} ${'n'.padStart(4)} ${'hit@1'.padStart(7)} ${'hit@3'.padStart(7)} ${'MRR'.padStart(6)}`);
for (const lecture of [...new Set(rows.map((row) => row.lecture))]) console.log(format(lecture, summarise(rows.filter((row) => row.lecture === lecture))));
const overall = summarise(rows);
console.log(format('overall', overall));
latencies.sort((a, b) => a - b);
const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
console.log(`out of scope: ${outOfScopeRight}/${outOfScopeTotal} = ${(outOfScopeRight / outOfScopeTotal).toFixed(2)} said "not covered"   (target >= 0.90)`);
console.log(`retrieval latency in process: p50 ${percentile(50).toFixed(1)} ms, p95 ${percentile(95).toFixed(1)} ms   (target p95 <= 20 ms for the whole answer)`);
console.log(`hit@3 ${overall.hit3.toFixed(2)} (target >= 0.95)`);
