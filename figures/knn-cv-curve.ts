/**
 * Choosing the number of neighbours by cross-validation on the lecture's 200 training points (the
 * data of figures/knn-decision-regions.ts): ten-fold cross-validated error against k_nn, with one
 * standard error of the fold mean as a band, next to the error on the 5,000 test points that a
 * learner would not have. The folds are a seeded shuffle, so the curve and the numbers the lecture
 * quotes (content/lectures/nonparametric.mdx, "Choosing the number of neighbours by cross-validation")
 * are the same on every run; figures/knn-cv-curve.test.ts asserts them.
 */
import { density, KNN_SEED, knnTrainingSample, sampleClass } from './lib/knn-mixture.ts';
import { createRandom, shuffle } from './lib/random.ts';
import { createPanel, el, legend, palette, pathThrough, svgDocument, text } from './lib/svg.ts';
import { neighbourLabels, neighboursLabel, voteFraction } from './knn-decision-regions.ts';

type Point = [number, number];

/** Seed of the fold assignment; the data keep the lecture's seed. */
const FOLD_SEED = 7;
export const FOLDS = 10;
/** The candidate numbers of neighbours: odd, so two classes never tie. */
export const CANDIDATES = Array.from({ length: 50 }, (_, i) => 2 * i + 1); // 1, 3, ..., 99

export interface CrossValidationCurve {
  /** One entry per candidate k_nn: the mean held-out error over the folds and its standard error. */
  points: { k: number; cv: number; se: number; test: number }[];
  /** The candidate with the lowest cross-validated error (the smallest one on a tie). */
  best: { k: number; cv: number; se: number; test: number };
  /** The largest candidate whose cross-validated error is within one standard error of the best. */
  oneStandardError: { k: number; cv: number; se: number; test: number };
  /** The Bayes error on the test points. */
  bayesError: number;
}

export function knnCrossValidation(): CrossValidationCurve {
  const random = createRandom(KNN_SEED);
  const { mixture, train, labels } = knnTrainingSample(random);
  // The test points continue the same generator, as in the decision-regions figure.
  const test: Point[] = [];
  const testLabels: number[] = [];
  for (const label of [0, 1]) {
    for (const point of sampleClass(mixture, label, 2500, random)) {
      test.push(point);
      testLabels.push(label);
    }
  }
  const fold = new Array<number>(train.length);
  shuffle(
    train.map((_, i) => i),
    createRandom(FOLD_SEED),
  ).forEach((index, position) => (fold[index] = position % FOLDS));

  // For every held-out point, the labels of the other folds' points sorted by distance.
  const foldErrors = CANDIDATES.map(() => new Array<number>(FOLDS).fill(0));
  const foldSizes = new Array<number>(FOLDS).fill(0);
  train.forEach((point, i) => {
    const f = fold[i];
    foldSizes[f] += 1;
    const others = train.filter((_, j) => fold[j] !== f);
    const otherLabels = labels.filter((_, j) => fold[j] !== f);
    const sorted = neighbourLabels(others, otherLabels, point);
    CANDIDATES.forEach((k, c) => {
      if (Number(voteFraction(sorted, k) > 0.5) !== labels[i]) foldErrors[c][f] += 1;
    });
  });
  const testSorted = test.map((point) => neighbourLabels(train, labels, point));
  const points = CANDIDATES.map((k, c) => {
    const rates = foldErrors[c].map((wrong, f) => wrong / foldSizes[f]);
    const mean = rates.reduce((sum, rate) => sum + rate, 0) / FOLDS;
    const variance = rates.reduce((sum, rate) => sum + (rate - mean) ** 2, 0) / (FOLDS - 1);
    const testError = testSorted.reduce((wrong, sorted, i) => wrong + (Number(voteFraction(sorted, k) > 0.5) !== testLabels[i] ? 1 : 0), 0) / test.length;
    return { k, cv: mean, se: Math.sqrt(variance / FOLDS), test: testError };
  });
  const best = points.reduce((a, b) => (b.cv < a.cv ? b : a));
  const oneStandardError = points.filter((p) => p.cv <= best.cv + best.se).reduce((a, b) => (b.k > a.k ? b : a));
  const bayesError =
    test.reduce((wrong, point, i) => wrong + (Number(density(mixture, 1, point) > density(mixture, 0, point)) !== testLabels[i] ? 1 : 0), 0) / test.length;
  return { points, best, oneStandardError, bayesError };
}

export default function draw(): string {
  const { points, best, oneStandardError, bayesError } = knnCrossValidation();
  const width = 640;
  const height = 330;
  const plot = { x: 70, y: 40, width: 540, height: 220 };
  const maxError = 0.35;
  const panel = createPanel({ ...plot, xDomain: [0, 100], yDomain: [0, maxError], ticks: 0 });
  const { sx, sy } = panel;
  const parts: string[] = [panel.axes];
  for (const k of [1, 11, 21, 31, 41, 51, 61, 71, 81, 91]) {
    parts.push(el('line', { x1: sx(k), x2: sx(k), y1: plot.y + plot.height, y2: plot.y + plot.height + 4, stroke: palette.grey }));
    parts.push(text(sx(k), plot.y + plot.height + 17, String(k), { 'text-anchor': 'middle', 'font-size': 11, fill: '#444' }));
  }
  for (const e of [0, 0.1, 0.2, 0.3]) {
    parts.push(el('line', { x1: plot.x - 4, x2: plot.x, y1: sy(e), y2: sy(e), stroke: palette.grey }));
    parts.push(text(plot.x - 7, sy(e) + 4, `${Math.round(e * 100)}%`, { 'text-anchor': 'end', 'font-size': 11, fill: '#444' }));
  }
  parts.push(
    neighboursLabel(plot.x + plot.width / 2, plot.y + plot.height + 36, ', the number of neighbours (odd values)', {
      'text-anchor': 'middle',
      'font-size': 12,
    }),
  );
  parts.push(
    text(plot.x + plot.width / 2, plot.y - 14, 'Ten-fold cross-validated error of k-NN on the 200 training points', {
      'text-anchor': 'middle',
      'font-weight': 600,
      'font-size': 14,
    }),
  );
  // One standard error around the cross-validated mean, as a band.
  const band = [
    ...points.map((p) => [sx(p.k), sy(p.cv + p.se)] as const),
    ...[...points].reverse().map((p) => [sx(p.k), sy(Math.max(0, p.cv - p.se))] as const),
  ];
  parts.push(el('path', { d: pathThrough(band) + 'Z', fill: palette.blue, 'fill-opacity': 0.18, stroke: 'none' }));
  parts.push(el('path', { d: pathThrough(points.map((p) => [sx(p.k), sy(p.cv)])), fill: 'none', stroke: palette.blue, 'stroke-width': 2.2 }));
  parts.push(
    el('path', {
      d: pathThrough(points.map((p) => [sx(p.k), sy(p.test)])),
      fill: 'none',
      stroke: palette.vermillion,
      'stroke-width': 2,
      'stroke-dasharray': '6 3',
    }),
  );
  parts.push(
    el('line', {
      x1: plot.x,
      x2: plot.x + plot.width,
      y1: sy(bayesError),
      y2: sy(bayesError),
      stroke: palette.purple,
      'stroke-width': 1.5,
      'stroke-dasharray': '2 3',
    }),
  );
  parts.push(
    text(plot.x + plot.width - 6, sy(bayesError) + 15, `Bayes error ${(bayesError * 100).toFixed(1)}%`, {
      'text-anchor': 'end',
      'font-size': 11,
      fill: palette.purple,
    }),
  );
  // The minimum and the one-standard-error choice.
  parts.push(el('circle', { cx: sx(best.k), cy: sy(best.cv), r: 5, fill: palette.blue, stroke: '#fff', 'stroke-width': 1 }));
  parts.push(
    neighboursLabel(sx(best.k), sy(best.cv) + 20, ` = ${best.k}: lowest CV error ${(best.cv * 100).toFixed(1)}%`, {
      'text-anchor': 'middle',
      'font-size': 11,
      fill: '#444',
    }),
  );
  parts.push(
    el('rect', {
      x: sx(oneStandardError.k) - 4.5,
      y: sy(oneStandardError.cv) - 4.5,
      width: 9,
      height: 9,
      fill: palette.green,
      stroke: '#fff',
      'stroke-width': 1,
    }),
  );
  parts.push(
    neighboursLabel(sx(oneStandardError.k) + 8, sy(0.12), ` = ${oneStandardError.k}: one-standard-error choice`, {
      'text-anchor': 'end',
      'font-size': 11,
      fill: '#444',
    }),
  );
  parts.push(
    legend(plot.x, height - 14, [
      { label: 'ten-fold CV error (band: one standard error)', colour: palette.blue, shape: 'line' },
      { label: 'test error (5,000 new points)', colour: palette.vermillion, shape: 'line' },
    ]),
  );
  const title = `Ten-fold cross-validated error of k-NN against the number of neighbours: lowest at ${best.k} neighbours (${(best.cv * 100).toFixed(1)}%), one-standard-error choice ${oneStandardError.k}`;
  return svgDocument({ width, height, title, body: parts.join('\n') });
}
