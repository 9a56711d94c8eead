/**
 * The two kinds of supervised learning on seeded synthetic data. Left: regression, a straight
 * line fitted by least squares (normal equations) to noisy real-valued targets, with residuals.
 * Right: classification, a logistic-regression boundary fitted by Newton's method to two classes
 * of points in the plane; the shading shows the predicted class.
 */
import { Matrix, solve } from 'ml-matrix';
import { createRandom, gaussian } from './lib/random.ts';
import { classColours, createPanel, el, legend, palette, pathThrough, svgDocument, text } from './lib/svg.ts';

/** Least-squares line y = w x + b through the points, from the normal equations. */
function fitLine(x: number[], y: number[]): { w: number; b: number } {
  const X = new Matrix(x.map((value) => [value, 1]));
  const theta = solve(X.transpose().mmul(X), X.transpose().mmul(Matrix.columnVector(y)));
  return { w: theta.get(0, 0), b: theta.get(1, 0) };
}

/**
 * Logistic regression p(y = 1 | x) = sigmoid(w^T x + b) by Newton's method on the mean log loss
 * plus a small L2 penalty on w (which keeps the optimum finite if the classes separate).
 */
function fitLogistic(points: [number, number][], labels: number[], penalty = 1e-3): number[] {
  const n = points.length;
  const X = new Matrix(points.map(([a, c]) => [a, c, 1]));
  let theta = Matrix.zeros(3, 1);
  for (let iteration = 0; iteration < 50; iteration++) {
    const p = X.mmul(theta)
      .getColumn(0)
      .map((z) => 1 / (1 + Math.exp(-z)));
    const gradient = X.transpose().mmul(Matrix.columnVector(p.map((pi, i) => (pi - labels[i]) / n)));
    const hessian = X.transpose().mmul(Matrix.diag(p.map((pi) => (pi * (1 - pi)) / n)).mmul(X));
    for (let j = 0; j < 2; j++) {
      gradient.set(j, 0, gradient.get(j, 0) + penalty * theta.get(j, 0));
      hessian.set(j, j, hessian.get(j, j) + penalty);
    }
    const step = solve(hessian, gradient);
    theta = theta.sub(step);
    if (step.norm() < 1e-10) break;
  }
  return theta.getColumn(0);
}

/** Clips the rectangle [x0, x1] x [y0, y1] to the half-plane a x + c y + b >= 0 (Sutherland-Hodgman). */
function clipHalfPlane(corners: [number, number][], a: number, c: number, b: number): [number, number][] {
  const inside = ([x, y]: [number, number]) => a * x + c * y + b >= 0;
  const output: [number, number][] = [];
  for (let i = 0; i < corners.length; i++) {
    const current = corners[i];
    const next = corners[(i + 1) % corners.length];
    if (inside(current)) output.push(current);
    if (inside(current) !== inside(next)) {
      const fc = a * current[0] + c * current[1] + b;
      const fn = a * next[0] + c * next[1] + b;
      const t = fc / (fc - fn);
      output.push([current[0] + t * (next[0] - current[0]), current[1] + t * (next[1] - current[1])]);
    }
  }
  return output;
}

export default function draw(): string {
  const random = createRandom(11);

  // Regression data: y = 1 + 0.6 x + noise, x uniform on [0, 10].
  const rx = Array.from({ length: 30 }, () => 10 * random());
  const ry = rx.map((x) => 1 + 0.6 * x + 0.9 * gaussian(random));
  const line = fitLine(rx, ry);

  // Classification data: two Gaussian clouds with some overlap.
  const centres: [number, number][] = [
    [-1, -0.6],
    [1, 0.8],
  ];
  const points: [number, number][] = [];
  const labels: number[] = [];
  for (let i = 0; i < 80; i++) {
    const label = i % 2;
    points.push([centres[label][0] + 0.9 * gaussian(random), centres[label][1] + 0.9 * gaussian(random)]);
    labels.push(label);
  }
  const [w1, w2, b] = fitLogistic(points, labels);
  const predicted = points.map(([a, c]) => (w1 * a + w2 * c + b >= 0 ? 1 : 0));
  const accuracy = predicted.filter((p, i) => p === labels[i]).length / points.length;

  const size = 260;
  const left = createPanel({
    x: 62,
    y: 44,
    width: size,
    height: size,
    xDomain: [0, 10],
    yDomain: [0, 8],
    title: 'Regression: predict a number',
    xLabel: 'feature x',
    yLabel: 'target y',
    ticks: 5,
  });
  const right = createPanel({
    x: 420,
    y: 44,
    width: size,
    height: size,
    xDomain: [-3.5, 3.5],
    yDomain: [-3.5, 3.5],
    title: 'Classification: predict a class',
    xLabel: 'feature x1',
    yLabel: 'feature x2',
    ticks: 5,
  });

  const regression = [
    left.clipPath,
    ...rx.map((x, i) =>
      el('line', {
        x1: left.sx(x),
        x2: left.sx(x),
        y1: left.sy(ry[i]),
        y2: left.sy(line.w * x + line.b),
        stroke: palette.grey,
        'stroke-width': 1,
        'clip-path': `url(#${left.clipId})`,
      }),
    ),
    el('path', {
      d: pathThrough([
        [left.sx(0), left.sy(line.b)],
        [left.sx(10), left.sy(10 * line.w + line.b)],
      ]),
      stroke: palette.vermillion,
      'stroke-width': 2.5,
      fill: 'none',
      'clip-path': `url(#${left.clipId})`,
    }),
    ...rx.map((x, i) => el('circle', { cx: left.sx(x), cy: left.sy(ry[i]), r: 3.5, fill: palette.blue, 'clip-path': `url(#${left.clipId})` })),
    left.axes,
    text(left.sx(0.3), left.sy(7.3), `fit: y = ${line.w.toFixed(2)} x + ${line.b.toFixed(2)}`, { 'font-size': 12, fill: palette.vermillion }),
  ];

  const corners: [number, number][] = [
    [-3.5, -3.5],
    [3.5, -3.5],
    [3.5, 3.5],
    [-3.5, 3.5],
  ];
  const region = (polygon: [number, number][], colour: string) =>
    el('path', { d: `${pathThrough(polygon.map(([a, c]) => [right.sx(a), right.sy(c)]))}Z`, fill: colour, 'fill-opacity': 0.14 });
  // The boundary w1 x1 + w2 x2 + b = 0, drawn across the panel.
  const boundary = [-3.5, 3.5].map((a) => [right.sx(a), right.sy(-(w1 * a + b) / w2)] as [number, number]);
  const classification = [
    right.clipPath,
    region(clipHalfPlane(corners, w1, w2, b), classColours[1]),
    region(clipHalfPlane(corners, -w1, -w2, -b), classColours[0]),
    // Where the fitted probability is 0.1 and 0.9: w^T x + b = -/+ log(9).
    ...[-Math.log(9), Math.log(9)].map((level) =>
      el('path', {
        d: pathThrough([-3.5, 3.5].map((a) => [right.sx(a), right.sy((level - w1 * a - b) / w2)] as [number, number])),
        stroke: palette.grey,
        'stroke-width': 1.5,
        'stroke-dasharray': '5 4',
        fill: 'none',
        'clip-path': `url(#${right.clipId})`,
      }),
    ),
    el('path', { d: pathThrough(boundary), stroke: palette.black, 'stroke-width': 2, fill: 'none', 'clip-path': `url(#${right.clipId})` }),
    ...points.map(([a, c], i) =>
      labels[i] === 0
        ? el('circle', { cx: right.sx(a), cy: right.sy(c), r: 3.8, fill: classColours[0], 'clip-path': `url(#${right.clipId})` })
        : el('rect', { x: right.sx(a) - 3.5, y: right.sy(c) - 3.5, width: 7, height: 7, fill: classColours[1], 'clip-path': `url(#${right.clipId})` }),
    ),
    right.axes,
    text(right.sx(-3.3), right.sy(-3.2), `training accuracy ${(100 * accuracy).toFixed(0)}%`, { 'font-size': 12, fill: '#444' }),
  ];

  const body = [
    ...regression,
    ...classification,
    legend(40, 364, [
      { label: 'data', colour: palette.blue },
      { label: 'least-squares line', colour: palette.vermillion, shape: 'line' },
    ]),
    legend(400, 364, [
      { label: 'class 0', colour: classColours[0] },
      { label: 'class 1', colour: classColours[1], shape: 'square' },
    ]),
    legend(400, 386, [
      { label: 'p = 0.5', colour: palette.black, shape: 'line' },
      { label: 'p = 0.1 and 0.9', colour: palette.grey, shape: 'line' },
    ]),
  ].join('\n');
  return svgDocument({ width: 720, height: 400, title: 'Regression fit and classification boundary', body });
}
