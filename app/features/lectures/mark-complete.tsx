import { useId } from 'react';
import { useCompletedLectures } from '~/hooks/use-completed-lectures';

/**
 * "Mark as complete" at the end of a lecture; the class list and home page show the result. Once
 * marked, the button reads "Completed" (pressed), and pressing it again undoes it: the line beside
 * it says so, and is the button's description, so a screen reader hears how to undo too.
 */
export function MarkComplete({ slug }: { slug: string }) {
  const { completed, setCompleted } = useCompletedLectures();
  const done = completed.includes(slug);
  const statusId = useId();
  return (
    <div className="mark-complete js-only">
      <p id={statusId} className="text-slate-700 dark:text-slate-300" aria-live="polite">
        {done ? 'You have completed this lecture. Press “Completed” again to mark it as not complete.' : 'Finished reading and worked the exercises?'}
      </p>
      <button
        type="button"
        className="button-primary mark-complete-button needs-hydration"
        aria-pressed={done}
        aria-describedby={done ? statusId : undefined}
        onClick={() => setCompleted(slug, !done)}
      >
        <span aria-hidden="true" className="mark-complete-check">
          ✓
        </span>
        {done ? 'Completed' : 'Mark as complete'}
      </button>
    </div>
  );
}
