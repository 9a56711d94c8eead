/**
 * Computed answers for the linear-regression lecture's numeric practice questions. The data is the
 * lecture's worked example: the three points (0, 1), (1, 3), (2, 4), fitted with an intercept, its
 * LMS and logistic steps, and the least-squares problem of the gradient-descent figures.
 */
import { correlatedFeatures } from '../../../figures/lib/correlated-features.ts';
import { crossEntropy, newtonStep, softmax, softmaxScores } from '../../../figures/lib/logistic-models.ts';

const xs = [0, 1, 2];
const ys = [1, 3, 4];
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Least squares for one feature with an intercept: slope = Σ(x − x̄)(y − ȳ) / Σ(x − x̄)², intercept = ȳ − slope · x̄. */
function fitLine(x: number[], y: number[]): { intercept: number; slope: number } {
  const [xBar, yBar] = [mean(x), mean(y)];
  const slope = x.reduce((sum, xi, i) => sum + (xi - xBar) * (y[i] - yBar), 0) / x.reduce((sum, xi) => sum + (xi - xBar) ** 2, 0);
  return { intercept: yBar - slope * xBar, slope };
}

/** The mean squared error of the line (b, w) on the worked example. */
const meanSquaredError = (b: number, w: number) => mean(xs.map((x, i) => (ys[i] - (b + w * x)) ** 2));

/** The worked example's LMS step: its input x = (1, 2) (constant feature, then x). */
const lmsExample = { x: [1, 2] };
/** The worked example's logistic step: weights (−1, 0.5) on (constant feature, x). */
const logisticExample = { w: [-1, 0.5] };
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
/** The softmax section's worked step: weights 𝐰₁ = (0, 0.5), 𝐰₂ = (1, 0.5), 𝐰₃ = 𝟎, one sample (1, 2) of class 1 (index 0). */
export const softmaxExample = {
  W: [
    [0, 0.5],
    [1, 0.5],
    [0, 0],
  ],
  x: [1, 2],
  label: 0,
  eta: 0.5,
};

/**
 * The largest and smallest eigenvalues ν_max and ν_min of the Hessian (2/n) XᵀX of the gradient-descent
 * figures' least-squares problem (two centred, correlated features), from the 2 × 2 closed form.
 */
function figureHessianEigenvalues(): { nuMax: number; nuMin: number } {
  const { features } = correlatedFeatures();
  const n = features.length;
  let [a, b, c] = [0, 0, 0];
  for (const [x1, x2] of features) {
    a += (2 / n) * x1 * x1;
    b += (2 / n) * x1 * x2;
    c += (2 / n) * x2 * x2;
  }
  const [half, root] = [(a + c) / 2, Math.sqrt(((a - c) / 2) ** 2 + b * b)];
  return { nuMax: half + root, nuMin: half - root };
}

export const linearRegressionAnswers: Record<string, () => number> = {
  /** b = 7/6. */
  'linear-regression-worked-intercept': () => fitLine(xs, ys).intercept,
  /** J = 1/18 at the least-squares line. */
  'linear-regression-worked-training-error': () => {
    const { intercept, slope } = fitLine(xs, ys);
    return meanSquaredError(intercept, slope);
  },
  /** One gradient step from w = 0 with η = 0.1: the gradient of J is (2/n) Xᵀ(Xw − y); J(w₁) = 1625/675 ≈ 2.41. */
  'linear-regression-one-gradient-step': () => {
    const n = xs.length;
    const gradient = [0, 0];
    xs.forEach((x, i) => {
      const residual = 0 - ys[i];
      gradient[0] += (2 / n) * residual;
      gradient[1] += (2 / n) * residual * x;
    });
    return meanSquaredError(-0.1 * gradient[0], -0.1 * gradient[1]);
  },
  /** η = 1/ν_max on the gradient-descent figures' problem: the flattest direction's factor 1 − ν_min/ν_max ≈ 0.884. */
  'linear-regression-flat-direction-factor': () => {
    const { nuMax, nuMin } = figureHessianEigenvalues();
    return 1 - (1 / nuMax) * nuMin;
  },
  /** The worked example's LMS step, x = (1, 2): the error after it is e(1 − η‖x‖²), zero at η = 1/‖x‖² = 0.2. */
  'linear-regression-lms-exact-step': () => 1 / lmsExample.x.reduce((sum, value) => sum + value * value, 0),
  /** The worked example's logistic weights (−1, 0.5): x from 2 to 4 adds 0.5·2 to the log-odds, so the odds grow by e. */
  'linear-regression-logistic-odds-factor': () => {
    const odds = (x: number) => {
      const p = sigmoid(logisticExample.w[0] + logisticExample.w[1] * x);
      return p / (1 - p);
    };
    return odds(4) / odds(2);
  },
  /** The first Newton step from w = 0 on x = 0, 1, 2, 3 with labels 1, 1, 0, 1 (intercept first): its slope, −0.4. */
  'linear-regression-newton-first-slope': () =>
    newtonStep(
      [0, 1, 2, 3].map((x) => [1, x]),
      [1, 1, 0, 1],
      [0, 0],
    )[1],
  /** The softmax section's worked step: x = (1, 2) of class 1, scores (1, 2, 0), one step η = 0.5; class 1's new probability ≈ 0.891. */
  'linear-regression-softmax-after-step': () => {
    const { W, x, label, eta } = softmaxExample;
    const { gradient } = crossEntropy([x], [label], W);
    const stepped = W.map((wk, k) => wk.map((value, j) => value - eta * gradient[k][j]));
    return softmax(softmaxScores(stepped, x))[label];
  },
};
