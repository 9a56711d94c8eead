import { useSearchParams } from 'react-router';
import { classes, toClassSummary } from '../../content/classes.ts';
import { lecturePath } from '../../content/lectures.ts';
import { classCategories, type ClassCategory } from '../../content/class-types.ts';
import { errorMessage, fetchClasses, preloadClasses } from '~/features/catalogue/api-client';
import { ClassCard } from '~/features/catalogue/class-card';
import { useRequest } from '~/hooks/use-request';
import { Spinner } from '~/components/ui/spinner';
import { ContinueReading } from '~/components/continue-reading';
import { useCompletedLectures } from '~/hooks/use-completed-lectures';
import { useHydrated } from '~/hooks/use-hydrated';
import type { Route } from './+types/classes';

export const meta: Route.MetaFunction = () => [
  { title: 'Classes · ML Classes' },
  { name: 'description', content: 'All machine-learning classes: supervised learning, unsupervised learning and neural networks.' },
];

const filters = ['All', ...classCategories] as const;
type Filter = (typeof filters)[number];

/** The filter in the URL (?category=...), so it survives reload and the back button. */
function useCategoryFilter(): [Filter, (filter: Filter) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  // The prerendered page shows "All"; the URL's choice applies once the page is hydrated.
  const hydrated = useHydrated();
  const requested = hydrated ? searchParams.get('category') : null;
  const active: Filter = (classCategories as readonly string[]).includes(requested ?? '') ? (requested as ClassCategory) : 'All';
  const choose = (filter: Filter) => {
    setSearchParams(filter === 'All' ? {} : { category: filter }, { preventScrollReset: true });
  };
  return [active, choose];
}

export default function Classes() {
  const [active, choose] = useCategoryFilter();
  preloadClasses();
  const request = useRequest('classes', fetchClasses);
  const { completed } = useCompletedLectures();

  return (
    // The top padding is the old py-12 less the box kept for "Continue:", so the page looks the same to a new visitor.
    <section className="mx-auto max-w-6xl px-4 pt-1 pb-12 sm:px-6">
      <ContinueReading className="mb-1 h-10 text-sm leading-5" />
      <h1 className="page-title">Classes</h1>
      <p className="mt-3 max-w-2xl text-slate-700 dark:text-slate-300">Pick a class to start its lecture, or open its details to see what it covers.</p>
      <div role="group" aria-label="Filter classes by category" className="mt-8 flex flex-wrap gap-2">
        {filters.map((filter) => (
          <button key={filter} type="button" className="filter-button" aria-pressed={filter === active} onClick={() => choose(filter)}>
            {filter}
          </button>
        ))}
      </div>
      <div className="mt-8">
        {request.status === 'loading' ? <Spinner label="Loading classes" /> : null}
        <div className="no-js-only">
          <p>The filters need JavaScript. Every class, and its lecture:</p>
          <ul className="mt-4 list-disc space-y-2 pl-6">
            {classes.map((entry) => (
              <li key={entry.id}>
                <a className="text-link" href={lecturePath(entry.lecture)}>
                  {entry.title}
                </a>{' '}
                ({toClassSummary(entry).duration}, {entry.level})
              </li>
            ))}
          </ul>
        </div>
        {request.status === 'error' ? (
          <div role="alert" className="error-panel">
            <h2 className="text-lg font-semibold">Error</h2>
            <p className="mt-1">{errorMessage(request.error)}</p>
          </div>
        ) : null}
        {request.status === 'success' ? (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label={`${active === 'All' ? 'All' : active} classes`}>
            {request.data
              .filter((entry) => active === 'All' || entry.category === active)
              .map((entry) => (
                <ClassCard key={entry.id} entry={entry} completed={completed.includes(entry.lectureHref.slice(1))} />
              ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
