/**
 * Judging a classifier's scores against the true classes: the confusion counts at a threshold, the
 * rates read from them, and the ROC curve with its area. Shared by the "Decision threshold" live
 * figure (app/features/lectures/live-figures/decision-threshold) and the static threshold-costs
 * figure, so both count a threshold the same way.
 */

/** Scores with their true classes: each point's p(class 1 | x), and class 1 is "positive". */
export interface ScoredPoints {
  scores: number[];
  labels: (0 | 1)[];
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
