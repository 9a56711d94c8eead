/**
 * The tutor, measured on bench/tutor-questions.json and bench/tutor-questions-held-out.json: retrieval (hit@1, hit@3 and MRR by lecture and
 * overall), out-of-scope accuracy, the built-in answers' key-fact recall by intent (does the answer's
 * text state what a learner asking this needs?), and latency (p50/p95 over questions, in process).
 * Exits non-zero when a target is missed, so CI can run it.
 *   npm run bench:tutor [-- --misses] [-- --no-cache]
 * Compiling the lectures takes a while, so the sections are cached under node_modules/.cache, keyed
 * by a hash of the lectures and of the code that turns them into sections.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildLectures } from '../content/pipeline/build-lectures.ts';
import { sectionsOf } from '../content/pipeline/section-documents.ts';
import type { SectionDocument } from '../shared/section-index.ts';
import { composeAnswer } from '../server/tutor/compose.ts';
import { questionIntents, type QuestionIntent } from '../server/tutor/intent.ts';
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
  /** What the question asks for, as a learner means it (the bench's label, not the tutor's guess). */
  intent?: QuestionIntent;
  /** Facts the answer must state; each fact is a list of acceptable phrasings. */
  facts?: string[][];
  /** The lecture did not state the fact when the question was written. */
  lectureLacks?: boolean;
}

/** The issues' targets; the run fails if any is missed. */
const targets = { hit3: 0.95, outOfScope: 0.9, p95Ms: 20, factRecall: 0.85, factRecallPerIntent: 0.75 };

const root = join(import.meta.dirname, '..');

/** A hash of everything the sections are computed from: the lectures, the pipeline, the section builder. */
function sectionSourceHash(): string {
  const hash = createHash('sha256');
  const folders = ['content/lectures', 'content/pipeline'];
  const files = [
    ...folders.flatMap((folder) =>
      readdirSync(join(root, folder))
        .filter((file) => /\.(mdx|tsx?)$/.test(file))
        .map((file) => `${folder}/${file}`),
    ),
    'content/lectures.ts',
    'content/macros.ts',
    'shared/section-index.ts',
  ].sort();
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(root, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}

async function loadSections(): Promise<SectionDocument[]> {
  const cacheDir = join(root, 'node_modules', '.cache', 'ml-classes');
  const cacheFile = join(cacheDir, `tutor-sections-${sectionSourceHash()}.json`);
  if (!process.argv.includes('--no-cache') && existsSync(cacheFile)) return JSON.parse(readFileSync(cacheFile, 'utf8')) as SectionDocument[];
  const sections = sectionsOf((await buildLectures()).values());
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(cacheFile, JSON.stringify(sections));
  return sections;
}

// The held-out questions were written after the lectures' authored answers, without running the
// tutor; the tutor was never tuned on them, so their recall is the honest one.
const readQuestions = (file: string, heldOut: boolean) =>
  (JSON.parse(readFileSync(join(import.meta.dirname, file), 'utf8')) as { questions: BenchQuestion[] }).questions.map((question) => ({ ...question, heldOut }));
const questions = [...readQuestions('tutor-questions.json', false), ...readQuestions('tutor-questions-held-out.json', true)];
const sections = await loadSections();
const retrieve = createRetriever(sections);
const byId = new Map(questions.map((question) => [question.id, question]));

// A question whose accepted anchors are none of the sections can never be answered: the entry is wrong.
const urls = new Set(sections.map((section) => section.url));
const unanswerable = questions.filter(
  (item) => !item.outOfScope && ![item.anchor, ...(item.alsoAccept ?? [])].some((anchor) => urls.has(`${item.route}#${anchor}`)),
);
for (const item of unanswerable) console.log(`${item.id}: no section ${item.route}#${item.anchor} (nor any of alsoAccept); fix the entry`);

interface Row {
  lecture: string;
  rank: number | null;
}
const rows: Row[] = [];
let outOfScopeRight = 0;
let outOfScopeTotal = 0;
const misses: string[] = [];

const queryOf = (item: BenchQuestion) => ({
  question: item.question,
  page: item.page,
  previousQuestion: item.followUpTo ? byId.get(item.followUpTo)?.question : undefined,
});

// Latency of the whole built-in answer (retrieve, then compose): each question's median over a few
// rounds, so that another process taking the CPU for a moment (the machine runs builds and browsers
// too) is not mistaken for a slow answer. The first round is untimed: it pays for JIT compilation,
// which a running server has paid long before.
const rounds = 5;
const timings = questions.map(() => [] as number[]);
for (let round = 0; round <= rounds; round++) {
  for (const [i, item] of questions.entries()) {
    const started = performance.now();
    const query = queryOf(item);
    const result = await retrieve(query);
    composeAnswer({ question: query.question, previousQuestion: query.previousQuestion, ...result });
    if (round > 0) timings[i].push(performance.now() - started);
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const latencies = timings.map(median);

for (const item of questions) {
  const result = await retrieve(queryOf(item));
  if (item.outOfScope) {
    outOfScopeTotal++;
    if (!result.covered) outOfScopeRight++;
    else misses.push(`${item.id} OOS answered: "${item.question}" -> ${result.sections[0]?.section.url}`);
    continue;
  }
  const accepted = new Set([item.anchor, ...(item.alsoAccept ?? [])].map((anchor) => `${item.route}#${anchor}`));
  // An authored answer that the tutor quotes is its first source, ahead of the ranked sections.
  const cited = [...(result.authored ? [result.authored] : []), ...result.sections];
  const index = cited.findIndex((hit) => accepted.has(hit.section.url));
  const rank = result.covered && index >= 0 ? index + 1 : null;
  if (rank !== 1) {
    const outcome = rank === null ? (result.covered ? 'miss' : 'said not covered') : `rank ${rank}`;
    misses.push(`${item.id} ${outcome}: "${item.question}" want ${item.route}#${item.anchor}, got ${result.sections[0]?.section.url ?? 'nothing'}`);
  }
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

// Key facts: does the answer's own text (not the titles of the sections it cites) state them?
// Text and phrasings are compared without case, spacing, `$`, braces or LaTeX font wrappers, so
// "exactly $0$" matches "exactly 0" and "\\mathbf{w}" matches "w".
const comparable = (text: string) => text.toLowerCase().replace(/\\(?:mathbf|boldsymbol|mathrm|text|left|right|[,;:!])|[\s${}]/g, '');
/** An answer without its source list and the bold section titles that introduce its quotes. */
const answerText = (output: string) => output.split('**Sources**')[0].replace(/\*\*[^*\n]+\*\* \[\d+\]/g, ' ');
interface FactRow {
  intent: QuestionIntent;
  heldOut: boolean;
  found: number;
  total: number;
}
const factRows: FactRow[] = [];
const factMisses: string[] = [];
for (const item of questions) {
  if (!item.facts || !item.intent) continue;
  const query = queryOf(item);
  const result = await retrieve(query);
  const text = comparable(answerText(composeAnswer({ question: query.question, previousQuestion: query.previousQuestion, ...result }).output));
  const missing = item.facts.filter((phrasings) => !phrasings.some((phrasing) => text.includes(comparable(phrasing))));
  factRows.push({ intent: item.intent, heldOut: item.heldOut, found: item.facts.length - missing.length, total: item.facts.length });
  if (missing.length > 0)
    factMisses.push(
      `${item.id} [${item.intent}, read as ${result.intent.intent}] "${item.question}" lacks ${missing.map((phrasings) => phrasings[0]).join(', ')}`,
    );
}

if (process.argv.includes('--misses')) for (const miss of [...misses, ...factMisses]) console.log(miss);
console.log(`${'lecture'.padEnd(26)} ${'n'.padStart(4)} ${'hit@1'.padStart(7)} ${'hit@3'.padStart(7)} ${'MRR'.padStart(6)}`);
for (const lecture of [...new Set(rows.map((row) => row.lecture))]) console.log(format(lecture, summarise(rows.filter((row) => row.lecture === lecture))));
const overall = summarise(rows);
console.log(format('overall', overall));

const recallOf = (subset: FactRow[]) =>
  subset.reduce((sum, row) => sum + row.found, 0) /
  Math.max(
    1,
    subset.reduce((sum, row) => sum + row.total, 0),
  );
console.log('');
console.log(
  `${'key-fact recall by intent'.padEnd(26)} ${'n'.padStart(4)} ${'facts'.padStart(7)} ${'tuning'.padStart(7)} ${'held-out'.padStart(9)} ${'all'.padStart(6)}`,
);
const recallRow = (name: string, subset: FactRow[]) => {
  const recall = recallOf(subset);
  const facts = subset.reduce((sum, row) => sum + row.total, 0);
  const tuning = recallOf(subset.filter((row) => !row.heldOut)).toFixed(2);
  const heldOut = recallOf(subset.filter((row) => row.heldOut)).toFixed(2);
  console.log(
    `${name.padEnd(26)} ${String(subset.length).padStart(4)} ${String(facts).padStart(7)} ${tuning.padStart(7)} ${heldOut.padStart(9)} ${recall.toFixed(2).padStart(6)}`,
  );
  return recall;
};
const intentRecalls = questionIntents.map((intent) => {
  const subset = factRows.filter((row) => row.intent === intent);
  return { intent, n: subset.length, recall: recallRow(intent, subset) };
});
const overallRecall = recallRow('overall', factRows);

latencies.sort((a, b) => a - b);
const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
const outOfScopeAccuracy = outOfScopeRight / outOfScopeTotal;
const checks = [
  { figure: `hit@3 overall: ${overall.hit3.toFixed(3)}`, target: `>= ${targets.hit3.toFixed(2)}`, met: overall.hit3 >= targets.hit3 },
  {
    figure: `bench entries with an anchor that exists: ${questions.length - unanswerable.length}/${questions.length}`,
    target: 'all',
    met: unanswerable.length === 0,
  },
  {
    figure: `out of scope said "not covered": ${outOfScopeRight}/${outOfScopeTotal} = ${outOfScopeAccuracy.toFixed(3)}`,
    target: `>= ${targets.outOfScope.toFixed(2)}`,
    met: outOfScopeAccuracy >= targets.outOfScope,
  },
  {
    figure: `key-fact recall of built-in answers: ${overallRecall.toFixed(3)} over ${factRows.length} questions`,
    target: `>= ${targets.factRecall.toFixed(2)}`,
    met: factRows.length > 0 && overallRecall >= targets.factRecall,
  },
  ...intentRecalls.map(({ intent, n, recall }) => ({
    figure: `key-fact recall, ${intent}: ${recall.toFixed(3)} over ${n} questions`,
    target: `>= ${targets.factRecallPerIntent.toFixed(2)}`,
    met: n > 0 && recall >= targets.factRecallPerIntent,
  })),
  {
    figure: `built-in answer (retrieve + compose) in process: p50 ${percentile(50).toFixed(1)} ms, p95 ${percentile(95).toFixed(1)} ms`,
    target: `p95 <= ${targets.p95Ms} ms`,
    met: percentile(95) <= targets.p95Ms,
  },
];
console.log('');
for (const check of checks) console.log(`${check.met ? 'ok  ' : 'MISS'} ${check.figure}   (target ${check.target})`);
if (checks.some((check) => !check.met)) process.exitCode = 1;
