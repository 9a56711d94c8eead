/**
 * The written units the tutor answers from besides the question bank: the glossary's entries and
 * the scikit-learn recipes, as the build writes them to build/tutor/units.json
 * (shared/units-file.ts). The build and the server's tests read them through this one function.
 */
import { glossary } from '../glossary/glossary.ts';
import { loadRecipes } from '../recipes/load-recipes.ts';
import type { UnitsFile } from '../../shared/units-file.ts';

/** The units file's content, from content/glossary (and content/recipes). */
export function tutorUnitsFile(): UnitsFile {
  return {
    glossary: glossary.map(({ id, term, aliases, definition, formula, section }) => ({
      id,
      term,
      aliases,
      definition,
      ...(formula ? { formula } : {}),
      section,
    })),
    recipes: loadRecipes().map(({ id, group, task, also, when, code, output, api, lecture }) => ({
      id,
      group,
      task,
      also,
      when,
      code,
      output,
      api,
      ...(lecture ? { lecture } : {}),
    })),
  };
}
