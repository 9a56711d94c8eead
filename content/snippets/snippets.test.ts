/**
 * The numbers agree: where a snippet reproduces a lecture's worked example or a figure's data, its
 * committed output (what the page shows under the code) must print the numbers the lecture shows,
 * computed the way the lecture's practice answers and figures compute them. `npm run snippets --
 * --check` ties the output to the code; this ties it to the page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileLecture, type CompiledLecture } from '../pipeline/compile-lecture.ts';
import { linearRegressionAnswers } from '../practice/answers/linear-regression.ts';
import { nonparametricAnswers } from '../practice/answers/nonparametric.ts';
import { probabilisticClassifierAnswers } from '../practice/answers/probabilistic-classifier.ts';
import { supervisedLearningAnswers } from '../practice/answers/supervised-learning.ts';
import { supportVectorMachinesAnswers } from '../practice/answers/support-vector-machines.ts';
import { errorsByDegree } from '../../figures/train-test-error.ts';

/** The committed output of a snippet. */
const outputOf = (id: string) => readFileSync(join(import.meta.dirname, `${id}.out`), 'utf8');

/** The number a line of an output gives after `label` (e.g. "intercept b = 1.1667" → 1.1667). */
function printed(output: string, label: string): number {
  const line = output.split('\n').find((candidate) => candidate.startsWith(label));
  if (!line) throw new Error(`no line "${label}…" in the output`);
  return Number(/(-?\d+(?:\.\d+)?)\s*$/.exec(line)?.[1]);
}

/** The prose of a lecture section (formulas as `$tex$`). */
const proseOf = (lecture: CompiledLecture, anchor: string) => lecture.sections.find((section) => section.anchor === anchor)!.prose;

describe('linear-regression/worked-example prints the worked example', () => {
  let lecture: CompiledLecture;
  const output = outputOf('linear-regression/worked-example');
  beforeAll(async () => {
    lecture = await compileLecture('linear-regression');
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
    const lecture = await compileLecture('supervised-learning');
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
    lecture = await compileLecture('probabilistic-classifier');
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
    const lecture = await compileLecture('support-vector-machines');
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
    const lecture = await compileLecture('nonparametric');
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
    const lecture = await compileLecture('trees');
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
