import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { getPrerenderedBody } from 'virtual:lecture-body';
import { addAllBlocks, addBlocksFor, addBlocksWhenIdle } from '~/lib/deferred-blocks';
import { mountLiveFigures } from '~/features/lectures/live-figures/mount-live-figures';
import { mountPractice } from '~/components/practice/mount-practice';
import { copyFromButton } from '~/lib/copy-text';
import { holdInView, targetIn } from '~/lib/hold-in-view';
import { usePrerenderedHtml } from '~/lib/prerendered-html';
import { explainEquationPrompt, requestTutor } from '~/lib/tutor-requests';

/**
 * Opens the question of the question bank that `hash` names (`#how-do-i-…`), so a link to it shows
 * its answer. The question's heading sits in the <summary> of a closed <details>
 * (rehypeQuestionBank in content/pipeline), and a browser opens a <details> only for a target in
 * its hidden part, not in its summary.
 */
function openQuestionAt(body: HTMLElement, hash: string): HTMLElement | null {
  const target = targetIn(body, hash);
  const entry = target?.closest('summary')?.parentElement;
  if (!(entry instanceof HTMLDetailsElement) || !body.contains(entry)) return null;
  entry.open = true;
  return target;
}

/**
 * The lecture text. Its HTML (math already typeset) is written into the page at build time and is
 * not in the JavaScript: when the page hydrates, the body is kept as it already stands in the
 * document (usePrerenderedHtml); after a client-side navigation, it comes from the route's clientLoader. Buttons inside
 * it (an equation's actions toggle, copy LaTeX or code, ask the tutor, enlarge a figure) are static HTML, handled here by delegation; its live figures come
 * alive as they near the viewport (mountLiveFigures), and so do its practice questions (mountPractice).
 */
export function LectureBody({ slug, html }: { slug: string; html?: string }) {
  const container = useRef<HTMLDivElement>(null);
  const body = usePrerenderedHtml(container, 'lecture-body', html, () => getPrerenderedBody(slug));
  // Client-side navigations (a search result, a tutor's citation) change the hash without a hashchange event.
  const { hash } = useLocation();

  useEffect(() => {
    const body = container.current;
    if (body) addBlocksFor(body, hash);
    const question = body ? openQuestionAt(body, hash) : null;
    return body && question ? holdInView(body, question) : undefined;
  }, [hash]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const openLinkedQuestion = () => {
      addBlocksFor(element, window.location.hash);
      openQuestionAt(element, window.location.hash);
    };
    window.addEventListener('hashchange', openLinkedQuestion);
    // The equation whose actions menu is open (its toggle), at most one at a time.
    let openMenuToggle: HTMLButtonElement | null = null;
    const openEquationMenu = (toggle: HTMLButtonElement | null) => {
      if (openMenuToggle && openMenuToggle !== toggle) openMenuToggle.setAttribute('aria-expanded', 'false');
      toggle?.setAttribute('aria-expanded', 'true');
      openMenuToggle = toggle;
    };
    const onClick = (event: MouseEvent) => {
      // A link to the question already in the address changes no hash: open it here.
      const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[href*="#"]');
      if (link && link.pathname === window.location.pathname && link.hash === window.location.hash) openQuestionAt(element, link.hash);
      const toggle = (event.target as HTMLElement).closest<HTMLButtonElement>('.equation-actions-toggle');
      if (toggle) {
        openEquationMenu(toggle.getAttribute('aria-expanded') === 'true' ? null : toggle);
        return;
      }
      // A figure's Enlarge button: the full-screen dialog's code loads on the first press.
      const enlarge = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-enlarge-figure]');
      const figure = enlarge?.closest<HTMLElement>('figure');
      if (enlarge && figure) {
        void import('~/features/lectures/figure-dialog').then(({ openFigureDialog }) => openFigureDialog(figure, enlarge));
        return;
      }
      const ask = (event.target as HTMLElement).closest<HTMLButtonElement>('[data-ask-tutor]');
      const askLatex = ask?.closest<HTMLElement>('.equation')?.dataset.latex;
      if (askLatex !== undefined) {
        openEquationMenu(null);
        requestTutor({ prompt: explainEquationPrompt(askLatex) });
        return;
      }
      // One copy button for equations (their LaTeX) and code snippets (their code's text).
      const button = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-copy]');
      const source =
        button?.closest<HTMLElement>('.equation')?.dataset.latex ?? button?.closest('.snippet')?.querySelector('pre > code')?.textContent ?? undefined;
      if (!button || source === undefined) return;
      copyFromButton(button, source, timers);
    };
    element.addEventListener('click', onClick);
    // An open equation menu closes on a click elsewhere, on Escape (focus back on its toggle) and
    // when focus moves out of it (not when it moves nowhere: Safari does not focus a clicked button).
    const closeMenuOnClickOutside = (event: MouseEvent) => {
      if (openMenuToggle && !openMenuToggle.parentElement?.contains(event.target as Node)) openEquationMenu(null);
    };
    const closeMenuOnEscape = (event: KeyboardEvent) => {
      const toggle = openMenuToggle;
      if (event.key !== 'Escape' || !toggle?.parentElement?.contains(event.target as Node)) return;
      openEquationMenu(null);
      toggle.focus();
    };
    const closeMenuOnFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (openMenuToggle && next && !openMenuToggle.parentElement?.contains(next)) openEquationMenu(null);
    };
    document.addEventListener('click', closeMenuOnClickOutside);
    element.addEventListener('keydown', closeMenuOnEscape);
    element.addEventListener('focusout', closeMenuOnFocusOut);
    const unmountLiveFigures = mountLiveFigures(element);
    const unmountPractice = mountPractice(element);
    const stopAddingBlocks = addBlocksWhenIdle(element);
    // A printed lecture shows the whole text and the exercise solutions; the reader's open/closed choice comes back after.
    const closed: HTMLDetailsElement[] = [];
    const openForPrint = () => {
      addAllBlocks(element);
      for (const details of element.querySelectorAll('details:not([open])')) {
        closed.push(details as HTMLDetailsElement);
        (details as HTMLDetailsElement).open = true;
      }
    };
    const restoreAfterPrint = () => {
      for (const details of closed.splice(0)) details.open = false;
    };
    window.addEventListener('beforeprint', openForPrint);
    window.addEventListener('afterprint', restoreAfterPrint);
    return () => {
      element.removeEventListener('click', onClick);
      document.removeEventListener('click', closeMenuOnClickOutside);
      element.removeEventListener('keydown', closeMenuOnEscape);
      element.removeEventListener('focusout', closeMenuOnFocusOut);
      window.removeEventListener('hashchange', openLinkedQuestion);
      stopAddingBlocks();
      unmountLiveFigures();
      unmountPractice();
      window.removeEventListener('beforeprint', openForPrint);
      window.removeEventListener('afterprint', restoreAfterPrint);
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);

  // suppressHydrationWarning: on hydration `body` is empty while the page holds the text (usePrerenderedHtml).
  return (
    <div
      ref={container}
      id="lecture-body"
      className="lecture-body"
      data-lecture={slug}
      data-deferred-body=""
      dangerouslySetInnerHTML={{ __html: body }}
      suppressHydrationWarning
    />
  );
}
