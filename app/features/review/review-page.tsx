import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { classes } from '../../../content/classes.ts';
import type { PracticeUse } from '../../../content/practice/question-schema.ts';
import { mountPractice } from '~/components/practice/mount-practice';
import {
  dueQuestions,
  LEITNER_DAYS,
  mergeProgress,
  parseProgressFile,
  progressFile,
  readProgress,
  writeProgress,
  type PracticeProgress,
} from '~/lib/practice-progress';

const lectureTitles = new Map(classes.map((entry) => [entry.lecture as string, entry.title]));
const dateFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/**
 * The review page: the practice questions due today by the learner's Leitner schedule, missed ones
 * first, each answerable here; "Nothing due" with the next due date otherwise; and export and import
 * of the progress file. Everything lives in this browser: there is no server side.
 */
export function ReviewPage() {
  const [loadError, setLoadError] = useState(false);
  // The list is fixed when the page opens: answering a question here must not pull it from under the learner.
  const [session, setSession] = useState<ReviewSession | null>(null);

  useEffect(() => {
    import('virtual:practice-bank').then(
      (module) => setSession(reviewSession(module.default, readProgress(), new Date())),
      () => setLoadError(true),
    );
  }, []);

  return (
    <div className="page-narrow">
      <h1 className="page-title">Review</h1>
      <p className="lead mt-4">
        Questions you have answered in the lectures come back here when they are due: a day after a miss, then 3, 7, 16 and 35 days after each right answer in a
        row. Your progress is kept in this browser only.
      </p>
      <noscript>
        <p className="mt-6">Review needs JavaScript: your progress is kept by this browser, not on a server.</p>
      </noscript>
      <section className="mt-10" aria-labelledby="due-title" aria-busy={session === null && !loadError}>
        <DueQuestions session={session} loadError={loadError} />
      </section>
      <ProgressFile />
    </div>
  );
}

interface ReviewSession {
  due: PracticeUse[];
  nextDue: Date | null;
}

/** What is due now, as questions of the bank; one taken out of the lectures since it was answered is skipped, not shown broken. */
function reviewSession(bank: PracticeUse[], progress: PracticeProgress, now: Date): ReviewSession {
  const byId = new Map(bank.map((question) => [question.id, question]));
  const { due, nextDue } = dueQuestions(progress, now);
  return { due: due.flatMap((id) => byId.get(id) ?? []), nextDue };
}

function DueQuestions({ session, loadError }: { session: ReviewSession | null; loadError: boolean }) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => (list.current ? mountPractice(list.current) : undefined), [session]);

  if (loadError) {
    return (
      <>
        <h2 id="due-title" className="text-2xl font-semibold">
          Due today
        </h2>
        <p className="mt-3" role="alert">
          The questions could not be loaded. Check your connection and reload the page.
        </p>
      </>
    );
  }
  if (!session) {
    return (
      <h2 id="due-title" className="text-2xl font-semibold">
        Due today
      </h2>
    );
  }
  if (session.due.length === 0) {
    return (
      <>
        <h2 id="due-title" className="text-2xl font-semibold">
          Nothing due
        </h2>
        <p className="mt-3" data-review-next="">
          {session.nextDue
            ? `The next question is due on ${dateFormat.format(session.nextDue)}.`
            : 'Answer practice questions in the lectures, and each will come back here when it is due.'}
        </p>
        <p className="mt-3">
          <Link to="/classes" className="text-link underline">
            Go to the classes
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      <h2 id="due-title" className="text-2xl font-semibold">
        {session.due.length === 1 ? '1 question due' : `${session.due.length} questions due`}
      </h2>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">Questions you missed come first. The Leitner boxes are {LEITNER_DAYS.join(', ')} days.</p>
      <ol ref={list} className="lecture-body mt-6 list-none p-0" data-review-list="">
        {session.due.map((question) => (
          <li key={question.id} data-review-item={question.id}>
            <p className="text-sm">
              From{' '}
              <Link to={`/${question.lecture}#${question.section}`} className="text-link underline">
                {lectureTitles.get(question.lecture) ?? question.lecture}
              </Link>
            </p>
            {/* The question's own prerendered HTML, made answerable by mountPractice. */}
            <div dangerouslySetInnerHTML={{ __html: question.html }} />
          </li>
        ))}
      </ol>
    </>
  );
}

/** "Export progress" and "Import progress": a JSON file, merged question by question on import. */
function ProgressFile() {
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  const exportProgress = () => {
    const now = new Date();
    const progress = readProgress();
    const url = URL.createObjectURL(new Blob([progressFile(progress, now)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `ml-classes-progress-${now.toISOString().slice(0, 10)}.json`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url));
    setMessage({ text: `Exported your progress on ${Object.keys(progress).length} questions.`, error: false });
  };

  const importProgress = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (file.size > 2_000_000) {
      setMessage({ text: 'This file is too large to be a progress file. Your progress was not changed.', error: true });
      return;
    }
    const parsed = parseProgressFile(await file.text());
    if ('error' in parsed) {
      setMessage({ text: parsed.error, error: true });
      return;
    }
    const count = Object.keys(parsed.progress).length;
    if (!writeProgress(mergeProgress(readProgress(), parsed.progress))) {
      setMessage({ text: 'Your browser did not let this page save progress (storage is blocked or full). Nothing was changed.', error: true });
      return;
    }
    setMessage({ text: `Imported progress on ${count} ${count === 1 ? 'question' : 'questions'}, merged with what this browser had.`, error: false });
  };

  return (
    <section className="mt-12 border-t border-slate-200 pt-8 dark:border-slate-800" aria-labelledby="progress-file-title">
      <h2 id="progress-file-title" className="text-2xl font-semibold">
        Your progress file
      </h2>
      <p className="mt-3">Move your progress to another browser: export it here, then import the file there. Importing keeps what each browser knows.</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className="button-secondary" onClick={exportProgress}>
          Export progress
        </button>
        <label className="button-secondary cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2">
          Import progress
          <input type="file" accept="application/json,.json" className="sr-only" onChange={(event) => void importProgress(event)} />
        </label>
      </div>
      <p className={`mt-3 ${message?.error ? 'font-medium text-red-800 dark:text-red-300' : ''}`} role="status" data-progress-message="">
        {message?.text}
      </p>
    </section>
  );
}
