/**
 * A learner's practice progress, kept in this browser's localStorage (there are no accounts):
 * per question, how often it was answered and answered right, when it was last seen, and its
 * Leitner box, which decides when it is due for review. "Export progress" writes it as a JSON file
 * and "Import progress" merges such a file back, so a learner can move between machines.
 *
 * The pure functions (recordAnswer, mergeProgress, parseProgressFile, dueQuestions) take the time as
 * an argument and are unit-tested; the store around them only reads and writes localStorage.
 */
import { practiceIdPattern } from '../../content/practice/practice-basics.ts';
import { storedValue } from '~/lib/stored-value';

/** Days until a question is due again, by Leitner box (1 to 5). */
export const LEITNER_DAYS = [1, 3, 7, 16, 35] as const;
const DAY_MS = 24 * 60 * 60 * 1000;
const FILE_FORMAT = 'ml-classes-practice-progress';
const FILE_VERSION = 1;
const STORAGE_KEY = 'ml-classes:practice-progress';

export interface QuestionProgress {
  lecture: string;
  /** How many times it was checked (the first check of each visit), and how many of those were right. */
  answered: number;
  correct: number;
  lastResult: 'correct' | 'incorrect';
  /** ISO times. */
  lastSeen: string;
  due: string;
  box: 1 | 2 | 3 | 4 | 5;
}

export type PracticeProgress = Readonly<Record<string, QuestionProgress>>;

/**
 * The progress after one answer: right moves the question up a box, wrong sends it back to box 1;
 * either way it is due again after its box's interval. A new question starts in box 1, so a first
 * right answer puts it in box 2 (due in 3 days).
 */
export function recordAnswer(progress: PracticeProgress, id: string, lecture: string, correct: boolean, now: Date): PracticeProgress {
  const before = progress[id];
  const box = (correct ? Math.min(5, (before?.box ?? 1) + 1) : 1) as QuestionProgress['box'];
  return {
    ...progress,
    [id]: {
      lecture,
      answered: (before?.answered ?? 0) + 1,
      correct: (before?.correct ?? 0) + (correct ? 1 : 0),
      lastResult: correct ? 'correct' : 'incorrect',
      lastSeen: now.toISOString(),
      due: new Date(now.getTime() + LEITNER_DAYS[box - 1] * DAY_MS).toISOString(),
      box,
    },
  };
}

/** How many of a lecture's questions the learner has answered at least once. */
export function practisedCount(progress: PracticeProgress, lecture: string): number {
  return Object.values(progress).filter((question) => question.lecture === lecture && question.answered > 0).length;
}

/** The questions due at `now`: missed ones first, then the longest overdue; and when the next one falls due. */
export function dueQuestions(progress: PracticeProgress, now: Date): { due: string[]; nextDue: Date | null } {
  const entries = Object.entries(progress);
  const due = entries
    .filter(([, question]) => Date.parse(question.due) <= now.getTime())
    .sort(([idA, a], [idB, b]) => {
      const missed = Number(b.lastResult === 'incorrect') - Number(a.lastResult === 'incorrect');
      return missed || Date.parse(a.due) - Date.parse(b.due) || idA.localeCompare(idB);
    })
    .map(([id]) => id);
  const later = entries.map(([, question]) => Date.parse(question.due)).filter((time) => time > now.getTime());
  return { due, nextDue: later.length > 0 ? new Date(Math.min(...later)) : null };
}

/** Two progress records combined: for each question, the one seen last wins. Nothing in either is dropped. */
export function mergeProgress(mine: PracticeProgress, theirs: PracticeProgress): PracticeProgress {
  const merged: Record<string, QuestionProgress> = { ...mine };
  for (const [id, question] of Object.entries(theirs)) {
    const current = merged[id];
    if (!current || Date.parse(question.lastSeen) > Date.parse(current.lastSeen)) merged[id] = question;
  }
  return merged;
}

/** The export file's contents. */
export function progressFile(progress: PracticeProgress, now: Date): string {
  return `${JSON.stringify({ format: FILE_FORMAT, version: FILE_VERSION, exported: now.toISOString(), questions: progress }, null, 2)}\n`;
}

const isTime = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;

function isQuestionProgress(value: unknown): value is QuestionProgress {
  if (typeof value !== 'object' || value === null) return false;
  const question = value as Record<string, unknown>;
  return (
    typeof question.lecture === 'string' &&
    practiceIdPattern.test(question.lecture) &&
    isCount(question.answered) &&
    isCount(question.correct) &&
    (question.correct as number) <= (question.answered as number) &&
    (question.lastResult === 'correct' || question.lastResult === 'incorrect') &&
    isTime(question.lastSeen) &&
    isTime(question.due) &&
    [1, 2, 3, 4, 5].includes(question.box as number)
  );
}

/** Reads an imported file: the progress in it, or why it was refused (the current progress is then left as it is). */
export function parseProgressFile(text: string): { progress: PracticeProgress } | { error: string } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { error: 'This file is not a progress file: it is not valid JSON. Your progress was not changed.' };
  }
  const file = data as Record<string, unknown> | null;
  if (typeof file !== 'object' || file === null || file.format !== FILE_FORMAT) {
    return { error: 'This file is not an ML Classes progress file. Your progress was not changed.' };
  }
  if (file.version !== FILE_VERSION) {
    return { error: `This progress file has version ${String(file.version)}, which this site cannot read. Your progress was not changed.` };
  }
  const questions = file.questions as Record<string, unknown> | null;
  if (typeof questions !== 'object' || questions === null || Array.isArray(questions)) {
    return { error: 'This progress file has no questions in it. Your progress was not changed.' };
  }
  for (const [id, question] of Object.entries(questions)) {
    if (!practiceIdPattern.test(id) || !isQuestionProgress(question)) {
      return { error: `This progress file is damaged (question “${id.slice(0, 60)}”). Your progress was not changed.` };
    }
  }
  return { progress: questions as PracticeProgress };
}

// The store: the same JSON as the export file, in localStorage (app/lib/stored-value.ts).
const store = storedValue<PracticeProgress>(
  STORAGE_KEY,
  (raw) => {
    const parsed = parseProgressFile(raw);
    // A damaged entry (edited by hand, an older format) reads as no progress rather than breaking the page.
    return 'progress' in parsed ? parsed.progress : null;
  },
  {},
);

export const readProgress = store.read;
export const subscribeToProgress = store.subscribe;
export const noProgress = store.empty;

/** Saves progress; false when the browser refuses (storage blocked or full). */
export function writeProgress(progress: PracticeProgress, now = new Date()): boolean {
  return store.write(progressFile(progress, now));
}
