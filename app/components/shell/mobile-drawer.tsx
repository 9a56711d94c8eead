import { useImperativeHandle, useRef, type KeyboardEvent, type Ref, type RefObject } from 'react';
import { NavLink } from 'react-router';
import { StrokeIcon } from '~/components/ui/stroke-icon';
import { keepTabInside } from '~/lib/keep-tab-inside';
import { requestSearch } from '~/lib/search-requests';
import { mainNavigation, siteName } from '~/navigation';

export interface MobileDrawerHandle {
  open(): void;
}

/**
 * The navigation drawer for narrow screens: a modal <dialog> that slides in from the left. It
 * closes with its close button, a click on the backdrop, Escape (native), or choosing a link; Tab
 * cycles inside it, and focus goes back to the menu button when it closes.
 */
export function MobileDrawer({
  ref,
  returnFocusTo,
  hydrated,
}: {
  ref: Ref<MobileDrawerHandle>;
  returnFocusTo: RefObject<HTMLElement | null>;
  hydrated: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);

  useImperativeHandle(ref, () => ({
    open() {
      dialog.current?.showModal();
    },
  }));

  const close = () => dialog.current?.close();

  // Keep Tab inside the drawer: the native modal makes the page inert, but Tab would still leave
  // for the browser's own controls.
  const trapFocus = (event: KeyboardEvent<HTMLDialogElement>) => keepTabInside(event, dialog.current);

  return (
    <dialog ref={dialog} className="drawer" aria-labelledby="drawer-title" onKeyDown={trapFocus} onClose={() => returnFocusTo.current?.focus()}>
      <div className="drawer-backdrop" data-testid="drawer-backdrop" onClick={close} aria-hidden="true" />
      <div className="drawer-panel">
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 dark:border-slate-800">
          <h2 id="drawer-title" className="text-lg font-bold">
            {siteName}
          </h2>
          <button type="button" className="icon-button" aria-label="Close menu" onClick={close}>
            <StrokeIcon>
              <path d="M6 6l12 12M18 6L6 18" />
            </StrokeIcon>
          </button>
        </div>
        <nav aria-label="Main">
          <ul className="flex flex-col p-2">
            {mainNavigation.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className="drawer-link" onClick={close}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <a
                href="/search"
                className="drawer-link"
                onClick={(event) => {
                  if (!hydrated) return;
                  event.preventDefault();
                  close();
                  // The drawer hands focus back to the menu button as it closes; the palette returns it there too.
                  requestSearch({ opener: returnFocusTo.current });
                }}
              >
                Search
              </a>
            </li>
            <li>
              <NavLink to="/glossary" className="drawer-link" onClick={close}>
                Glossary
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </dialog>
  );
}
