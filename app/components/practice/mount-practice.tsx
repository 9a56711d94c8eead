import { createRoot, type Root } from 'react-dom/client';
import { BLOCKS_ADDED } from '~/lib/blocks-added';

/** How far below the viewport the first question starts the practice code loading. */
const LOAD_MARGIN = '400px 0px';

/**
 * Makes the practice questions inside `container` answerable. Their static HTML (question, options,
 * and the answer in <details>) is what readers without JavaScript use; the practice code loads only
 * when the first question comes near the viewport (nothing on first load), then each question's
 * static options and answer are replaced by its form. Returns the function that unmounts them.
 */
export function mountPractice(container: HTMLElement): () => void {
  const sections: HTMLElement[] = [];
  const roots: Root[] = [];
  let disposed = false;
  let loaded: typeof import('~/components/practice/practice-chunk') | undefined;
  let loading = false;

  const mount = (section: HTMLElement) => {
    if (!loaded) return;
    const question = loaded.readQuestion(section);
    const mountPoint = section.querySelector<HTMLElement>('[data-practice-mount]');
    if (!question || !mountPoint) return;
    for (const staticPart of section.querySelectorAll<HTMLElement>('[data-practice-options], [data-practice-details]')) staticPart.hidden = true;
    const root = createRoot(mountPoint);
    roots.push(root);
    root.render(<loaded.PracticeQuestion question={question} section={section} />);
  };

  const start = async () => {
    if (loading) return;
    loading = true;
    observer.disconnect();
    try {
      loaded = await import('~/components/practice/practice-chunk');
    } catch {
      // Offline, or a deploy replaced the chunk: the questions keep their static answers in <details>.
      return;
    }
    if (disposed) return;
    for (const section of sections) mount(section);
  };

  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && void start(), { rootMargin: LOAD_MARGIN });
  // The questions in the body, and those its deferred blocks bring later (BLOCKS_ADDED).
  const findQuestions = () => {
    for (const section of container.querySelectorAll<HTMLElement>('[data-practice]')) {
      if (sections.includes(section)) continue;
      sections.push(section);
      if (loaded) mount(section);
      else if (!loading) observer.observe(section);
    }
  };
  findQuestions();
  container.addEventListener(BLOCKS_ADDED, findQuestions);

  return () => {
    disposed = true;
    observer.disconnect();
    container.removeEventListener(BLOCKS_ADDED, findQuestions);
    const leaving = roots.splice(0);
    // Unmounting a root while React commits the page's own change is refused; after it is fine.
    setTimeout(() => leaving.forEach((root) => root.unmount()));
    for (const section of sections) {
      delete section.dataset.practiceState;
      for (const staticPart of section.querySelectorAll<HTMLElement>('[data-practice-options], [data-practice-details]')) staticPart.hidden = false;
    }
  };
}
