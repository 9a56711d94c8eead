import { Link } from 'react-router';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = () => [{ title: 'Page not found · ML Classes' }, { name: 'robots', content: 'noindex' }];

/** Every unknown path. The server sends this page with status 404 (it is prerendered as 404.html). */
export default function NotFound() {
  return (
    <section className="page-narrow text-center">
      <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">404</p>
      <h1 className="page-title mt-2">Page not found</h1>
      <p className="mt-4 text-slate-700 dark:text-slate-300">The page you asked for does not exist. It may have moved, or the link may have a typo.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <Link to="/" className="button-primary">
          Go to the home page
        </Link>
        <Link to="/classes" className="button-secondary">
          Browse the classes
        </Link>
      </div>
    </section>
  );
}
