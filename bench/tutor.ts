/**
 * The tutor, measured (bench/tutor-evaluation.ts says how): retrieval (hit@1, hit@3, MRR by
 * lecture and by question set), key-fact recall of the built-in answers by intent, out-of-scope
 * accuracy, the scikit-learn questions, and latency (p50/p95 in process, every source indexed).
 *   npm run bench:tutor [-- --misses] [-- --policy units.accept=0.55 ...]
 *
 * The question sets: bench/tutor-questions.json (tuning), bench/tutor-questions-held-out.json
 * (held out when it was written, kept in the repository), and, when TUTOR_HELD_OUT_FILE names it,
 * a held-out set kept outside the repository and never shown to anyone tuning the tutor: the one
 * whose key-fact recall decides whether the tutor is good enough. --misses lists the tuning
 * questions' misses only. --policy sets a value of the tutor's policy (server/tutor/policy.ts) for
 * this run, so a value can be swept without editing code. Exits 1 when a target is missed.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createHash } from 'node:crypto';
import { tutorUnitsFile } from '../content/pipeline/tutor-units.ts';
import { lectureSectionsForTests } from '../server/test/lecture-sections.ts';
import { defaultTutorPolicy, type TutorPolicy } from '../server/tutor/policy.ts';
import { debianSklearnDocDir, readSklearnDocs, type SklearnCorpus } from '../server/tutor/sources/sklearn-docs.ts';
import {
  askAll,
  benchIntents,
  createBenchTutor,
  factRecallOf,
  outOfScopeOf,
  readBenchQuestions,
  retrievalOf,
  type BenchQuestion,
  type Outcome,
  type QuestionSet,
} from './tutor-evaluation.ts';

/** The issues' targets; the run fails if any is missed. */
export const tutorTargets = {
  /** hit@3 on the tuning questions. */
  hit3: 0.95,
  /** hit@3 on the held-out questions may not fall below this (issue 16's decision). */
  heldOutHit3Floor: 0.75,
  outOfScope: 0.9,
  p95Ms: 20,
  /** Key-fact recall on the held-out set kept outside the repository (or, without it, on the others). */
  factRecall: 0.85,
  factRecallPerIntent: 0.75,
  sklearnPage3: 0.9,
};

const root = join(import.meta.dirname, '..');

/** The scikit-learn documentation's sections (docs installed, or SKLEARN_DOC_DIR), cached; undefined without the docs. */
function loadSklearn(): SklearnCorpus | undefined {
  const docDir = process.env.SKLEARN_DOC_DIR?.trim() || debianSklearnDocDir;
  if (!existsSync(docDir)) return undefined;
  const hash = createHash('sha256')
    .update(docDir)
    .update(readFileSync(join(root, 'server/tutor/sources/sklearn-docs.ts')))
    .digest('hex')
    .slice(0, 16);
  const cacheFile = join(root, 'node_modules', '.cache', 'ml-classes', `sklearn-sections-${hash}.json`);
  if (existsSync(cacheFile)) return JSON.parse(readFileSync(cacheFile, 'utf8')) as SklearnCorpus;
  const corpus = readSklearnDocs(docDir);
  mkdirSync(dirname(cacheFile), { recursive: true });
  writeFileSync(cacheFile, JSON.stringify(corpus));
  return corpus;
}

/** The default policy with the values `--policy path=value` sets (a path of any depth: sections.fields.heading.weight). */
function policyFromArguments(): TutorPolicy {
  const policy = structuredClone(defaultTutorPolicy);
  process.argv.forEach((argument, i) => {
    if (argument !== '--policy') return;
    const [path, value] = (process.argv[i + 1] ?? '').split('=');
    const keys = path.split('.');
    const holder = keys.slice(0, -1).reduce<unknown>((object, key) => (object as Record<string, unknown> | undefined)?.[key], policy) as
      Record<string, unknown> | undefined;
    const key = keys.at(-1)!;
    if (typeof holder?.[key] !== 'number' || !Number.isFinite(Number(value))) throw new Error(`--policy ${path}=${value}: not a number of the policy`);
    console.log(`policy: ${path} = ${value} (default ${String(holder[key])})`);
    holder[key] = Number(value);
  });
  return policy;
}

const questions: BenchQuestion[] = [
  ...readBenchQuestions(join(import.meta.dirname, 'tutor-questions.json'), 'tuning'),
  ...readBenchQuestions(join(import.meta.dirname, 'tutor-questions-held-out.json'), 'held-out'),
];
const outsideFile = process.env.TUTOR_HELD_OUT_FILE?.trim();
if (outsideFile)
  questions.push(
    ...readBenchQuestions(outsideFile, 'held-out, outside the repository').map((item) => ({
      ...item,
      id: `outside:${item.id}`,
      followUpTo: item.followUpTo && `outside:${item.followUpTo}`,
    })),
  );
else
  console.log(
    'No TUTOR_HELD_OUT_FILE: the held-out set kept outside the repository is not measured; key-fact targets are read on the sets in the repository.\n',
  );

const sections = await lectureSectionsForTests();
const units = tutorUnitsFile();
const sklearn = loadSklearn();
if (!sklearn) console.log(`No scikit-learn documentation in ${debianSklearnDocDir}: measuring the lectures only (apt-get install python-sklearn-doc)\n`);
const policy = policyFromArguments();

// A question whose accepted anchors are none of the sections can never be answered: the entry is wrong.
const urls = new Set(sections.map((section) => section.url));
const lectureQuestions = questions.filter((item) => item.route && item.anchor && !item.outOfScope && !item.source);
const unanswerable = lectureQuestions.filter((item) => ![item.anchor, ...(item.alsoAccept ?? [])].some((anchor) => urls.has(`${item.route}#${anchor}`)));
for (const item of unanswerable) console.log(`${item.id}: no section ${item.route}#${item.anchor} (nor any of alsoAccept); fix the entry`);

const indexStarted = performance.now();
const tutor = createBenchTutor({ sections, units, sklearn: sklearn?.documents, policy });
const indexMs = performance.now() - indexStarted;
const outcomes = await askAll(tutor, questions);
const inSet = (set: QuestionSet) => outcomes.filter(({ item }) => item.set === set);
const lectureOutcomes = outcomes.filter(({ item }) => item.source !== 'sklearn');

/**
 * Latency of the whole built-in answer: each question's median over a few rounds, so that another
 * process taking the CPU for a moment is not mistaken for a slow answer. The first round is
 * untimed: it pays for JIT compilation, which a running server has paid long before.
 */
async function latencies(): Promise<number[]> {
  const rounds = 5;
  const timings = questions.map(() => [] as number[]);
  for (let round = 0; round <= rounds; round++) {
    for (const [i, item] of questions.entries()) {
      const started = performance.now();
      await tutor({ question: item.question, page: item.page });
      if (round > 0) timings[i].push(performance.now() - started);
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return timings.map(median).sort((a, b) => a - b);
}
const times = await latencies();
const percentile = (values: number[], p: number) => values[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

const fixed = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '–');
const cells = (values: (string | number)[], widths: number[]) => values.map((value, i) => String(value)[i === 0 ? 'padEnd' : 'padStart'](widths[i])).join(' ');

if (process.argv.includes('--misses')) {
  for (const { item, answer, rank, missing } of inSet('tuning')) {
    if (item.source === 'sklearn') continue;
    const cited = answer.sources[0]?.url ?? 'nothing';
    if (item.outOfScope && answer.grounded) console.log(`${item.id} out of scope but answered from ${cited}: "${item.question}"`);
    else if (item.route && item.anchor && rank === null)
      console.log(`${item.id} ${answer.grounded ? 'miss' : 'said not covered'}: "${item.question}" want ${item.route}#${item.anchor}, got ${cited}`);
    if (missing.length > 0) console.log(`${item.id} [${item.intent}] "${item.question}" lacks ${missing.map((phrasings) => phrasings[0]).join(', ')}`);
  }
  const hidden = outcomes.filter(
    ({ item, rank, missing }) => item.set !== 'tuning' && ((item.route && item.anchor && rank === null) || missing.length > 0),
  ).length;
  console.log(`(and ${hidden} misses on held-out questions, not shown)\n`);
}

const lectureWidths = [34, 4, 7, 7, 7];
console.log(cells(['lecture questions', 'n', 'hit@1', 'hit@3', 'MRR'], lectureWidths));
const lectureRow = (name: string, subset: Outcome[]) => {
  const figures = retrievalOf(subset);
  if (figures.n > 0) console.log(cells([name, figures.n, fixed(figures.hit1), fixed(figures.hit3), fixed(figures.mrr)], lectureWidths));
  return figures;
};
const lectures = [...new Set(lectureOutcomes.map(({ item }) => item.route?.slice(1)).filter((lecture): lecture is string => Boolean(lecture)))];
for (const lecture of lectures)
  lectureRow(
    lecture,
    lectureOutcomes.filter(({ item }) => item.route === `/${lecture}`),
  );
const tuning = lectureRow('tuning questions', inSet('tuning'));
const heldOut = lectureRow('held-out questions', inSet('held-out'));
lectureRow('held-out, outside the repository', inSet('held-out, outside the repository'));

console.log('');
const recallWidths = [26, 18, 18, 34];
console.log(cells(['key-fact recall by intent', 'tuning (n)', 'held-out (n)', 'held-out, outside the repo (n)'], recallWidths));
const recalls = Object.fromEntries(
  (['tuning', 'held-out', 'held-out, outside the repository'] as const).map((set) => [
    set,
    factRecallOf(inSet(set).filter(({ item }) => item.source !== 'sklearn')),
  ]),
) as Record<QuestionSet, ReturnType<typeof factRecallOf>>;
const recallCell = (figure: { n: number; recall: number }) => (figure.n > 0 ? `${fixed(figure.recall)} (${figure.n})` : '–');
for (const intent of benchIntents)
  console.log(
    cells(
      [
        intent,
        recallCell(recalls.tuning.byIntent[intent]),
        recallCell(recalls['held-out'].byIntent[intent]),
        recallCell(recalls['held-out, outside the repository'].byIntent[intent]),
      ],
      recallWidths,
    ),
  );
console.log(
  cells(
    ['overall', recallCell(recalls.tuning.overall), recallCell(recalls['held-out'].overall), recallCell(recalls['held-out, outside the repository'].overall)],
    recallWidths,
  ),
);

// The scikit-learn questions: a page that answers among the first three sources.
const sklearnOutcomes = sklearn ? outcomes.filter(({ item }) => item.source === 'sklearn' || item.coveredBy === 'sklearn') : [];
const onPage = ({ item, answer }: Outcome) =>
  answer.grounded &&
  answer.sources
    .slice(0, 3)
    .some((source) => (item.pages ?? []).some((page) => source.url === `${sklearn!.baseUrl}${page}` || source.url.startsWith(`${sklearn!.baseUrl}${page}#`)));
const askedOfSklearn = sklearnOutcomes.filter(({ item }) => item.source === 'sklearn');
const sklearnPage3 = askedOfSklearn.filter(onPage).length / askedOfSklearn.length;
if (sklearn)
  console.log(`\nscikit-learn questions with an answering page in the first three sources: ${askedOfSklearn.filter(onPage).length}/${askedOfSklearn.length}`);

const outOfScope = outOfScopeOf(outcomes);
console.log(`\nout of scope said "not covered": ${outOfScope.right}/${outOfScope.total}`);
console.log(
  `built-in answer p50/p95: ${percentile(times, 50).toFixed(1)}/${percentile(times, 95).toFixed(1)} ms; building the tutor: ${Math.round(indexMs)} ms`,
);

// Key facts are judged on the set nobody tuned on when it is given; else on the two in the repository.
const decisive = outsideFile
  ? recalls['held-out, outside the repository']
  : factRecallOf([...inSet('tuning'), ...inSet('held-out')].filter(({ item }) => item.source !== 'sklearn'));
const decisiveName = outsideFile ? 'held-out outside the repository' : 'tuning and held-out in the repository';
const checks = [
  { figure: `hit@3 on the tuning questions: ${tuning.hit3.toFixed(3)}`, target: `>= ${tutorTargets.hit3}`, met: tuning.hit3 >= tutorTargets.hit3 },
  {
    figure: `hit@3 on the held-out questions: ${heldOut.hit3.toFixed(3)}`,
    target: `>= ${tutorTargets.heldOutHit3Floor} (floor)`,
    met: heldOut.hit3 >= tutorTargets.heldOutHit3Floor,
  },
  {
    figure: `bench entries with an anchor that exists: ${lectureQuestions.length - unanswerable.length}/${lectureQuestions.length}`,
    target: 'all',
    met: unanswerable.length === 0,
  },
  {
    figure: `out of scope said "not covered": ${(outOfScope.right / outOfScope.total).toFixed(3)}`,
    target: `>= ${tutorTargets.outOfScope}`,
    met: outOfScope.right / outOfScope.total >= tutorTargets.outOfScope,
  },
  ...(sklearn
    ? [
        {
          figure: `scikit-learn page in the first three sources: ${sklearnPage3.toFixed(3)}`,
          target: `>= ${tutorTargets.sklearnPage3}`,
          met: sklearnPage3 >= tutorTargets.sklearnPage3,
        },
      ]
    : []),
  {
    figure: `key-fact recall (${decisiveName}): ${decisive.overall.recall.toFixed(3)} over ${decisive.overall.n} questions`,
    target: `>= ${tutorTargets.factRecall}`,
    met: decisive.overall.recall >= tutorTargets.factRecall,
  },
  ...benchIntents
    .filter((intent) => decisive.byIntent[intent].n > 0)
    .map((intent) => ({
      figure: `key-fact recall, ${intent}: ${decisive.byIntent[intent].recall.toFixed(3)} over ${decisive.byIntent[intent].n} questions`,
      target: `>= ${tutorTargets.factRecallPerIntent}`,
      met: decisive.byIntent[intent].recall >= tutorTargets.factRecallPerIntent,
    })),
  {
    figure: `built-in answer in process, every source indexed: p95 ${percentile(times, 95).toFixed(1)} ms`,
    target: `<= ${tutorTargets.p95Ms} ms`,
    met: percentile(times, 95) <= tutorTargets.p95Ms,
  },
];
console.log('');
for (const check of checks) console.log(`${check.met ? 'ok  ' : 'MISS'} ${check.figure}   (target ${check.target})`);
if (checks.some((check) => !check.met)) process.exitCode = 1;
