/**
 * Regularisation paths on a seeded regression problem with six correlated features, three of
 * which carry no signal. Left: ridge coefficients from the closed form (X^T X + lambda I)^-1 X^T y.
 * Right: LASSO coefficients minimising (1/2) ||y - X w||^2 + lambda ||w||_1, computed by cyclic
 * coordinate descent with soft thresholding and warm starts along a decreasing lambda grid.
 */
import { Matrix, solve } from 'ml-matrix';
import { createRandom, gaussian } from './lib/random.ts';
import { createPanel, el, palette, pathThrough, svgDocument, text } from './lib/svg.ts';

const trueWeights = [3, -2, 0, 1.5, 0, 0];
const colours = [palette.blue, palette.vermillion, palette.sky, palette.green, palette.purple, palette.black];
/** Features with no signal are drawn dashed. */
const dash = (j: number) => (trueWeights[j] === 0 ? '6 3' : undefined);

/** A legend row of line swatches, dashed for the features with no signal. */
function pathLegend(x: number, y: number, features: number[]): string {
  return features
    .map((j, k) => {
      const left = x + k * 150;
      return (
        el('line', { x1: left, x2: left + 24, y1: y - 4, y2: y - 4, stroke: colours[j], 'stroke-width': 3, 'stroke-dasharray': dash(j) }) +
        text(left + 30, y, `w${j + 1} (true ${trueWeights[j]})`, { 'font-size': 12 })
      );
    })
    .join('');
}

/** n samples with a shared factor (pairwise correlation about 0.4), standardised; y centred. */
function makeData(n: number): { X: Matrix; y: number[] } {
  const random = createRandom(31);
  const d = trueWeights.length;
  const raw: number[][] = [];
  for (let i = 0; i < n; i++) {
    const shared = gaussian(random);
    raw.push(Array.from({ length: d }, () => gaussian(random) + 0.8 * shared));
  }
  const means = Array.from({ length: d }, (_, j) => raw.reduce((s, r) => s + r[j], 0) / n);
  const sds = Array.from({ length: d }, (_, j) => Math.sqrt(raw.reduce((s, r) => s + (r[j] - means[j]) ** 2, 0) / n));
  const rows = raw.map((r) => r.map((v, j) => (v - means[j]) / sds[j]));
  const targets = rows.map((r) => r.reduce((s, v, j) => s + v * trueWeights[j], 0) + 1.5 * gaussian(random));
  const my = targets.reduce((a, b) => a + b, 0) / n;
  return { X: new Matrix(rows), y: targets.map((t) => t - my) };
}

function softThreshold(value: number, threshold: number): number {
  if (value > threshold) return value - threshold;
  if (value < -threshold) return value + threshold;
  return 0;
}

/** Coordinate descent for (1/2) ||y - X w||^2 + lambda ||w||_1, starting from w (warm start). */
function lasso(columns: number[][], y: number[], lambda: number, start: number[]): number[] {
  const d = columns.length;
  const n = y.length;
  const w = [...start];
  const squaredNorms = columns.map((c) => c.reduce((s, v) => s + v * v, 0));
  // residual r = y - X w, kept up to date after each coordinate move.
  const residual = y.map((yi, i) => yi - columns.reduce((s, c, j) => s + c[i] * w[j], 0));
  for (let sweep = 0; sweep < 1000; sweep++) {
    let largestMove = 0;
    for (let j = 0; j < d; j++) {
      const column = columns[j];
      // rho = x_j^T (r + x_j w_j): the correlation of feature j with the partial residual.
      let rho = 0;
      for (let i = 0; i < n; i++) rho += column[i] * (residual[i] + column[i] * w[j]);
      const updated = softThreshold(rho, lambda) / squaredNorms[j];
      const move = updated - w[j];
      if (move !== 0) {
        for (let i = 0; i < n; i++) residual[i] -= column[i] * move;
        w[j] = updated;
        largestMove = Math.max(largestMove, Math.abs(move));
      }
    }
    if (largestMove < 1e-9) break;
  }
  return w;
}

/** Log-spaced values from 10^from to 10^to. */
function logGrid(from: number, to: number, count: number): number[] {
  return Array.from({ length: count }, (_, k) => 10 ** (from + ((to - from) * k) / (count - 1)));
}

function powerTick(x: number, y: number, k: number): string {
  return el('text', { x, y, 'font-size': 11, fill: '#444', 'text-anchor': 'middle' }, `10<tspan dy="-5" font-size="9">${k}</tspan>`);
}

export default function draw(): string {
  const { X, y } = makeData(100);
  const d = trueWeights.length;
  const Xt = X.transpose();
  const gram = Xt.mmul(X);
  const Xty = Xt.mmul(Matrix.columnVector(y));

  // Ridge: closed form for each lambda.
  const ridgeLambdas = logGrid(-1, 4, 121);
  const ridge = ridgeLambdas.map((lambda) => solve(gram.clone().add(Matrix.eye(d).mul(lambda)), Xty).getColumn(0));

  // LASSO: from lambda_max (all zero) down, warm-started.
  const lambdaMax = Math.max(...Xty.getColumn(0).map(Math.abs));
  const lassoLambdas = logGrid(Math.log10(lambdaMax) + 0.4, -1, 121);
  const columns = Array.from({ length: d }, (_, j) => X.getColumn(j));
  let warm = new Array(d).fill(0);
  const lassoPath = lassoLambdas.map((lambda) => (warm = lasso(columns, y, lambda, warm)));

  const allValues = [...ridge.flat(), ...lassoPath.flat()];
  const yDomain: [number, number] = [Math.floor(Math.min(...allValues) - 0.3), Math.ceil(Math.max(...allValues) + 0.3)];
  const panels = [
    { title: 'Ridge (closed form)', lambdas: ridgeLambdas, path: ridge, x: 62, domain: [-1, 4] as [number, number] },
    {
      title: 'LASSO (coordinate descent)',
      lambdas: lassoLambdas,
      path: lassoPath,
      x: 420,
      domain: [-1, Math.ceil(Math.log10(lambdaMax) + 0.4)] as [number, number],
    },
  ];
  const parts: string[] = [];
  for (const spec of panels) {
    const panel = createPanel({ x: spec.x, y: 40, width: 270, height: 280, xDomain: spec.domain, yDomain, title: spec.title, ticks: 0 });
    parts.push(panel.clipPath);
    parts.push(
      el('line', {
        x1: panel.sx(spec.domain[0]),
        x2: panel.sx(spec.domain[1]),
        y1: panel.sy(0),
        y2: panel.sy(0),
        stroke: palette.lightGrey,
        'stroke-width': 1,
      }),
    );
    for (let j = 0; j < d; j++) {
      const points = spec.lambdas.map((lambda, k) => [panel.sx(Math.log10(lambda)), panel.sy(spec.path[k][j])] as [number, number]);
      parts.push(
        el('path', {
          d: pathThrough(points),
          fill: 'none',
          stroke: colours[j],
          'stroke-width': 2.2,
          'stroke-dasharray': dash(j),
          'clip-path': `url(#${panel.clipId})`,
        }),
      );
    }
    parts.push(panel.axes);
    for (let k = Math.ceil(spec.domain[0]); k <= spec.domain[1]; k++) {
      parts.push(el('line', { x1: panel.sx(k), x2: panel.sx(k), y1: panel.sy(yDomain[0]), y2: panel.sy(yDomain[0]) + 4, stroke: palette.grey }));
      parts.push(powerTick(panel.sx(k), panel.sy(yDomain[0]) + 19, k));
    }
    for (let v = yDomain[0]; v <= yDomain[1]; v++) {
      parts.push(el('line', { x1: spec.x - 4, x2: spec.x, y1: panel.sy(v), y2: panel.sy(v), stroke: palette.grey }));
      parts.push(text(spec.x - 7, panel.sy(v) + 4, String(v), { 'text-anchor': 'end', 'font-size': 11, fill: '#444' }));
    }
    parts.push(text(spec.x + 135, 360, 'penalty \u03bb (log scale)', { 'text-anchor': 'middle' }));
    if (spec.title.startsWith('LASSO')) {
      const xm = panel.sx(Math.log10(lambdaMax));
      parts.push(el('line', { x1: xm, x2: xm, y1: panel.sy(yDomain[0]), y2: panel.sy(yDomain[1]), stroke: palette.grey, 'stroke-dasharray': '4 4' }));
      parts.push(text(xm - 5, panel.sy(yDomain[1]) + 16, 'all zero beyond \u03bbmax', { 'text-anchor': 'end', 'font-size': 11, fill: '#444' }));
    }
  }
  parts.push(text(0, 0, 'coefficient', { 'text-anchor': 'middle', transform: 'translate(22,180) rotate(-90)' }));
  parts.push(pathLegend(40, 394, [0, 1, 3]));
  parts.push(pathLegend(40, 416, [2, 4, 5]));
  return svgDocument({ width: 720, height: 430, title: 'Ridge and LASSO coefficient paths against the penalty', body: parts.join('\n') });
}
