/**
 * Opens the search palette: from the top bar's and drawer's search links (a window event), with
 * Ctrl+K / Cmd+K anywhere, and with "/" outside text fields. The palette and the section index are
 * fetched the first time it opens (nothing of search is in a page before that), then kept mounted.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { onSearchRequest } from '~/lib/search-requests';

const SearchPalette = lazy(() => import('~/features/search/search-palette'));

/** Whether a key press lands in something the learner types into, where "/" is a character. */
function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'submit', 'reset'].includes(target.type))
  );
}

/** The keyboard shortcuts and, once used, the lazily loaded palette. */
export function SearchLauncher() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const openPalette = useCallback((from: HTMLElement | null) => {
    opener.current = from;
    setUsed(true);
    setOpen(true);
  }, []);

  const closePalette = useCallback(() => {
    setOpen(false);
    // Back to whatever opened it (a button, or the element that had focus for a shortcut).
    opener.current?.focus();
  }, []);

  useEffect(() => onSearchRequest(({ opener: from }) => openPalette(from)), [openPalette]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const commandK = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTextField(event.target);
      if (!commandK && !slash) return;
      // Ctrl+K inside the open palette is left to it; elsewhere it would focus the browser's search bar.
      if (open) return;
      event.preventDefault();
      openPalette(document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, openPalette]);

  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <SearchPalette open={open} onClose={closePalette} />
    </Suspense>
  );
}
