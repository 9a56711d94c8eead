import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { mainNavigation, siteName } from '~/navigation';

const subscribeToNothing = () => () => {};
const currentYear = () => new Date().getFullYear();
const buildYear = () => __BUILD_YEAR__;

/** The footer on every page: the main links and the copyright line with the current year. */
export function SiteFooter() {
  // The page is prerendered at build time; hydrate with the build year (so the markup matches),
  // then React renders the reader's current year.
  const year = useSyncExternalStore(subscribeToNothing, currentYear, buildYear);

  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/50 print:hidden">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 sm:flex-row sm:px-6">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
            {mainNavigation.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-slate-700 hover:text-indigo-700 hover:underline dark:text-slate-300 dark:hover:text-indigo-300">
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/notation" className="text-slate-700 hover:text-indigo-700 hover:underline dark:text-slate-300 dark:hover:text-indigo-300">
                Notation
              </Link>
            </li>
            <li>
              <Link to="/glossary" className="text-slate-700 hover:text-indigo-700 hover:underline dark:text-slate-300 dark:hover:text-indigo-300">
                Glossary
              </Link>
            </li>
          </ul>
        </nav>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          © {year} {siteName}
        </p>
      </div>
    </footer>
  );
}
