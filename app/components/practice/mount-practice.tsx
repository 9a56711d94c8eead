import { createRoot, type Root } from 'react-dom/client';

/** How far below the viewport the first question starts the practice code loading. */
const LOAD_MARGIN = '400px 0px';

/**
 * Makes the practice questions inside `container` answerable. Their static HTML (question, options,
 * and the answer in <details>) is what readers without JavaScript use; the practice code loads only
 * when the first question comes near the viewport (nothing on first load), then each question's
 * static options and answer are replaced by its form. Returns the function that unmounts them.
 */
export function mountPractice(container: HTMLElement): () => void {
  const sections = [...container.querySelectorAll<HTMLElement>('[data-practice]')];
  if (sections.length === 0) return () => {};
  const roots: Root[] = [];
  let disposed = false;
  let started = false;

  const start = async () => {
    if (started) return;
    started = true;
    observer.disconnect();
    let loaded: typeof import('~/components/practice/practice-chunk');
    try {
      loaded = await import('~/components/practice/practice-chunk');
    } catch {
      // Offline, or a deploy replaced the chunk: the questions keep their static answers in <details>.
      return;
    }
    if (disposed) return;
    for (const section of sections) {
      const question = loaded.readQuestion(section);
      const mount = section.querySelector<HTMLElement>('[data-practice-mount]');
      if (!question || !mount) continue;
      for (const staticPart of section.querySelectorAll<HTMLElement>('[data-practice-options], [data-practice-details]')) staticPart.hidden = true;
      const root = createRoot(mount);
      roots.push(root);
      root.render(<loaded.PracticeQuestion question={question} section={section} />);
    }
  };

  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && void start(), { rootMargin: LOAD_MARGIN });
  for (const section of sections) observer.observe(section);

  return () => {
    disposed = true;
    observer.disconnect();
    const leaving = roots.splice(0);
    // Unmounting a root while React commits the page's own change is refused; after it is fine.
    setTimeout(() => leaving.forEach((root) => root.unmount()));
    for (const section of sections) {
      delete section.dataset.practiceState;
      for (const staticPart of section.querySelectorAll<HTMLElement>('[data-practice-options], [data-practice-details]')) staticPart.hidden = false;
    }
  };
}
