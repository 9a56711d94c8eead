/**
 * Logistic and softmax regression fitted the ways the linear-regression lecture derives them:
 * Newton's method (iteratively reweighted least squares) and plain gradient descent on the mean log
 * loss, plus softmax probabilities and the cross-entropy gradient. The lecture's figures
 * (logistic-newton, softmax-regions), its practice answers and its number tests all compute from
 * here, so the text, the figures and the checks cannot disagree.
 *
 * Rows of `X` are samples with the constant feature already included where the model has an
 * intercept; labels are 0/1 for the binary model and 0, …, K − 1 for the softmax model.
 */
import { Matrix, solve } from 'ml-matrix';

export const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

const dot = (a: readonly number[], b: readonly number[]): number => a.reduce((sum, value, j) => sum + value * b[j], 0);

/** The mean log loss −(1/n) Σ [yᵢ log pᵢ + (1 − yᵢ) log(1 − pᵢ)] plus (λ/2)‖w‖², written stably through log(1 + e^{∓z}). */
export function logLoss(X: readonly number[][], y: readonly number[], w: readonly number[], penalty = 0): number {
  const data = X.reduce((sum, row, i) => {
    const z = dot(row, w);
    // −log σ(z) = log(1 + e^{−z}) for y = 1; −log(1 − σ(z)) = log(1 + e^{z}) for y = 0.
    const signed = y[i] === 1 ? -z : z;
    return sum + (signed > 0 ? signed + Math.log1p(Math.exp(-signed)) : Math.log1p(Math.exp(signed)));
  }, 0);
  return data / X.length + (penalty / 2) * dot(w, w);
}

/** The gradient (1/n) Xᵀ(p − y) + λw and the Hessian (1/n) XᵀSX + λI, S = diag(pᵢ(1 − pᵢ)). */
export function logLossDerivatives(
  X: readonly number[][],
  y: readonly number[],
  w: readonly number[],
  penalty = 0,
): { gradient: number[]; hessian: number[][] } {
  const d = w.length;
  const n = X.length;
  const gradient = w.map((value) => penalty * value);
  const hessian = Array.from({ length: d }, (_, j) => Array.from({ length: d }, (_, k) => (j === k ? penalty : 0)));
  X.forEach((row, i) => {
    const p = sigmoid(dot(row, w));
    const weight = p * (1 - p);
    for (let j = 0; j < d; j++) {
      gradient[j] += ((p - y[i]) * row[j]) / n;
      for (let k = 0; k < d; k++) hessian[j][k] += (weight * row[j] * row[k]) / n;
    }
  });
  return { gradient, hessian };
}

/** One Newton step w − H⁻¹∇J: the minimiser of the local quadratic model of the log loss. */
export function newtonStep(X: readonly number[][], y: readonly number[], w: readonly number[], penalty = 0): number[] {
  const { gradient, hessian } = logLossDerivatives(X, y, w, penalty);
  const step = solve(new Matrix(hessian), Matrix.columnVector(gradient)).getColumn(0);
  return w.map((value, j) => value - step[j]);
}

/** The iterates of Newton's method from w₀ = 0, the first one being w₀ itself. */
export function newtonIterates(X: readonly number[][], y: readonly number[], steps: number, penalty = 0): number[][] {
  const iterates = [X[0].map(() => 0)];
  for (let t = 0; t < steps; t++) iterates.push(newtonStep(X, y, iterates[t], penalty));
  return iterates;
}

/** The iterates of gradient descent w ← w − η∇J from w₀ = 0, the first one being w₀ itself. */
export function gradientDescentIterates(X: readonly number[][], y: readonly number[], eta: number, steps: number, penalty = 0): number[][] {
  const iterates = [X[0].map(() => 0)];
  for (let t = 0; t < steps; t++) {
    const { gradient } = logLossDerivatives(X, y, iterates[t], penalty);
    iterates.push(iterates[t].map((value, j) => value - eta * gradient[j]));
  }
  return iterates;
}

/**
 * An upper bound on every eigenvalue of the log loss's Hessian: since pᵢ(1 − pᵢ) ≤ 1/4, the Hessian
 * is at most (1/4n) XᵀX (plus λI), whose largest eigenvalue is found by power iteration.
 */
export function logLossCurvatureBound(X: readonly number[][], penalty = 0): number {
  const gram = new Matrix(X as number[][])
    .transpose()
    .mmul(new Matrix(X as number[][]))
    .mul(1 / (4 * X.length));
  let v = Matrix.ones(gram.rows, 1);
  let estimate = 0;
  for (let iteration = 0; iteration < 500; iteration++) {
    const next = gram.mmul(v);
    estimate = next.norm() / v.norm();
    v = next.div(next.norm());
  }
  return estimate + penalty;
}

/** Softmax probabilities of a score vector, shifted by its maximum so no exponential overflows. */
export function softmax(scores: readonly number[]): number[] {
  const top = Math.max(...scores);
  const exps = scores.map((z) => Math.exp(z - top));
  const total = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / total);
}

/** The scores zₖ = 𝐰ₖᵀ𝐱 of one sample for weights stored as K columns 𝐰ₖ (`W[k]` is 𝐰ₖ). */
export const softmaxScores = (W: readonly number[][], x: readonly number[]): number[] => W.map((wk) => dot(wk, x));

/**
 * The mean cross-entropy −(1/n) Σᵢ log p(yᵢ | 𝐱ᵢ) + (λ/2) Σₖ ‖𝐰ₖ‖² and its gradient, one row per
 * class: ∇_{𝐰ₖ} = (1/n) Σᵢ (pᵢₖ − yᵢₖ) 𝐱ᵢ + λ𝐰ₖ, with yᵢₖ the one-hot label.
 */
export function crossEntropy(X: readonly number[][], labels: readonly number[], W: readonly number[][], penalty = 0): { loss: number; gradient: number[][] } {
  const n = X.length;
  let loss = 0;
  const gradient = W.map((wk) => wk.map((value) => penalty * value));
  X.forEach((x, i) => {
    const p = softmax(softmaxScores(W, x));
    loss -= Math.log(p[labels[i]]) / n;
    p.forEach((pk, k) => {
      const residual = pk - (k === labels[i] ? 1 : 0);
      x.forEach((xj, j) => (gradient[k][j] += (residual * xj) / n));
    });
  });
  loss += (penalty / 2) * W.reduce((sum, wk) => sum + dot(wk, wk), 0);
  return { loss, gradient };
}

/**
 * Softmax regression by Newton's method on all K·d weights, with an L2 penalty λ > 0 on every
 * weight: the penalty makes the Hessian positive definite, which the model's invariance (adding one
 * vector to every 𝐰ₖ changes no probability) would otherwise leave singular, and keeps the weights
 * finite when a class is linearly separable. The Hessian's (k, l) block is
 * (1/n) Σᵢ pᵢₖ([k = l] − pᵢₗ) 𝐱ᵢ𝐱ᵢᵀ + λ[k = l] I.
 */
export function fitSoftmaxNewton(X: readonly number[][], labels: readonly number[], classes: number, penalty: number, steps = 30): number[][] {
  const d = X[0].length;
  const size = classes * d;
  let W = Array.from({ length: classes }, () => Array.from({ length: d }, () => 0));
  for (let t = 0; t < steps; t++) {
    const { gradient } = crossEntropy(X, labels, W, penalty);
    const hessian = Array.from({ length: size }, (_, r) => Array.from({ length: size }, (_, c) => (r === c ? penalty : 0)));
    for (const x of X) {
      const p = softmax(softmaxScores(W, x));
      for (let k = 0; k < classes; k++) {
        for (let l = 0; l < classes; l++) {
          const weight = p[k] * ((k === l ? 1 : 0) - p[l]);
          for (let j = 0; j < d; j++) for (let m = 0; m < d; m++) hessian[k * d + j][l * d + m] += (weight * x[j] * x[m]) / X.length;
        }
      }
    }
    const step = solve(new Matrix(hessian), Matrix.columnVector(gradient.flat())).getColumn(0);
    W = W.map((wk, k) => wk.map((value, j) => value - step[k * d + j]));
    if (Math.hypot(...step) < 1e-12) break;
  }
  return W;
}
