import { useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { StrokeIcon } from '~/components/ui/stroke-icon';
import { useHydrated } from '~/hooks/use-hydrated';
import { requestSearch } from '~/lib/search-requests';
import { mainNavigation, siteName } from '~/navigation';
import { MobileDrawer, type MobileDrawerHandle } from '~/components/shell/mobile-drawer';
import { ThemeToggle } from '~/components/shell/theme-toggle';

/** The sticky bar on every page: site name, main links (a drawer on phones), search, theme, start button. */
export function TopBar() {
  const drawer = useRef<MobileDrawerHandle>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-3 sm:px-6">
        <button
          ref={menuButton}
          type="button"
          className="icon-button needs-hydration md:hidden"
          aria-label="Open menu"
          aria-haspopup="dialog"
          onClick={() => drawer.current?.open()}
        >
          <StrokeIcon>
            <path d="M4 6h16M4 12h16M4 18h16" />
          </StrokeIcon>
        </button>
        <Link to="/" className="flex shrink-0 items-center gap-2 text-lg font-bold tracking-tight whitespace-nowrap text-slate-900 dark:text-white">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          {siteName}
        </Link>
        <nav aria-label="Main" className="ml-6 hidden md:block">
          <ul className="flex items-center gap-6">
            {mainNavigation.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end prefetch="intent" className="nav-link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {/* A plain link to /search without JavaScript; with it, the palette. Below 440 px the bar
              has no room for it next to Start Learning: phones open search from the menu. */}
          <a
            href="/search"
            className="icon-button max-[439px]:hidden"
            aria-label="Search"
            aria-keyshortcuts="Control+K Meta+K /"
            data-search-button=""
            onClick={(event) => {
              if (!hydrated || event.ctrlKey || event.metaKey || event.shiftKey) return;
              event.preventDefault();
              requestSearch({ opener: event.currentTarget });
            }}
          >
            <StrokeIcon>
              <circle cx="11" cy="11" r="7" />
              <path d="M20 20l-3.5-3.5" />
            </StrokeIcon>
          </a>
          <ThemeToggle />
          <Link to="/classes" prefetch="intent" className="button-primary px-3 py-1.5 text-sm whitespace-nowrap sm:px-4 sm:py-2 sm:text-base">
            Start Learning
          </Link>
        </div>
      </div>
      <MobileDrawer ref={drawer} returnFocusTo={menuButton} hydrated={hydrated} />
    </header>
  );
}
