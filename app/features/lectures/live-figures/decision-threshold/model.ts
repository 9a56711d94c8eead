/**
 * A decision threshold on a classifier's scores: the computation behind the "Decision threshold"
 * live figure. The scores are the posteriors p(class 1 | x) that the lecture's Gaussian classifiers
 * (QDA or LDA, fitted by maximum likelihood) give the 140 seeded points of the right panel of
 * figures/gaussian-class-densities.ts (seed 2024, 70 points per class, the same draws), so at the
 * threshold 1/2 the counts agree with the accuracies that figure's caption prints.
 */
import {
  logOdds,
  meanOf,
  sampleGaussian2,
  scaleCovariance,
  scatterOf,
  sigmoid,
  createRandom,
  type GaussianClass,
  type Vector2,
} from '~/features/lectures/live-figures/kit';
import { finiteIn } from '~/features/lectures/live-figures/kit/state-checks';
import type { ScoredPoints } from '../../../../../figures/lib/classifier-evaluation.ts';

export {
  accuracyOf,
  areaUnderCurve,
  confusionAt,
  falsePositiveRateOf,
  precisionOf,
  recallOf,
  rocCurve,
  type Confusion,
  type ScoredPoints,
} from '../../../../../figures/lib/classifier-evaluation.ts';

export type Classifier = 'qda' | 'lda';

export interface ThresholdState {
  /** Predict class 1 when the posterior p(class 1 | x) is above this. */
  threshold: number;
  classifier: Classifier;
}

export const THRESHOLD_RANGE = [0.01, 0.99] as const;

/** The lecture's two classes: their generating means and covariances (figures/gaussian-class-densities.ts). */
export const GENERATING_CLASSES = [
  { mean: [0, 0] as Vector2, covariance: { xx: 1, xy: 0.5, yy: 1 } },
  { mean: [2.2, 1.2] as Vector2, covariance: { xx: 3, xy: -1.1, yy: 0.9 } },
] as const;

/** The seeded sample: 70 points of class 0, then 70 of class 1, drawn in the figure's order. */
export function figureSample(): Vector2[][] {
  const random = createRandom(2024);
  return GENERATING_CLASSES.map(({ mean, covariance }) => sampleGaussian2(70, mean, covariance, random));
}

/** Maximum-likelihood fits: QDA keeps each class's covariance, LDA pools them (Σ S_k / n). */
export function fitClassifier(sample: readonly Vector2[][], classifier: Classifier): [GaussianClass, GaussianClass] {
  const total = sample[0].length + sample[1].length;
  const means = sample.map(meanOf);
  const scatters = sample.map((points, k) => scatterOf(points, means[k]));
  const pooled = scaleCovariance({ xx: scatters[0].xx + scatters[1].xx, xy: scatters[0].xy + scatters[1].xy, yy: scatters[0].yy + scatters[1].yy }, 1 / total);
  const fit = (k: 0 | 1): GaussianClass => ({
    prior: sample[k].length / total,
    mean: means[k],
    covariance: classifier === 'qda' ? scaleCovariance(scatters[k], 1 / sample[k].length) : pooled,
  });
  return [fit(0), fit(1)];
}

export function scoredPoints(classifier: Classifier): ScoredPoints {
  const sample = figureSample();
  const classes = fitClassifier(sample, classifier);
  return {
    scores: sample.flatMap((points) => points.map((point) => sigmoid(logOdds(classes, point)))),
    labels: sample.flatMap((points, k) => points.map(() => k as 0 | 1)),
  };
}

export function initialState(): ThresholdState {
  return { threshold: 0.5, classifier: 'qda' };
}

/** A state from a shared link, or null unless the threshold is on the slider and the classifier one of the two. */
export function parseState(value: unknown): ThresholdState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { threshold, classifier } = value as Record<string, unknown>;
  if (!finiteIn(threshold, THRESHOLD_RANGE[0], THRESHOLD_RANGE[1])) return null;
  if (classifier !== 'qda' && classifier !== 'lda') return null;
  return { threshold, classifier };
}
