/**
 * Gradient descent on a real least-squares problem with two correlated features (seeded data).
 * Left: the contours of the mean squared error J(w) over the two weights (d3-contour), the exact
 * minimiser from the normal equations, and the paths of gradient descent for two learning rates.
 * Right: the gap J(w_t) - J(w*) against the iteration t on a log scale, including a learning
 * rate just above 2 / ν_max, where ν_max is the largest eigenvalue of the Hessian, so the iterates diverge.
 */
import { Matrix, solve, EigenvalueDecomposition } from 'ml-matrix';
import { contours } from 'd3-contour';
import { correlatedFeatures, DESCENT_START, FIGURE_STEP_SIZES } from './lib/correlated-features.ts';
import { createPanel, el, legend, num, palette, pathThrough, svgDocument, text } from './lib/svg.ts';

export interface Problem {
  X: Matrix;
  y: Matrix;
  n: number;
}

export function makeProblem(): Problem {
  const { features, targets } = correlatedFeatures();
  return { X: new Matrix(features), y: Matrix.columnVector(targets), n: targets.length };
}

/** J(w) = (1/n) ||y - X w||^2. */
export function loss(problem: Problem, w: number[]): number {
  const residual = problem.X.mmul(Matrix.columnVector(w)).sub(problem.y);
  return residual.dot(residual) / problem.n;
}

/** The gradient (2/n) X^T (X w - y). */
function gradient(problem: Problem, w: number[]): number[] {
  const residual = problem.X.mmul(Matrix.columnVector(w)).sub(problem.y);
  return problem.X.transpose()
    .mmul(residual)
    .mul(2 / problem.n)
    .getColumn(0);
}

export function descend(problem: Problem, start: number[], eta: number, steps: number): number[][] {
  const path = [start];
  let w = start;
  for (let t = 0; t < steps; t++) {
    const g = gradient(problem, w);
    w = [w[0] - eta * g[0], w[1] - eta * g[1]];
    path.push(w);
  }
  return path;
}

/** A tick label 10^k with a raised exponent. */
function powerLabel(x: number, y: number, k: number): string {
  return el('text', { x, y, 'font-size': 11, fill: '#444', 'text-anchor': 'end' }, `10<tspan dy="-5" font-size="9">${k}</tspan>`);
}

export default function draw(): string {
  const problem = makeProblem();
  const { X, y, n } = problem;
  const gram = X.transpose().mmul(X);
  const wStar = solve(gram, X.transpose().mmul(y)).getColumn(0);
  const jStar = loss(problem, wStar);
  const hessian = gram.clone().mul(2 / n);
  const eigenvalues = new EigenvalueDecomposition(hessian).realEigenvalues;
  // The Hessian's extreme eigenvalues, ν_max and ν_min in the lecture's notation.
  const nuMax = Math.max(...eigenvalues);
  const nuMin = Math.min(...eigenvalues);

  const start = [...DESCENT_START];
  const runs = FIGURE_STEP_SIZES.map((times, index) => ({
    eta: times / nuMax,
    label: `\u03b7 = ${times}/\u03bd\u2098\u2090\u2093`,
    colour: [palette.blue, palette.vermillion, palette.purple][index],
    steps: 60,
  })).map((run) => ({ ...run, path: descend(problem, start, run.eta, run.steps) }));

  // Contours of J on a grid over the weights.
  const domain: [number, number][] = [
    [-2, 4],
    [-3.5, 2.5],
  ];
  const grid = 90;
  const values: number[] = [];
  const dx = (domain[0][1] - domain[0][0]) / grid;
  const dy = (domain[1][1] - domain[1][0]) / grid;
  for (let j = 0; j < grid; j++) {
    for (let i = 0; i < grid; i++) values.push(loss(problem, [domain[0][0] + (i + 0.5) * dx, domain[1][0] + (j + 0.5) * dy]));
  }
  const levels = Array.from({ length: 11 }, (_, k) => jStar + 0.08 * 1.75 ** k);
  const left = createPanel({
    x: 62,
    y: 40,
    width: 300,
    height: 300,
    xDomain: domain[0],
    yDomain: domain[1],
    title: 'Paths on the contours of J(w)',
    xLabel: 'weight w1',
    yLabel: 'weight w2',
    ticks: 6,
  });
  const contourPaths = contours()
    .size([grid, grid])
    .thresholds(levels)(values)
    .map((shape) => {
      const d = shape.coordinates
        .flatMap((polygon) => polygon.map((ring) => `${pathThrough(ring.map(([u, v]) => [left.sx(domain[0][0] + u * dx), left.sy(domain[1][0] + v * dy)]))}Z`))
        .join('');
      return el('path', { d, fill: 'none', stroke: '#9bb7cc', 'stroke-width': 1.1, 'clip-path': `url(#${left.clipId})` });
    });

  const drawPath = (path: number[][], colour: string) =>
    el('path', {
      d: pathThrough(path.map(([a, b]) => [left.sx(a), left.sy(b)])),
      fill: 'none',
      stroke: colour,
      'stroke-width': 1.8,
      'clip-path': `url(#${left.clipId})`,
    }) +
    path
      .slice(0, 25)
      .map(([a, b]) => el('circle', { cx: left.sx(a), cy: left.sy(b), r: 2.4, fill: colour, 'clip-path': `url(#${left.clipId})` }))
      .join('');

  const leftBody = [
    left.clipPath,
    ...contourPaths,
    drawPath(runs[0].path, runs[0].colour),
    drawPath(runs[1].path, runs[1].colour),
    el('circle', { cx: left.sx(start[0]), cy: left.sy(start[1]), r: 5, fill: 'none', stroke: palette.black, 'stroke-width': 1.5 }),
    text(left.sx(start[0]) + 8, left.sy(start[1]) + 14, 'start', { 'font-size': 12, stroke: '#ffffff', 'stroke-width': 3, 'paint-order': 'stroke' }),
    el('path', {
      d: `M${num(left.sx(wStar[0]) - 6)},${num(left.sy(wStar[1]))}h12M${num(left.sx(wStar[0]))},${num(left.sy(wStar[1]) - 6)}v12`,
      stroke: palette.black,
      'stroke-width': 2.5,
    }),
    text(left.sx(wStar[0]) + 6, left.sy(wStar[1]) + 24, 'w* (normal equations)', {
      'font-size': 12,
      stroke: '#ffffff',
      'stroke-width': 3,
      'paint-order': 'stroke',
    }),
    left.axes,
  ];

  // Right panel: log10 of the optimality gap against iteration.
  const floor = -12;
  const ceiling = 4;
  const right = createPanel({
    x: 470,
    y: 40,
    width: 230,
    height: 300,
    xDomain: [0, 60],
    yDomain: [floor, ceiling],
    title: 'Gap J(w_t) \u2212 J(w*)',
    xLabel: 'iteration t',
    ticks: 0,
  });
  const gapPoint = (w: number[]) => Math.max(floor - 1, Math.min(ceiling + 1, Math.log10(Math.max(loss(problem, w) - jStar, 1e-30))));
  const rightTicks: string[] = [];
  for (let t = 0; t <= 60; t += 20) {
    rightTicks.push(el('line', { x1: right.sx(t), x2: right.sx(t), y1: right.sy(floor), y2: right.sy(floor) + 4, stroke: palette.grey }));
    rightTicks.push(text(right.sx(t), right.sy(floor) + 17, String(t), { 'text-anchor': 'middle', 'font-size': 11, fill: '#444' }));
  }
  for (let k = floor; k <= ceiling; k += 4) {
    rightTicks.push(el('line', { x1: right.sx(0) - 4, x2: right.sx(0), y1: right.sy(k), y2: right.sy(k), stroke: palette.grey }));
    rightTicks.push(powerLabel(right.sx(0) - 7, right.sy(k) + 4, k));
  }
  const rightBody = [
    right.clipPath,
    ...runs.map((run) =>
      el('path', {
        d: pathThrough(run.path.map((w, t) => [right.sx(t), right.sy(gapPoint(w))])),
        fill: 'none',
        stroke: run.colour,
        'stroke-width': 2.2,
        'clip-path': `url(#${right.clipId})`,
      }),
    ),
    right.axes,
    ...rightTicks,
  ];

  const body = [
    ...leftBody,
    ...rightBody,
    legend(
      40,
      400,
      runs.map((run) => ({ label: run.label, colour: run.colour, shape: 'line' as const })),
    ),
    text(
      40,
      424,
      `\u03bd\u2098\u2090\u2093 = ${nuMax.toFixed(2)}, \u03bd\u2098\u1d62\u2099 = ${nuMin.toFixed(2)}: largest and smallest eigenvalues of the Hessian`,
      { 'font-size': 12, fill: '#444' },
    ),
  ].join('\n');
  return svgDocument({ width: 720, height: 440, title: 'Gradient descent on a least-squares loss', body });
}
