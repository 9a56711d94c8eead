/**
 * Computed answers for the linear-regression lecture's numeric practice questions. The data is the
 * lecture's worked example: the three points (0, 1), (1, 3), (2, 4), fitted with an intercept.
 */
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
};
