/**
 * The glossary: every entry of the per-lecture files, validated and sorted A–Z by term. The
 * /glossary page, the search index and the tutor read this list; each file holds the terms its
 * lecture teaches, so an author edits the terms next to the lecture they belong to.
 */
import { GlossaryEntrySchema, type GlossaryEntry } from './glossary-schema.ts';
import { clusteringTerms } from './clustering.ts';
import { dimensionalityReductionTerms } from './dimensionality-reduction.ts';
import { linearRegressionTerms } from './linear-regression.ts';
import { neuralNetworksTerms } from './neural-networks.ts';
import { nonparametricTerms } from './nonparametric.ts';
import { probabilisticClassifierTerms } from './probabilistic-classifier.ts';
import { supervisedLearningTerms } from './supervised-learning.ts';
import { supportVectorMachinesTerms } from './support-vector-machines.ts';
import { transformersTerms } from './transformers.ts';
import { treesTerms } from './trees.ts';
import { unsupervisedLearningTerms } from './unsupervised-learning.ts';

const written = [
  ...supervisedLearningTerms,
  ...linearRegressionTerms,
  ...probabilisticClassifierTerms,
  ...supportVectorMachinesTerms,
  ...nonparametricTerms,
  ...treesTerms,
  ...unsupervisedLearningTerms,
  ...dimensionalityReductionTerms,
  ...clusteringTerms,
  ...neuralNetworksTerms,
  ...transformersTerms,
];

/** The key a term sorts and is grouped under: its first letter or digit, case and accents ignored. */
export function glossaryLetter(term: string): string {
  const first = term
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]/g, '')
    .charAt(0)
    .toUpperCase();
  return /[0-9]/.test(first) ? '#' : first;
}

/** Every glossary entry, validated, in A–Z order of its term. */
export const glossary: readonly GlossaryEntry[] = written
  .map((entry) => GlossaryEntrySchema.parse(entry))
  .sort((a, b) => a.term.localeCompare(b.term, 'en', { sensitivity: 'base' }));

/** The glossary's route. */
export const glossaryPath = '/glossary';

/** The link to one entry on the glossary page. */
export function glossaryHref(id: string): string {
  return `${glossaryPath}#${id}`;
}
