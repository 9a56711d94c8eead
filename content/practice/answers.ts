/**
 * The expected values of numeric practice questions, by question id. Each is computed from the
 * lecture's own data or worked example (the same helpers its figures use), never typed: a question
 * `<Practice kind="numeric" id="x">` takes its answer from `numericAnswers.x()` at build time, and the
 * build fails when a numeric question has no entry here or an entry has no question.
 *
 * One file per lecture (answers/<slug>.ts), gathered here.
 */
import { supervisedLearningAnswers } from './answers/supervised-learning.ts';
import { linearRegressionAnswers } from './answers/linear-regression.ts';
import { probabilisticClassifierAnswers } from './answers/probabilistic-classifier.ts';
import { supportVectorMachinesAnswers } from './answers/support-vector-machines.ts';
import { nonparametricAnswers } from './answers/nonparametric.ts';
import { treesAnswers } from './answers/trees.ts';
import { unsupervisedLearningAnswers } from './answers/unsupervised-learning.ts';
import { dimensionalityReductionAnswers } from './answers/dimensionality-reduction.ts';
import { clusteringAnswers } from './answers/clustering.ts';
import { neuralNetworksAnswers } from './answers/neural-networks.ts';
import { transformersAnswers } from './answers/transformers.ts';

// In the reading order of content/lectures.ts.
export const numericAnswers: Record<string, () => number> = {
  ...supervisedLearningAnswers,
  ...linearRegressionAnswers,
  ...probabilisticClassifierAnswers,
  ...supportVectorMachinesAnswers,
  ...nonparametricAnswers,
  ...treesAnswers,
  ...unsupervisedLearningAnswers,
  ...dimensionalityReductionAnswers,
  ...clusteringAnswers,
  ...neuralNetworksAnswers,
  ...transformersAnswers,
};
