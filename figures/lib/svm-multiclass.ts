/**
 * One-vs-rest and one-vs-one multiclass SVMs built from the lecture's binary SMO (svm-smo.ts), for
 * the support-vector-machines lecture's "Multiclass SVMs" section and its tests. Linear kernel only:
 * the section's hand example has three classes and reads each binary classifier as a line.
 */
import { gramMatrix, linearKernel, smo } from './svm-smo.ts';

/** A linear binary classifier f(x) = wᵀx + b, positive for its first class. */
export interface LinearClassifier {
  w: number[];
  b: number;
}

/** A one-vs-one classifier between classes `positive` (f > 0) and `negative` (f < 0). */
export interface PairClassifier extends LinearClassifier {
  positive: number;
  negative: number;
}

/** The linear soft-margin SVM (hard margin for C = ∞) on points x with labels y in {−1, +1}. */
export function fitLinearSvm(x: readonly (readonly number[])[], y: readonly number[], C: number): LinearClassifier {
  const model = smo(gramMatrix(x, linearKernel), y, C, 1e-12);
  const w = new Array<number>(x[0].length).fill(0);
  x.forEach((point, i) => point.forEach((value, k) => (w[k] += model.alpha[i] * y[i] * value)));
  return { w, b: model.b };
}

export const score = (classifier: LinearClassifier, point: readonly number[]): number =>
  classifier.w.reduce((sum, value, k) => sum + value * point[k], classifier.b);

/** One-vs-rest: classifier k separates class k (+1) from all the others (−1), on all n points. */
export function oneVsRest(x: readonly (readonly number[])[], labels: readonly number[], classes: number, C: number): LinearClassifier[] {
  return Array.from({ length: classes }, (_, k) =>
    fitLinearSvm(
      x,
      labels.map((label) => (label === k ? 1 : -1)),
      C,
    ),
  );
}

/** One-vs-one: one classifier for each pair k < l, trained on the points of those two classes only. */
export function oneVsOne(x: readonly (readonly number[])[], labels: readonly number[], classes: number, C: number): PairClassifier[] {
  const pairs: PairClassifier[] = [];
  for (let k = 0; k < classes; k++) {
    for (let l = k + 1; l < classes; l++) {
      const members = labels.map((label, i) => (label === k || label === l ? i : -1)).filter((i) => i >= 0);
      const fit = fitLinearSvm(
        members.map((i) => x[i]),
        members.map((i) => (labels[i] === k ? 1 : -1)),
        C,
      );
      pairs.push({ ...fit, positive: k, negative: l });
    }
  }
  return pairs;
}

/** One-vs-rest prediction: the class whose classifier scores highest. */
export function predictOneVsRest(classifiers: readonly LinearClassifier[], point: readonly number[]): number {
  const scores = classifiers.map((classifier) => score(classifier, point));
  return scores.indexOf(Math.max(...scores));
}

/** One-vs-one votes: each pair classifier gives one vote to the class on its side of the boundary. */
export function votesOneVsOne(pairs: readonly PairClassifier[], classes: number, point: readonly number[]): number[] {
  const votes = new Array<number>(classes).fill(0);
  for (const pair of pairs) votes[score(pair, point) > 0 ? pair.positive : pair.negative]++;
  return votes;
}

/** One-vs-one prediction: most votes, ties to the lowest class index (as LIBSVM, hence scikit-learn's SVC, breaks them). */
export function predictOneVsOne(pairs: readonly PairClassifier[], classes: number, point: readonly number[]): number {
  const votes = votesOneVsOne(pairs, classes, point);
  return votes.indexOf(Math.max(...votes));
}

/**
 * The binary problems each scheme trains on K balanced classes of `perClass` points, and their
 * total cost when a problem of m points costs m^power (power 2 to 3 for kernel SVM solvers).
 */
export function trainingCost(classes: number, perClass: number, power: number) {
  const n = classes * perClass;
  const pairs = (classes * (classes - 1)) / 2;
  return {
    oneVsRest: { problems: classes, size: n, totalPoints: classes * n, cost: classes * n ** power },
    oneVsOne: { problems: pairs, size: 2 * perClass, totalPoints: pairs * 2 * perClass, cost: pairs * (2 * perClass) ** power },
  };
}
