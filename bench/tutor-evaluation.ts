/**
 * How the tutor is measured, shared by `npm run bench:tutor` (bench/tutor.ts, which prints every
 * figure) and the fast check in `npm test` (bench/tutor.test.ts, which holds the targets): the
 * built-in tutor built exactly as the server builds it (the lectures' sections, the written units,
 * optionally the scikit-learn documentation), asked each bench question as a learner would ask it
 * (a follow-up after its first question's answer, in the same conversation), and its answer read
 * for where it points (rank of an accepted section among its sources), what it states (key facts)
 * and whether it says "not covered".
 */
import { readFileSync } from 'node:fs';
import type { SectionDocument } from '../shared/section-index.ts';
import { isTeachingSection } from '../shared/section-index.ts';
import type { UnitsFile } from '../shared/units-file.ts';
import { questionIntents, type QuestionIntent } from '../server/tutor/intent.ts';
import { createKnowledge } from '../server/tutor/knowledge.ts';
import type { ConversationTurn } from '../server/tutor/llm.ts';
import { defaultTutorPolicy, type TutorPolicy } from '../server/tutor/policy.ts';
import { indexSections } from '../server/tutor/retrieve.ts';
import type { ReferenceDocument } from '../server/tutor/sources/reference-document.ts';
import { createTutor, type AnswerQuestion, type TutorAnswer } from '../server/tutor/tutor.ts';
import { createUnitMatcher, knowledgeUnits } from '../server/tutor/units.ts';

/** What a bench question asks for: the tutor's intents, and code (a scikit-learn how-to). */
export const benchIntents = [...questionIntents, 'code'] as const;
export type BenchIntent = (typeof benchIntents)[number];

/** The sets a question can belong to: tuned on, held out in the repository, held out outside it (never read while tuning). */
export type QuestionSet = 'tuning' | 'held-out' | 'held-out, outside the repository';

export interface BenchQuestion {
  id: string;
  question: string;
  route: string | null;
  anchor: string | null;
  alsoAccept?: string[];
  page?: string;
  followUpTo?: string;
  outOfScope?: boolean;
  /** What the question asks for, as a learner means it (the bench's label, not the tutor's guess). */
  intent?: BenchIntent;
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
  set: QuestionSet;
}

/** The questions of a bench file, marked with their set. */
export function readBenchQuestions(file: string, set: QuestionSet): BenchQuestion[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { questions: Omit<BenchQuestion, 'set'>[] }).questions.map((question) => ({ ...question, set }));
}

/** The built-in tutor as the server builds it, over the given knowledge. */
export function createBenchTutor({
  sections,
  units,
  sklearn,
  policy = defaultTutorPolicy,
}: {
  sections: SectionDocument[];
  units: UnitsFile;
  sklearn?: ReferenceDocument[];
  policy?: TutorPolicy;
}): AnswerQuestion {
  const lectureIndex = indexSections(sections.filter(isTeachingSection), policy.sections);
  const retrieve = createKnowledge({ lectures: sections, lectureIndex, sklearn, policy });
  const matcher = createUnitMatcher(knowledgeUnits(sections, units), lectureIndex, policy);
  const quiet = { warn() {}, info() {}, error() {} } as unknown as Parameters<typeof createTutor>[0]['log'];
  return createTutor({ retrieve, units: matcher, sections, llm: null, log: quiet, policy });
}

// Key facts: does the answer's own text (not the titles of the sections it cites) state them?
// Text and phrasings are compared without case, spacing, `$`, braces or LaTeX font wrappers, so
// "exactly $0$" matches "exactly 0" and "\\mathbf{w}" matches "w".
const comparable = (text: string) => text.toLowerCase().replace(/\\(?:mathbf|boldsymbol|mathrm|text|left|right|[,;:!])|[\s${}]/g, '');
/** An answer without its source list and the bold titles that introduce its quotes. */
const answerText = (output: string) => output.split('**Sources**')[0].replace(/\*\*[^*\n]+\*\* \[\d+\]/g, ' ');
/** The facts an answer does not state. */
export const missingFacts = (facts: string[][], output: string) => {
  const text = comparable(answerText(output));
  return facts.filter((phrasings) => !phrasings.some((phrasing) => text.includes(comparable(phrasing))));
};

/** One question's outcome. */
export interface Outcome {
  item: BenchQuestion;
  answer: TutorAnswer;
  /** For a lecture question: the rank of the first accepted section among the answer's sources (null: not among them, or "not covered"). */
  rank: number | null;
  /** For a question with facts: the facts it lacks (all of them when the answer is "not covered"). */
  missing: string[][];
}

/**
 * Asks every question, a follow-up in the conversation of the question it follows (its previous
 * question, and that question's answer as the history, so an answer "not covered" is seen).
 */
export async function askAll(tutor: AnswerQuestion, questions: readonly BenchQuestion[]): Promise<Outcome[]> {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const answers = new Map<string, TutorAnswer>();
  const outcomes: Outcome[] = [];
  for (const item of questions) {
    const first = item.followUpTo ? byId.get(item.followUpTo) : undefined;
    const history: ConversationTurn[] = [];
    if (first) {
      const previous = answers.get(first.id) ?? (await tutor({ question: first.question, page: first.page }));
      history.push({ role: 'user', content: first.question }, { role: 'assistant', content: previous.output });
    }
    const answer = await tutor({ question: item.question, page: item.page, previousQuestion: first?.question, history });
    answers.set(item.id, answer);
    const accepted = new Set([item.anchor, ...(item.alsoAccept ?? [])].map((anchor) => `${item.route}#${anchor}`));
    const index = answer.sources.findIndex((source) => accepted.has(source.url));
    const rank = item.route && item.anchor && answer.grounded && index >= 0 ? index + 1 : null;
    // A "not covered" answer states nothing: the section titles it suggests may hold a fact's words.
    const missing = item.facts ? (answer.grounded ? missingFacts(item.facts, answer.output) : item.facts) : [];
    outcomes.push({ item, answer, rank, missing });
  }
  return outcomes;
}

/** Retrieval figures of lecture questions. */
export function retrievalOf(outcomes: readonly Outcome[]) {
  const rows = outcomes.filter(({ item }) => item.route && item.anchor && !item.outOfScope && !item.source);
  const n = rows.length;
  return {
    n,
    hit1: rows.filter((row) => row.rank === 1).length / n,
    hit3: rows.filter((row) => row.rank !== null && row.rank <= 3).length / n,
    mrr: rows.reduce((sum, row) => sum + (row.rank ? 1 / row.rank : 0), 0) / n,
  };
}

/** Found facts over asked facts, overall and by intent (NaN where none was asked). */
export function factRecallOf(outcomes: readonly Outcome[]) {
  const withFacts = outcomes.filter(({ item }) => item.facts && item.intent && !item.source);
  const recall = (subset: readonly Outcome[]) => {
    const total = subset.reduce((sum, { item }) => sum + item.facts!.length, 0);
    return {
      n: subset.length,
      facts: total,
      recall: total > 0 ? subset.reduce((sum, row) => sum + row.item.facts!.length - row.missing.length, 0) / total : Number.NaN,
    };
  };
  return {
    overall: recall(withFacts),
    byIntent: Object.fromEntries(benchIntents.map((intent) => [intent, recall(withFacts.filter(({ item }) => item.intent === intent))])) as Record<
      BenchIntent,
      { n: number; facts: number; recall: number }
    >,
  };
}

/** Out-of-scope questions answered "not covered", over all of them. */
export function outOfScopeOf(outcomes: readonly Outcome[]) {
  const rows = outcomes.filter(({ item }) => item.outOfScope);
  return { right: rows.filter(({ answer }) => !answer.grounded).length, total: rows.length };
}

/** The question sets' names, for reports. */
export const questionSets: readonly QuestionSet[] = ['tuning', 'held-out', 'held-out, outside the repository'];

/** The intents a learner's question can have, for tables. */
export type { QuestionIntent };
