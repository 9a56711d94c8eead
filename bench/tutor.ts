/**
 * The tutor, measured on bench/tutor-questions.json and bench/tutor-questions-held-out.json: retrieval (hit@1, hit@3 and MRR by lecture and
 * overall, tuning and held-out apart), out-of-scope accuracy, the built-in answers' key-fact recall by intent (does the answer's
 * text state what a learner asking this needs?), and latency (p50/p95 over questions, in process).
 * Exits non-zero when a target is missed, so CI can run it.
 *   npm run bench:tutor [-- --misses] [-- --no-cache]
 * --misses lists the tuning questions' misses only: the held-out ones are counted, so that tuning never reads them.
 * Compiling the lectures takes a while, so the sections are cached under node_modules/.cache, keyed
 * by a hash of the lectures and of the code that turns them into sections.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildLectures } from '../content/pipeline/build-lectures.ts';
import { sectionsOf } from '../content/pipeline/section-documents.ts';
import type { SectionDocument } from '../shared/section-index.ts';
import { composeAnswer } from '../server/tutor/compose.ts';
import { questionIntents, type QuestionIntent } from '../server/tutor/intent.ts';
import { createKnowledge, type KnowledgeRetriever } from '../server/tutor/knowledge.ts';
import { debianSklearnDocDir, readSklearnDocs, type SklearnCorpus } from '../server/tutor/sources/sklearn-docs.ts';

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
  /** A question on scikit-learn, answered from its documentation. */
  source?: 'sklearn';
  kind?: string;
  /** For a scikit-learn question, or one outside the lectures that the scikit-learn docs cover: the doc pages that answer it. */
  pages?: string[];
  /** Out of the lectures' scope, but answered by this source when it is indexed. */
  coveredBy?: 'sklearn';
}

/** The issues' targets; the run fails if any is missed. */
const targets = { hit3: 0.95, outOfScope: 0.9, p95Ms: 20, factRecall: 0.85, factRecallPerIntent: 0.75, sklearnPage3: 0.9, sklearnFacts: 0.85 };

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

/** The scikit-learn documentation's sections (docs installed, or SKLEARN_DOC_DIR), cached like the lectures'; undefined without the docs. */
function loadSklearn(): SklearnCorpus | undefined {
  const docDir = process.env.SKLEARN_DOC_DIR?.trim() || debianSklearnDocDir;
  if (!existsSync(docDir)) return undefined;
  const hash = createHash('sha256')
    .update(docDir)
    .update(readFileSync(join(root, 'server/tutor/sources/sklearn-docs.ts')))
    .digest('hex')
    .slice(0, 16);
  const cacheFile = join(root, 'node_modules', '.cache', 'ml-classes', `sklearn-sections-${hash}.json`);
  if (!process.argv.includes('--no-cache') && existsSync(cacheFile)) return JSON.parse(readFileSync(cacheFile, 'utf8')) as SklearnCorpus;
  const corpus = readSklearnDocs(docDir);
  mkdirSync(dirname(cacheFile), { recursive: true });
  writeFileSync(cacheFile, JSON.stringify(corpus));
  return corpus;
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
const sklearn = loadSklearn();
if (!sklearn)
  console.log(
    `No scikit-learn documentation in ${process.env.SKLEARN_DOC_DIR?.trim() || debianSklearnDocDir}: measuring the lectures only (apt-get install python-sklearn-doc)`,
  );
const byId = new Map(questions.map((question) => [question.id, question]));

// A question whose accepted anchors are none of the sections can never be answered: the entry is wrong.
const urls = new Set(sections.map((section) => section.url));
const lectureQuestions = questions.filter((item) => !item.outOfScope && !item.source);
const sklearnQuestions = questions.filter((item) => item.source === 'sklearn' || item.coveredBy === 'sklearn');
const unanswerable = lectureQuestions.filter((item) => ![item.anchor, ...(item.alsoAccept ?? [])].some((anchor) => urls.has(`${item.route}#${anchor}`)));
for (const item of unanswerable) console.log(`${item.id}: no section ${item.route}#${item.anchor} (nor any of alsoAccept); fix the entry`);
if (sklearn) {
  const pages = new Set(sklearn.documents.map((document) => document.url.slice(sklearn.baseUrl.length).split('#')[0]));
  for (const item of sklearnQuestions)
    for (const page of item.pages ?? []) if (!pages.has(page)) console.log(`${item.id}: no scikit-learn page ${page}; fix the entry`);
}

const queryOf = (item: BenchQuestion) => ({
  question: item.question,
  page: item.page,
  previousQuestion: item.followUpTo ? byId.get(item.followUpTo)?.question : undefined,
});

// Key facts: does the answer's own text (not the titles of the sections it cites) state them?
// Text and phrasings are compared without case, spacing, `$`, braces or LaTeX font wrappers, so
// "exactly $0$" matches "exactly 0" and "\\mathbf{w}" matches "w".
const comparable = (text: string) => text.toLowerCase().replace(/\\(?:mathbf|boldsymbol|mathrm|text|left|right|[,;:!])|[\s${}]/g, '');
/** An answer without its source list and the bold section titles that introduce its quotes. */
const answerText = (output: string) => output.split('**Sources**')[0].replace(/\*\*[^*\n]+\*\* \[\d+\]/g, ' ');
const missingFacts = (facts: string[][], output: string) => {
  const text = comparable(answerText(output));
  return facts.filter((phrasings) => !phrasings.some((phrasing) => text.includes(comparable(phrasing))));
};

interface Row {
  lecture: string;
  heldOut: boolean;
  rank: number | null;
}
interface FactRow {
  intent: QuestionIntent;
  heldOut: boolean;
  found: number;
  total: number;
}
interface SklearnRow {
  kind: string;
  /** The rank of the first source on one of its pages, when among the first three. */
  rank: number | null;
  found: number;
  total: number;
}

/** Everything the bench measures, for one set of knowledge sources. */
async function evaluate(retrieve: KnowledgeRetriever, withSklearn: boolean) {
  const rows: Row[] = [];
  const factRows: FactRow[] = [];
  const sklearnRows: SklearnRow[] = [];
  const misses: string[] = [];
  /** Misses on held-out questions are counted, not printed: reading them while tuning would make them tuning questions. */
  let heldOutMisses = 0;
  let outOfScopeRight = 0;
  let outOfScopeTotal = 0;
  for (const item of questions) {
    const query = queryOf(item);
    const result = await retrieve(query);
    const answer = composeAnswer({ question: query.question, previousQuestion: query.previousQuestion, ...result });
    if (item.source === 'sklearn' || (item.coveredBy === 'sklearn' && withSklearn)) {
      const pages = (item.pages ?? []).map((page) => `${sklearn?.baseUrl}${page}`);
      const index = answer.sources.findIndex((source) => pages.some((page) => source.url === page || source.url.startsWith(`${page}#`)));
      const rank = result.covered && index >= 0 && index < 3 ? index + 1 : null;
      const missing = item.facts ? missingFacts(item.facts, answer.output) : [];
      sklearnRows.push({ kind: item.kind ?? 'outside the lectures', rank, found: (item.facts?.length ?? 0) - missing.length, total: item.facts?.length ?? 0 });
      if (rank === null || missing.length > 0)
        misses.push(
          `${item.id} scikit-learn ${rank === null ? `page not in the top 3 (got ${answer.sources[0]?.url ?? 'nothing'})` : ''} ${missing.length ? `lacks ${missing.map((phrasings) => phrasings[0]).join(', ')}` : ''}: "${item.question}"`,
        );
      continue;
    }
    if (item.outOfScope) {
      outOfScopeTotal++;
      if (!result.covered) outOfScopeRight++;
      else misses.push(`${item.id} OOS answered: "${item.question}" -> ${answer.sources[0]?.url}`);
      continue;
    }
    const accepted = new Set([item.anchor, ...(item.alsoAccept ?? [])].map((anchor) => `${item.route}#${anchor}`));
    // An authored answer that the tutor quotes is its first source, ahead of the ranked sections.
    const cited = [...(result.authored ? [result.authored] : []), ...result.sections];
    // Answered from another source, the lecture's sections follow its own in the answer's sources.
    const index =
      result.answeredFrom === 'lectures'
        ? cited.findIndex((hit) => accepted.has(hit.section.url))
        : answer.sources.findIndex((source) => accepted.has(source.url));
    const rank = result.covered && index >= 0 ? index + 1 : null;
    if (rank !== 1 && item.heldOut) heldOutMisses++;
    else if (rank !== 1) {
      const outcome = rank === null ? (result.covered ? `miss (answered from ${result.answeredFrom})` : 'said not covered') : `rank ${rank}`;
      misses.push(`${item.id} ${outcome}: "${item.question}" want ${item.route}#${item.anchor}, got ${result.sections[0]?.section.url ?? 'nothing'}`);
    }
    rows.push({ lecture: item.route!.slice(1), heldOut: item.heldOut, rank });
    if (item.facts && item.intent) {
      const missing = missingFacts(item.facts, answer.output);
      factRows.push({ intent: item.intent, heldOut: item.heldOut, found: item.facts.length - missing.length, total: item.facts.length });
      if (missing.length > 0 && item.heldOut) heldOutMisses++;
      else if (missing.length > 0)
        misses.push(
          `${item.id} [${item.intent}, read as ${result.intent.intent}] "${item.question}" lacks ${missing.map((phrasings) => phrasings[0]).join(', ')}`,
        );
    }
  }
  return { rows, factRows, sklearnRows, misses, heldOutMisses, outOfScopeRight, outOfScopeTotal };
}

/**
 * Latency of the whole built-in answer (retrieve, then compose): each question's median over a few
 * rounds, so that another process taking the CPU for a moment (the machine runs builds and browsers
 * too) is not mistaken for a slow answer. The first round is untimed: it pays for JIT compilation,
 * which a running server has paid long before.
 */
async function latencies(retrieve: KnowledgeRetriever): Promise<number[]> {
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
  return timings.map(median).sort((a, b) => a - b);
}

const lecturesOnly = createKnowledge({ lectures: sections });
const indexStarted = performance.now();
const everySource = sklearn ? createKnowledge({ lectures: sections, sklearn: sklearn.documents }) : lecturesOnly;
const indexMs = performance.now() - indexStarted;
const before = await evaluate(lecturesOnly, false);
const after = sklearn ? await evaluate(everySource, true) : before;
const timesBefore = await latencies(lecturesOnly);
const times = sklearn ? await latencies(everySource) : timesBefore;

const summarise = (subset: Row[]) => ({
  n: subset.length,
  hit1: subset.filter((row) => row.rank === 1).length / subset.length,
  hit3: subset.filter((row) => row.rank !== null && row.rank <= 3).length / subset.length,
  mrr: subset.reduce((sum, row) => sum + (row.rank ? 1 / row.rank : 0), 0) / subset.length,
});
const fixed = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '–');
const cells = (values: (string | number)[], widths: number[]) => values.map((value, i) => String(value)[i === 0 ? 'padEnd' : 'padStart'](widths[i])).join(' ');

if (process.argv.includes('--misses')) {
  for (const miss of after.misses) console.log(miss);
  console.log(`(and ${after.heldOutMisses} misses on held-out questions, not shown)\n`);
}
console.log(sklearn ? 'Before: the lectures only. After: the lectures and the scikit-learn documentation.\n' : '');
const lectureWidths = [26, 4, 13, 13, 13];
console.log(cells(['lecture questions', 'n', 'hit@1 b→a', 'hit@3 b→a', 'MRR b→a'], lectureWidths));
const lectureRow = (name: string, filter: (row: Row) => boolean) => {
  const [b, a] = [summarise(before.rows.filter(filter)), summarise(after.rows.filter(filter))];
  console.log(cells([name, a.n, `${fixed(b.hit1)}→${fixed(a.hit1)}`, `${fixed(b.hit3)}→${fixed(a.hit3)}`, `${fixed(b.mrr)}→${fixed(a.mrr)}`], lectureWidths));
};
for (const lecture of [...new Set(after.rows.map((row) => row.lecture))]) lectureRow(lecture, (row) => row.lecture === lecture);
lectureRow('tuning questions', (row) => !row.heldOut);
lectureRow('held-out questions', (row) => row.heldOut);
lectureRow('overall', () => true);
const overall = summarise(after.rows);

/** Found facts over asked facts; NaN (printed "–") when none was asked: the questions outside the lectures list pages, not facts. */
const recallOf = (subset: { found: number; total: number }[]) => {
  const total = subset.reduce((sum, row) => sum + row.total, 0);
  return total > 0 ? subset.reduce((sum, row) => sum + row.found, 0) / total : Number.NaN;
};
console.log('');
const recallWidths = [26, 4, 7, 7, 9, 6];
console.log(cells(['key-fact recall by intent', 'n', 'facts', 'tuning', 'held-out', 'all'], recallWidths));
const recallRow = (name: string, subset: FactRow[]) => {
  const recall = recallOf(subset);
  const facts = subset.reduce((sum, row) => sum + row.total, 0);
  console.log(
    cells(
      [name, subset.length, facts, fixed(recallOf(subset.filter((row) => !row.heldOut))), fixed(recallOf(subset.filter((row) => row.heldOut))), fixed(recall)],
      recallWidths,
    ),
  );
  return recall;
};
const intentRecalls = questionIntents.map((intent) => {
  const subset = after.factRows.filter((row) => row.intent === intent);
  return { intent, n: subset.length, recall: recallRow(intent, subset) };
});
const overallRecall = recallRow('overall', after.factRows);

const sklearnSummary = (subset: SklearnRow[]) => ({
  n: subset.length,
  page3: subset.filter((row) => row.rank !== null).length / subset.length,
  facts: recallOf(subset),
});
console.log('');
const sklearnWidths = [26, 4, 13, 13];
console.log(cells(['scikit-learn questions', 'n', 'page@3 b→a', 'facts b→a'], sklearnWidths));
const sklearnRow = (name: string, filter: (row: SklearnRow) => boolean) => {
  const [b, a] = [sklearnSummary(before.sklearnRows.filter(filter)), sklearnSummary(after.sklearnRows.filter(filter))];
  console.log(cells([name, a.n, `${fixed(b.page3)}→${fixed(a.page3)}`, `${fixed(b.facts)}→${fixed(a.facts)}`], sklearnWidths));
  return a;
};
for (const kind of [...new Set(after.sklearnRows.map((row) => row.kind))]) sklearnRow(kind, (row) => row.kind === kind);
const askedOfSklearn = sklearnRow('overall (asked of sklearn)', (row) => row.kind !== 'outside the lectures');

const percentile = (values: number[], p: number) => values[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
const outOfScopeAccuracy = after.outOfScopeRight / after.outOfScopeTotal;
console.log('');
console.log(
  `out of scope said "not covered": before ${before.outOfScopeRight}/${before.outOfScopeTotal}, after ${after.outOfScopeRight}/${after.outOfScopeTotal}`,
);
console.log(
  `built-in answer p50/p95: before ${percentile(timesBefore, 50).toFixed(1)}/${percentile(timesBefore, 95).toFixed(1)} ms, after ${percentile(times, 50).toFixed(1)}/${percentile(times, 95).toFixed(1)} ms`,
);
if (sklearn) console.log(`indexing every source at start: ${Math.round(indexMs)} ms (${sklearn.documents.length} scikit-learn sections)`);
const checks = [
  { figure: `hit@3 overall: ${overall.hit3.toFixed(3)}`, target: `>= ${targets.hit3.toFixed(2)}`, met: overall.hit3 >= targets.hit3 },
  {
    figure: `bench entries with an anchor that exists: ${lectureQuestions.length - unanswerable.length}/${lectureQuestions.length}`,
    target: 'all',
    met: unanswerable.length === 0,
  },
  {
    figure: `out of scope said "not covered": ${after.outOfScopeRight}/${after.outOfScopeTotal} = ${outOfScopeAccuracy.toFixed(3)}`,
    target: `>= ${targets.outOfScope.toFixed(2)}`,
    met: outOfScopeAccuracy >= targets.outOfScope,
  },
  ...(sklearn
    ? [
        {
          figure: `scikit-learn questions with a right page in the top 3: ${askedOfSklearn.page3.toFixed(3)} over ${askedOfSklearn.n}`,
          target: `>= ${targets.sklearnPage3.toFixed(2)}`,
          met: askedOfSklearn.n >= 40 && askedOfSklearn.page3 >= targets.sklearnPage3,
        },
        {
          figure: `scikit-learn answers stating the asked fact: ${askedOfSklearn.facts.toFixed(3)}`,
          target: `>= ${targets.sklearnFacts.toFixed(2)}`,
          met: askedOfSklearn.facts >= targets.sklearnFacts,
        },
      ]
    : []),
  {
    figure: `key-fact recall of built-in answers: ${overallRecall.toFixed(3)} over ${after.factRows.length} questions`,
    target: `>= ${targets.factRecall.toFixed(2)}`,
    met: after.factRows.length > 0 && overallRecall >= targets.factRecall,
  },
  ...intentRecalls.map(({ intent, n, recall }) => ({
    figure: `key-fact recall, ${intent}: ${recall.toFixed(3)} over ${n} questions`,
    target: `>= ${targets.factRecallPerIntent.toFixed(2)}`,
    met: n > 0 && recall >= targets.factRecallPerIntent,
  })),
  {
    figure: `built-in answer (retrieve + compose) in process, every source indexed: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
    target: `p95 <= ${targets.p95Ms} ms`,
    met: percentile(times, 95) <= targets.p95Ms,
  },
];
console.log('');
for (const check of checks) console.log(`${check.met ? 'ok  ' : 'MISS'} ${check.figure}   (target ${check.target})`);
if (checks.some((check) => !check.met)) process.exitCode = 1;
