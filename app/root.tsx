/**
 * The document around every page: head, the shell (top bar, main, footer) and the error boundary.
 */
import { useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { SiteFooter } from '~/components/shell/site-footer';
import { TopBar } from '~/components/shell/top-bar';
import { SearchLauncher } from '~/features/search/search-launcher';
import { TutorLauncher } from '~/features/tutor/tutor-launcher';
import '~/app.css';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function Layout({ children }: { children: ReactNode }) {
  // Controls that need JavaScript (class `needs-hydration` in app.css) are shown from here on: the
  // app's code starts after the first paint, and a click before hydration would do nothing.
  useEffect(() => document.documentElement.classList.add('hydrated'), []);
  return (
    // theme-init.js sets the theme classes on <html> before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <script src="/theme-init.js" />
        <Meta />
        <Links />
      </head>
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <TopBar />
        {/* At least a screen tall below the top bar (4rem), so the footer starts below the fold: a page
            whose content arrives after load (the class list, a class's details) then grows without
            shifting anything the reader can see. */}
        <main id="main" className="min-h-[calc(100dvh-4rem)] flex-1">
          {children}
        </main>
        <SiteFooter />
        {/* Outside the routes, so an open conversation survives client navigation. */}
        <TutorLauncher />
        <SearchLauncher />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText || ''}`.trim()
    : error instanceof Error
      ? error.message
      : String(error ?? 'Unknown error');
  return (
    <section className="page-narrow" role="alert">
      <h1 className="page-title">Unexpected Application Error!</h1>
      <p className="mt-4 rounded-lg bg-red-50 p-4 font-mono text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200">{message}</p>
      <p className="mt-6">
        <a href="/" className="text-link">
          Go to the home page
        </a>
      </p>
    </section>
  );
}
