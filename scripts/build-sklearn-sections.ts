/**
 * Indexes the scikit-learn documentation for the tutor when it is installed: Debian's
 * python-sklearn-doc (/usr/share/doc/python-sklearn-doc/html), or the HTML in SKLEARN_DOC_DIR.
 * Writes build/tutor/sklearn.json (build output only: the docs' text is never committed). Without
 * the documentation it removes a stale file and says how to add it; the site builds either way.
 * Part of `npm run build`.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { debianSklearnDocDir, readSklearnDocs } from '../server/tutor/sources/sklearn-docs.ts';
import { defaultSklearnSectionsFile } from '../server/tutor/sources/sklearn-sections.ts';

const chosenDir = process.env.SKLEARN_DOC_DIR?.trim();
const docDir = chosenDir || debianSklearnDocDir;

if (!existsSync(docDir)) {
  if (chosenDir) {
    console.error(`SKLEARN_DOC_DIR is ${JSON.stringify(chosenDir)}, which does not exist: point it at scikit-learn's HTML documentation, or unset it.`);
    process.exit(1);
  }
  rmSync(defaultSklearnSectionsFile, { force: true });
  console.log(
    `tutor: no scikit-learn documentation in ${docDir}; the tutor will answer without it (to add it: apt-get install python-sklearn-doc, then npm run build)`,
  );
} else {
  const started = performance.now();
  let corpus;
  try {
    corpus = readSklearnDocs(docDir);
  } catch (error) {
    console.error(`tutor: cannot index the scikit-learn documentation in ${docDir}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  mkdirSync(dirname(defaultSklearnSectionsFile), { recursive: true });
  writeFileSync(defaultSklearnSectionsFile, JSON.stringify(corpus));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`tutor: ${corpus.documents.length} scikit-learn ${corpus.version} sections written to ${defaultSklearnSectionsFile} in ${seconds} s`);
}
