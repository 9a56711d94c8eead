import { useCompletedLectures } from '~/hooks/use-completed-lectures';

/** "Mark as complete" at the end of a lecture; the class list and home page show the result. */
export function MarkComplete({ slug }: { slug: string }) {
  const { completed, setCompleted } = useCompletedLectures();
  const done = completed.includes(slug);
  return (
    <div className="mark-complete js-only">
      <p className="text-slate-700 dark:text-slate-300" aria-live="polite">
        {done ? 'You have completed this lecture.' : 'Finished reading and worked the exercises?'}
      </p>
      <button type="button" className="button-primary mark-complete-button needs-hydration" aria-pressed={done} onClick={() => setCompleted(slug, !done)}>
        <span aria-hidden="true" className="mark-complete-check">
          ✓
        </span>
        Mark as complete
      </button>
    </div>
  );
}
