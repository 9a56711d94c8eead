import { Link } from 'react-router';
import type { ClassSummary } from '../../../content/class-types.ts';
import { PracticeCount } from '~/components/practice/practice-count';

/** A class in the class list: what it is, how long, how hard, and links to start or read more. */
export function ClassCard({ entry, completed }: { entry: ClassSummary; completed?: boolean }) {
  const titleId = `class-${entry.id}-title`;
  return (
    <li className="card flex flex-col" data-testid="class-card">
      <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
        <span className="badge">{entry.category}</span>
        <span className="badge badge-muted">{entry.level}</span>
        {completed ? <span className="badge badge-success">Completed</span> : null}
        <PracticeCount lecture={entry.lectureHref.slice(1)} className="badge badge-muted" />
      </div>
      <h2 id={titleId} className="mt-3 text-xl font-semibold">
        {entry.title}
      </h2>
      <p className="mt-2 flex-1 text-slate-700 dark:text-slate-300">{entry.description}</p>
      <dl className="mt-4 flex gap-6 text-sm text-slate-600 dark:text-slate-400">
        <div className="flex gap-1">
          <dt>Duration:</dt>
          <dd className="font-medium text-slate-800 dark:text-slate-200">{entry.duration}</dd>
        </div>
        <div className="flex gap-1">
          <dt>Level:</dt>
          <dd className="font-medium text-slate-800 dark:text-slate-200">{entry.level}</dd>
        </div>
      </dl>
      <div className="mt-6 flex items-center gap-3">
        <Link to={entry.href} prefetch="intent" className="button-primary" aria-describedby={titleId}>
          Start Learning
        </Link>
        <Link to={`/class/${entry.id}`} prefetch="intent" className="button-secondary" aria-describedby={titleId}>
          Details
        </Link>
      </div>
    </li>
  );
}
