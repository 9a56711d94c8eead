import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { copyFromButton } from '~/lib/copy-text';
import type { RecipeGroupView } from './recipe-list.server';

/**
 * The scikit-learn recipes, one section per task under its group's heading, with a contents list at
 * the top. Code and output are static HTML made at build time (content/pipeline/snippets.ts); the
 * only script here is the code blocks' Copy button, handled by delegation.
 */
export function RecipesPage({ groups }: { groups: RecipeGroupView[] }) {
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = body.current;
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

  const count = groups.reduce((total, group) => total + group.recipes.length, 0);
  return (
    <article className="page-narrow prose-page recipes-page">
      <h1 className="page-title">scikit-learn recipes</h1>
      <p className="lead">
        {count} tasks you do with scikit-learn 1.2, each as a short complete script on a data set scikit-learn ships. Every output below was printed by running
        the script, and each name in the code links to its API page.
      </p>
      <nav aria-label="Recipes" className="recipes-contents">
        <ul>
          {groups.map(({ group, anchor, recipes }) => (
            <li key={group}>
              <a href={`#${anchor}`} className="text-link font-semibold underline">
                {group}
              </a>
              <ul>
                {recipes.map((recipe) => (
                  <li key={recipe.id}>
                    <a href={`#${recipe.id}`} className="text-link underline">
                      {recipe.task}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
      <div ref={body}>
        {groups.map(({ group, anchor, recipes }) => (
          <section key={group} aria-labelledby={anchor}>
            <h2 id={anchor}>{group}</h2>
            {recipes.map((recipe) => (
              <section key={recipe.id} id={recipe.id} className="recipe" aria-labelledby={`${recipe.id}-task`} data-recipe={recipe.id}>
                <h3 id={`${recipe.id}-task`}>{recipe.task}</h3>
                <p>{recipe.when}</p>
                <div dangerouslySetInnerHTML={{ __html: recipe.codeHtml }} />
                <p className="recipe-links">
                  <span className="recipe-links-label">API:</span>{' '}
                  {recipe.api.map((api, index) => (
                    <span key={api.name}>
                      {index > 0 && ', '}
                      <a href={api.url} className="text-link underline" data-recipe-api={api.name}>
                        {api.name.split('.').at(-1)}
                      </a>
                    </span>
                  ))}
                  {recipe.lecture && (
                    <>
                      <br />
                      <span className="recipe-links-label">The idea:</span>{' '}
                      <Link to={recipe.lecture.href} className="text-link underline">
                        {recipe.lecture.title}
                      </Link>
                    </>
                  )}
                </p>
              </section>
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}
