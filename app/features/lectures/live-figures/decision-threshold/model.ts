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

/** Scored points: each point's posterior p(class 1 | x) under the classifier, and its true class. */
export interface ScoredPoints {
  scores: number[];
  labels: (0 | 1)[];
}

export function scoredPoints(classifier: Classifier): ScoredPoints {
  const sample = figureSample();
  const classes = fitClassifier(sample, classifier);
  return {
    scores: sample.flatMap((points) => points.map((point) => sigmoid(logOdds(classes, point)))),
    labels: sample.flatMap((points, k) => points.map(() => k as 0 | 1)),
  };
}

export interface Confusion {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  trueNegatives: number;
}

/** The counts when class 1 ("positive") is predicted for every score above the threshold. */
export function confusionAt({ scores, labels }: ScoredPoints, threshold: number): Confusion {
  const counts: Confusion = { truePositives: 0, falsePositives: 0, falseNegatives: 0, trueNegatives: 0 };
  scores.forEach((score, i) => {
    const positive = score > threshold;
    if (labels[i] === 1) counts[positive ? 'truePositives' : 'falseNegatives']++;
    else counts[positive ? 'falsePositives' : 'trueNegatives']++;
  });
  return counts;
}

/** Precision TP / (TP + FP): of the points called positive, the share that are. Null when none is called positive. */
export function precisionOf({ truePositives, falsePositives }: Confusion): number | null {
  return truePositives + falsePositives === 0 ? null : truePositives / (truePositives + falsePositives);
}

/** Recall (the true-positive rate) TP / (TP + FN): of the positives, the share found. */
export function recallOf({ truePositives, falseNegatives }: Confusion): number {
  return truePositives / (truePositives + falseNegatives);
}

/** The false-positive rate FP / (FP + TN): of the negatives, the share called positive. */
export function falsePositiveRateOf({ falsePositives, trueNegatives }: Confusion): number {
  return falsePositives / (falsePositives + trueNegatives);
}

export function accuracyOf(confusion: Confusion): number {
  const { truePositives, falsePositives, falseNegatives, trueNegatives } = confusion;
  return (truePositives + trueNegatives) / (truePositives + falsePositives + falseNegatives + trueNegatives);
}

/**
 * The ROC curve: (false-positive rate, true-positive rate) for every threshold, from (0, 0) (nothing
 * called positive) to (1, 1). Tied scores move together, so a tie between the classes is a diagonal step.
 */
export function rocCurve({ scores, labels }: ScoredPoints): [number, number][] {
  const positives = labels.filter((label) => label === 1).length;
  const negatives = labels.length - positives;
  const order = scores.map((_, i) => i).sort((a, b) => scores[b] - scores[a]);
  const curve: [number, number][] = [[0, 0]];
  let tp = 0;
  let fp = 0;
  for (let i = 0; i < order.length; i++) {
    if (labels[order[i]] === 1) tp++;
    else fp++;
    if (i + 1 === order.length || scores[order[i + 1]] !== scores[order[i]]) curve.push([fp / negatives, tp / positives]);
  }
  return curve;
}

/** The area under the ROC curve by the trapezoid rule. */
export function areaUnderCurve(curve: readonly [number, number][]): number {
  let area = 0;
  for (let i = 1; i < curve.length; i++) area += ((curve[i][0] - curve[i - 1][0]) * (curve[i][1] + curve[i - 1][1])) / 2;
  return area;
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
