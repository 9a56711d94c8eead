/**
 * The expected values of numeric practice questions, by question id. Each is computed from the
 * lecture's own data or worked example (the same helpers its figures use), never typed: a question
 * `<Practice kind="numeric" id="x">` takes its answer from `numericAnswers.x()` at build time, and the
 * build fails when a numeric question has no entry here or an entry has no question.
 *
 * One file per lecture (answers/<slug>.ts), gathered here.
 */
import { linearRegressionAnswers } from './answers/linear-regression.ts';
import { unsupervisedLearningAnswers } from './answers/unsupervised-learning.ts';
import { dimensionalityReductionAnswers } from './answers/dimensionality-reduction.ts';

export const numericAnswers: Record<string, () => number> = {
  ...linearRegressionAnswers,
  ...unsupervisedLearningAnswers,
  ...dimensionalityReductionAnswers,
};
