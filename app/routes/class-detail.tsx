import { Link } from 'react-router';
import { errorMessage, fetchClass, preloadClass } from '~/features/catalogue/api-client';
import { useRequest } from '~/hooks/use-request';
import type { Route } from './+types/class-detail';

export const meta: Route.MetaFunction = () => [
  { title: 'Class details · ML Classes' },
  { name: 'description', content: 'What a class covers, how long it takes and the level it assumes.' },
];

/** The class id from the URL: parsed as an integer, 1 when missing, null when not a positive integer. */
export function parseClassId(raw: string | undefined): number | null {
  if (raw === undefined) return 1;
  const id = Number.parseInt(raw, 10);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function ClassNotFound() {
  return (
    <div className="text-center">
      <h1 className="page-title">Class Not Found</h1>
      <p className="mt-4 text-slate-700 dark:text-slate-300">There is no class with this id.</p>
      <Link to="/classes" className="button-primary mt-8">
        Return to Classes
      </Link>
    </div>
  );
}

export default function ClassDetail({ params }: Route.ComponentProps) {
  const id = parseClassId(params.id);
  // Not on /class itself: that prerendered page is also served for ids the catalogue lacks.
  if (params.id !== undefined && id !== null) preloadClass(id);
  const request = useRequest(`class-${id}`, (signal) => (id === null ? Promise.resolve(null) : fetchClass(id, signal)));

  return (
    <section className="page-narrow">
      {request.status === 'loading' ? (
        <p role="status" className="js-only py-16 text-center text-slate-700 dark:text-slate-300">
          Loading class details...
        </p>
      ) : null}
      {/* The same prerendered page serves every /class/<id>, so this cannot depend on the id. */}
      <div className="no-js-only">
        <p>
          Class details need JavaScript.{' '}
          <a className="text-link" href="/classes">
            See every class and its lecture
          </a>
          .
        </p>
      </div>
      {request.status === 'error' ? (
        <div role="alert" className="error-panel">
          <p>Error: {errorMessage(request.error)}</p>
        </div>
      ) : null}
      {request.status === 'success' && request.data === null ? <ClassNotFound /> : null}
      {request.status === 'success' && request.data !== null ? (
        <article>
          <Link to="/classes" className="text-link">
            ← Back to Classes
          </Link>
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <h1 className="page-title">{request.data.title}</h1>
            <span className="badge">{request.data.level}</span>
          </div>
          <p className="lead mt-4">{request.data.description}</p>
          <dl className="mt-8 grid grid-cols-2 gap-4 sm:max-w-md">
            <div className="card">
              <dt className="text-sm text-slate-600 dark:text-slate-400">Duration</dt>
              <dd className="mt-1 text-lg font-semibold">{request.data.duration}</dd>
            </div>
            <div className="card">
              <dt className="text-sm text-slate-600 dark:text-slate-400">Level</dt>
              <dd className="mt-1 text-lg font-semibold">{request.data.level}</dd>
            </div>
          </dl>
          <h2 className="mt-10 text-xl font-semibold">Topics Covered</h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {request.data.topics.map((topic) => (
              <li key={topic} className="topic">
                {topic}
              </li>
            ))}
          </ul>
          <Link to={request.data.lectureHref} prefetch="intent" className="button-primary button-large mt-10">
            Start the lecture
          </Link>
        </article>
      ) : null}
    </section>
  );
}
