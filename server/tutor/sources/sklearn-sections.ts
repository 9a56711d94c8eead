/**
 * The scikit-learn documentation's sections as the build wrote them (build/tutor/sklearn.json,
 * scripts/build-sklearn-sections.ts), read once at start-up. The file exists only when the build
 * found the documentation (Debian's python-sklearn-doc, or SKLEARN_DOC_DIR): without it the tutor
 * answers from its other sources.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SklearnCorpus } from './sklearn-docs.ts';

/** Where the build writes the scikit-learn sections, relative to the project root. */
export const defaultSklearnSectionsFile = join(process.cwd(), 'build', 'tutor', 'sklearn.json');

/** The indexed documentation, or undefined when the build did not find it. A file that is not what the build writes is an error. */
export function readSklearnSections(file: string = defaultSklearnSectionsFile): SklearnCorpus | undefined {
  if (!existsSync(file)) return undefined;
  let corpus: Partial<SklearnCorpus>;
  try {
    corpus = JSON.parse(readFileSync(file, 'utf8')) as Partial<SklearnCorpus>;
  } catch (error) {
    throw new Error(
      `The scikit-learn sections file ${file} cannot be read (${error instanceof Error ? error.message : String(error)}): run "npm run build" again.`,
      { cause: error },
    );
  }
  if (typeof corpus.version !== 'string' || typeof corpus.baseUrl !== 'string' || !Array.isArray(corpus.documents)) {
    throw new Error(`The scikit-learn sections file ${file} is not one the build wrote: run "npm run build" again.`);
  }
  return corpus as SklearnCorpus;
}
