import { useEffect, useRef } from 'react';
import { getPrerenderedBody } from 'virtual:recipes-body';
import { StaticPageBody } from '~/components/static-page-body';
import { copyFromButton } from '~/lib/copy-text';

/**
 * The scikit-learn recipes: a contents list, then one section per task under its group's heading.
 * The body is static HTML made at build time (content/pipeline/recipes-page.tsx), written into the
 * page and kept out of the JavaScript like the glossary's (StaticPageBody). The only other script
 * is the code blocks' Copy button, handled by delegation.
 */
export function RecipesPage({ count, html }: { count: number; html?: string }) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const onClick = (event: MouseEvent) => {
      const button = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-copy]');
      const code = button?.closest('.snippet')?.querySelector('pre > code')?.textContent;
      if (!button || code == null) return;
      copyFromButton(button, code, timers);
    };
    element.addEventListener('click', onClick);
    return () => {
      element.removeEventListener('click', onClick);
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);

  return (
    <article className="page-narrow prose-page recipes-page">
      <h1 className="page-title">scikit-learn recipes</h1>
      <p className="lead">
        {count} tasks you do with scikit-learn 1.2, each as a short complete script on a data set scikit-learn ships. Every output below was printed by running
        the script, and each name in the code links to its API page.
      </p>
      <StaticPageBody id="recipes-body" html={html} prerendered={getPrerenderedBody} containerRef={container} />
    </article>
  );
}
