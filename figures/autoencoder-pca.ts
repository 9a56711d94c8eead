/**
 * Autoencoders against PCA with the same code size d' = 1, on seeded points along an arc in the plane.
 * A linear autoencoder (2 → 1 → 2, no activation) and a nonlinear one (2 → 16 tanh → 1 → 16 tanh → 2)
 * are trained by full-batch Adam on the mean squared reconstruction error, with the minibatch
 * backpropagation of the lecture (samples as rows). Left: the reconstruction error against the step,
 * beside PCA's error, the smallest a linear code of size 1 can reach. Right: the data and the two
 * reconstructions, PCA's on a line and the nonlinear autoencoder's along a curve.
 */
import { EigenvalueDecomposition, Matrix } from 'ml-matrix';
import { createRandom, gaussian } from './lib/random.ts';
import { createPanel, el, legend, palette, pathThrough, svgDocument, text } from './lib/svg.ts';

export const SAMPLES = 200;
export const NOISE = 0.05;
export const STEPS = 2000;
export const LEARNING_RATE = 0.01;
export const DATA_SEED = 11;
export const WEIGHT_SEED = 5;

/** Seeded points near the upper half of the unit circle, centred: the rows of an n × 2 matrix. */
export function arcData(): Matrix {
  const random = createRandom(DATA_SEED);
  const rows: number[][] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const angle = Math.PI * random();
    rows.push([Math.cos(angle) + NOISE * gaussian(random), Math.sin(angle) + NOISE * gaussian(random)]);
  }
  const X = new Matrix(rows);
  const means = X.mean('column');
  return X.subRowVector(means);
}

/** The eigenvalues ν₁ ≥ ν₂ ≥ … of the covariance (1/n) XᵀX of centred data. */
export function covarianceEigenvalues(X: Matrix): number[] {
  const covariance = X.transpose().mmul(X).div(X.rows);
  return new EigenvalueDecomposition(covariance, { assumeSymmetric: true }).realEigenvalues.sort((a, b) => b - a);
}

/**
 * PCA's mean squared reconstruction error with d' components of centred data: the sum of the
 * covariance's discarded eigenvalues, ν_{d'+1} + … + ν_d.
 */
export function pcaError(X: Matrix, reducedDimension: number): number {
  return covarianceEigenvalues(X)
    .slice(reducedDimension)
    .reduce((sum, value) => sum + value, 0);
}

/** PCA's reconstruction of centred data with d' components: X V V^T for the top d' eigenvectors V. */
export function pcaReconstruction(X: Matrix, reducedDimension: number): Matrix {
  const covariance = X.transpose().mmul(X).div(X.rows);
  const evd = new EigenvalueDecomposition(covariance, { assumeSymmetric: true });
  const order = evd.realEigenvalues.map((value, index) => ({ value, index })).sort((a, b) => b.value - a.value);
  const V = new Matrix(order.slice(0, reducedDimension).map(({ index }) => evd.eigenvectorMatrix.getColumn(index))).transpose();
  return X.mmul(V).mmul(V.transpose());
}

interface Layer {
  W: Matrix; // d_l × d_{l-1}
  b: Matrix; // 1 × d_l (a row, added to every sample's row)
  tanh: boolean;
}

/** Widths of the layers, input first, and whether each layer after the input applies tanh. */
export type Architecture = { widths: number[]; tanh: boolean[] };
export const LINEAR: Architecture = { widths: [2, 1, 2], tanh: [false, false] };
export const NONLINEAR: Architecture = { widths: [2, 16, 1, 16, 2], tanh: [true, false, true, false] };

export interface Autoencoder {
  layers: Layer[];
  /** The mean squared reconstruction error (1/n) Σ‖x̂ᵢ − xᵢ‖² before each step and after the last. */
  errors: number[];
}

/** The forward pass on a batch of rows: Z = A Wᵀ + 1 bᵀ, A = g(Z); returns every layer's activations. */
export function forward(layers: readonly Layer[], X: Matrix): Matrix[] {
  const activations = [X];
  for (const layer of layers) {
    const Z = activations[activations.length - 1].mmul(layer.W.transpose()).addRowVector(layer.b);
    if (layer.tanh) for (let i = 0; i < Z.rows; i++) for (let j = 0; j < Z.columns; j++) Z.set(i, j, Math.tanh(Z.get(i, j)));
    activations.push(Z);
  }
  return activations;
}

const meanSquaredError = (reconstruction: Matrix, X: Matrix) => Matrix.sub(reconstruction, X).pow(2).sum() / X.rows;

/**
 * Trains an autoencoder on the rows of X by full-batch Adam (β₁ = 0.9, β₂ = 0.999) on J = (1/n) Σ‖x̂ᵢ − xᵢ‖²,
 * from N(0, 1/fan_in) weights (Xavier for tanh) and zero biases drawn from WEIGHT_SEED.
 */
export function trainAutoencoder(architecture: Architecture, X: Matrix, steps = STEPS): Autoencoder {
  const random = createRandom(WEIGHT_SEED);
  const layers: Layer[] = architecture.tanh.map((tanh, l) => {
    const fanIn = architecture.widths[l];
    const W = new Matrix(Array.from({ length: architecture.widths[l + 1] }, () => Array.from({ length: fanIn }, () => gaussian(random) / Math.sqrt(fanIn))));
    return { W, b: Matrix.zeros(1, architecture.widths[l + 1]), tanh };
  });
  const parameters = layers.flatMap((layer) => [layer.W, layer.b]);
  const firstMoments = parameters.map((P) => Matrix.zeros(P.rows, P.columns));
  const secondMoments = parameters.map((P) => Matrix.zeros(P.rows, P.columns));
  const errors: number[] = [];
  for (let t = 1; t <= steps + 1; t++) {
    const activations = forward(layers, X);
    const output = activations[activations.length - 1];
    errors.push(meanSquaredError(output, X));
    if (t === steps + 1) break;
    // Δ(L) = ∂J/∂Z(L) = (2/n)(X̂ − X) for J = (1/n) Σ‖x̂ᵢ − xᵢ‖² and an identity output.
    let Delta = Matrix.sub(output, X).mul(2 / X.rows);
    const gradients: Matrix[] = [];
    for (let l = layers.length - 1; l >= 0; l--) {
      const input = activations[l];
      gradients.unshift(Delta.transpose().mmul(input), Matrix.rowVector(Delta.sum('column')));
      if (l === 0) break;
      const back = Delta.mmul(layers[l].W);
      // tanh'(z) = 1 − tanh²(z), and the layer's input is that tanh.
      if (layers[l - 1].tanh)
        for (let i = 0; i < back.rows; i++) for (let j = 0; j < back.columns; j++) back.set(i, j, back.get(i, j) * (1 - input.get(i, j) ** 2));
      Delta = back;
    }
    parameters.forEach((P, k) => {
      const g = gradients[k];
      const m = firstMoments[k];
      const v = secondMoments[k];
      for (let i = 0; i < P.rows; i++) {
        for (let j = 0; j < P.columns; j++) {
          m.set(i, j, 0.9 * m.get(i, j) + 0.1 * g.get(i, j));
          v.set(i, j, 0.999 * v.get(i, j) + 0.001 * g.get(i, j) ** 2);
          const mHat = m.get(i, j) / (1 - 0.9 ** t);
          const vHat = v.get(i, j) / (1 - 0.999 ** t);
          P.set(i, j, P.get(i, j) - (LEARNING_RATE * mHat) / (Math.sqrt(vHat) + 1e-8));
        }
      }
    });
  }
  return { layers, errors };
}

export default function draw(): string {
  const X = arcData();
  const linear = trainAutoencoder(LINEAR, X);
  const nonlinear = trainAutoencoder(NONLINEAR, X);
  const pca = pcaError(X, 1);

  const left = createPanel({
    x: 70,
    y: 44,
    width: 280,
    height: 270,
    xDomain: [0, STEPS],
    yDomain: [0, 0.4],
    title: "Reconstruction error, code size d' = 1",
    xLabel: 'Adam step (full batch)',
    yLabel: 'mean squared error',
    ticks: 4,
  });
  const curve = (errors: number[], colour: string) =>
    el('path', {
      d: pathThrough(
        errors
          .filter((_, t) => t % 10 === 0 || t === STEPS)
          .map((value, i, kept) => [left.sx(i === kept.length - 1 ? STEPS : i * 10), left.sy(Math.min(value, 0.4))] as [number, number]),
      ),
      fill: 'none',
      stroke: colour,
      'stroke-width': 2.5,
      'clip-path': `url(#${left.clipId})`,
    });
  const pcaLine = el('line', {
    x1: left.sx(0),
    x2: left.sx(STEPS),
    y1: left.sy(pca),
    y2: left.sy(pca),
    stroke: palette.black,
    'stroke-dasharray': '6 4',
    'stroke-width': 1.5,
  });
  const finalLinear = linear.errors[STEPS];
  const finalNonlinear = nonlinear.errors[STEPS];

  const right = createPanel({
    x: 450,
    y: 104,
    width: 260,
    height: 180,
    xDomain: [-1.3, 1.3],
    // The same scale on both axes (0.01 per pixel), so the arc is not distorted.
    yDomain: [-1, 0.8],
    title: 'The data and two reconstructions',
    xLabel: 'x₁ (centred)',
    yLabel: 'x₂ (centred)',
    ticks: 4,
  });
  const dots = X.to2DArray()
    .map(([a, b]) => el('circle', { cx: right.sx(a), cy: right.sy(b), r: 2.6, fill: palette.sky, 'fill-opacity': 0.7 }))
    .join('');
  const byFirst = (M: Matrix) =>
    M.to2DArray()
      .sort((p, q) => p[0] - q[0])
      .map(([a, b]) => [right.sx(a), right.sy(b)] as [number, number]);
  const pcaPath = el('path', {
    d: pathThrough(byFirst(pcaReconstruction(X, 1))),
    fill: 'none',
    stroke: palette.black,
    'stroke-width': 2,
    'stroke-dasharray': '6 4',
    'clip-path': `url(#${right.clipId})`,
  });
  const activations = forward(nonlinear.layers, X);
  // The nonlinear reconstructions lie on a curve parametrised by the one-number code: order them by code.
  const code = activations[2].getColumn(0);
  const reconstruction = activations[activations.length - 1].to2DArray();
  const curvePoints = code
    .map((value, i) => ({ value, point: reconstruction[i] }))
    .sort((p, q) => p.value - q.value)
    .map(({ point: [a, b] }) => [right.sx(a), right.sy(b)] as [number, number]);
  const nonlinearPath = el('path', {
    d: pathThrough(curvePoints),
    fill: 'none',
    stroke: palette.vermillion,
    'stroke-width': 2.5,
    'clip-path': `url(#${right.clipId})`,
  });

  const body = [
    left.clipPath,
    right.clipPath,
    left.axes,
    pcaLine,
    curve(linear.errors, palette.blue),
    curve(nonlinear.errors, palette.vermillion),
    text(left.sx(STEPS) - 4, left.sy(pca) - 8, `PCA ${pca.toFixed(3)}`, { 'text-anchor': 'end', 'font-size': 12, fill: '#444' }),
    text(left.sx(STEPS) - 4, left.sy(finalLinear) + 18, `linear ${finalLinear.toFixed(3)}`, { 'text-anchor': 'end', 'font-size': 12, fill: palette.blue }),
    text(left.sx(STEPS) - 4, left.sy(finalNonlinear) - 8, `nonlinear ${finalNonlinear.toFixed(3)}`, {
      'text-anchor': 'end',
      'font-size': 12,
      fill: palette.vermillion,
    }),
    right.axes,
    dots,
    pcaPath,
    nonlinearPath,
    legend(40, 396, [
      { label: 'linear autoencoder 2-1-2', colour: palette.blue, shape: 'line' },
      { label: 'nonlinear autoencoder 2-16-1-16-2 (tanh)', colour: palette.vermillion, shape: 'line' },
    ]),
    legend(40, 420, [
      { label: "PCA with d' = 1 (error; reconstruction)", colour: palette.black, shape: 'line' },
      { label: 'data, 200 seeded points on an arc', colour: palette.sky },
    ]),
  ].join('\n');
  return svgDocument({ width: 740, height: 440, title: "Linear and nonlinear autoencoders with a one-number code against PCA with d' = 1", body });
}
