/**
 * Gaussian class conditionals and the Bayes decision rule.
 * Left: two 1-D class-conditional densities weighted by their priors; the Bayes boundary is where
 * the weighted densities cross (the roots of a quadratic, since the variances differ), and the
 * shaded overlap is the Bayes error. Right: two 2-D classes sampled from seeded Gaussians with
 * different covariances; QDA (one covariance per class) and LDA (pooled covariance) are fitted by
 * maximum likelihood and their decision boundaries are traced by marching squares.
 */
import { Matrix, inverse, determinant, CholeskyDecomposition } from 'ml-matrix';
import { createRandom, gaussian } from './lib/random.ts';
import { classColours, createPanel, el, legend, num, palette, pathThrough, svgDocument, text } from './lib/svg.ts';
import { scatterMatrix } from './lib/stats.ts';

// ---------- 1-D panel: known densities ----------
const classes1d = [
  { prior: 0.6, mean: 0, sd: 1 },
  { prior: 0.4, mean: 2, sd: 2 },
];

function normalPdf(x: number, mean: number, sd: number): number {
  return Math.exp(-((x - mean) ** 2) / (2 * sd * sd)) / (sd * Math.sqrt(2 * Math.PI));
}

const weighted = (k: number, x: number) => classes1d[k].prior * normalPdf(x, classes1d[k].mean, classes1d[k].sd);

/**
 * Roots of log(pi1 p1(x)) - log(pi0 p0(x)) = a x^2 + b x + c = 0: the Bayes decision boundary.
 */
export function bayesBoundary1d(): number[] {
  const [c0, c1] = classes1d;
  const a = 1 / (2 * c0.sd ** 2) - 1 / (2 * c1.sd ** 2);
  const b = c1.mean / c1.sd ** 2 - c0.mean / c0.sd ** 2;
  const c = c0.mean ** 2 / (2 * c0.sd ** 2) - c1.mean ** 2 / (2 * c1.sd ** 2) + Math.log(c1.prior / c0.prior) + Math.log(c0.sd / c1.sd);
  if (Math.abs(a) < 1e-12) return [-c / b];
  const disc = b * b - 4 * a * c;
  if (disc < 0) return [];
  return [(-b - Math.sqrt(disc)) / (2 * a), (-b + Math.sqrt(disc)) / (2 * a)].sort((p, q) => p - q);
}

/** Bayes error: integral of min_k pi_k p_k(x), by the trapezoid rule on a wide grid. */
export function bayesError1d(): number {
  const lo = -20;
  const hi = 25;
  const steps = 20000;
  const h = (hi - lo) / steps;
  let total = 0;
  for (let i = 0; i <= steps; i++) {
    const x = lo + i * h;
    const m = Math.min(weighted(0, x), weighted(1, x));
    total += (i === 0 || i === steps ? 0.5 : 1) * m;
  }
  return total * h;
}

// ---------- 2-D panel: fitted Gaussians ----------
export interface Fit {
  prior: number;
  mean: number[];
  cov: Matrix;
}

function sampleGaussian(n: number, mean: number[], cov: number[][], random: () => number): number[][] {
  const L = new CholeskyDecomposition(new Matrix(cov)).lowerTriangularMatrix;
  return Array.from({ length: n }, () => {
    const z = Matrix.columnVector([gaussian(random), gaussian(random)]);
    const x = L.mmul(z).getColumn(0);
    return [mean[0] + x[0], mean[1] + x[1]];
  });
}

function meanOf(points: number[][]): number[] {
  return [0, 1].map((j) => points.reduce((s, p) => s + p[j], 0) / points.length);
}

/** log(pi_k) + log N(x; mu_k, Sigma_k), dropping the shared -log(2 pi). */
export function logJoint(fit: Fit, x: number[], invCov: Matrix, logDet: number): number {
  const d = Matrix.columnVector([x[0] - fit.mean[0], x[1] - fit.mean[1]]);
  const quad = d.transpose().mmul(invCov).mmul(d).get(0, 0);
  return Math.log(fit.prior) - 0.5 * logDet - 0.5 * quad;
}

/** Marching squares on a grid of values f(x_i, y_j): line segments where f = 0, in data coordinates. */
function zeroLevelSegments(f: (x: number, y: number) => number, xDomain: [number, number], yDomain: [number, number], n: number): [number, number][][] {
  const xs = Array.from({ length: n + 1 }, (_, i) => xDomain[0] + ((xDomain[1] - xDomain[0]) * i) / n);
  const ys = Array.from({ length: n + 1 }, (_, j) => yDomain[0] + ((yDomain[1] - yDomain[0]) * j) / n);
  const v = xs.map((x) => ys.map((y) => f(x, y)));
  const segments: [number, number][][] = [];
  const cross = (x0: number, y0: number, v0: number, x1: number, y1: number, v1: number): [number, number] => {
    const t = v0 / (v0 - v1);
    return [x0 + t * (x1 - x0), y0 + t * (y1 - y0)];
  };
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const corners = [
        [xs[i], ys[j], v[i][j]],
        [xs[i + 1], ys[j], v[i + 1][j]],
        [xs[i + 1], ys[j + 1], v[i + 1][j + 1]],
        [xs[i], ys[j + 1], v[i][j + 1]],
      ];
      const points: [number, number][] = [];
      for (let e = 0; e < 4; e++) {
        const [xa, ya, va] = corners[e];
        const [xb, yb, vb] = corners[(e + 1) % 4];
        if (va > 0 !== vb > 0) points.push(cross(xa, ya, va, xb, yb, vb));
      }
      if (points.length === 2) segments.push(points);
      else if (points.length === 4) segments.push([points[0], points[1]], [points[2], points[3]]);
    }
  }
  return segments;
}

/** Numbers quoted in the lecture, filled by draw(). */
export let stats: Record<string, unknown> = {};

export default function draw(): string {
  const width = 720;
  const height = 412;
  const parts: string[] = [];

  // ----- left panel -----
  const left = createPanel({
    x: 62,
    y: 48,
    width: 270,
    height: 260,
    xDomain: [-5, 8],
    yDomain: [0, 0.28],
    xLabel: 'x',
    yLabel: 'prior \u00d7 density',
    title: 'Known 1-D class conditionals',
    ticks: 5,
  });
  const roots = bayesBoundary1d();
  const error = bayesError1d();
  const xGrid = Array.from({ length: 261 }, (_, i) => -5 + (13 * i) / 260);
  parts.push(left.clipPath);
  // background bands: the class the Bayes rule predicts
  const edges = [-5, ...roots.filter((r) => r > -5 && r < 8), 8];
  for (let s = 0; s + 1 < edges.length; s++) {
    const mid = (edges[s] + edges[s + 1]) / 2;
    const k = weighted(1, mid) > weighted(0, mid) ? 1 : 0;
    parts.push(
      el('rect', {
        x: left.sx(edges[s]),
        y: left.sy(0.28),
        width: left.sx(edges[s + 1]) - left.sx(edges[s]),
        height: left.sy(0) - left.sy(0.28),
        fill: classColours[k],
        'fill-opacity': 0.1,
      }),
    );
  }
  // Bayes error: area under the smaller weighted density
  const errorArea = [
    ...xGrid.map((x) => [left.sx(x), left.sy(Math.min(weighted(0, x), weighted(1, x)))] as [number, number]),
    [left.sx(8), left.sy(0)] as [number, number],
    [left.sx(-5), left.sy(0)] as [number, number],
  ];
  parts.push(el('path', { d: pathThrough(errorArea) + 'Z', fill: palette.grey, 'fill-opacity': 0.45, 'clip-path': `url(#${left.clipId})` }));
  for (const k of [0, 1]) {
    parts.push(
      el('path', {
        d: pathThrough(xGrid.map((x) => [left.sx(x), left.sy(weighted(k, x))])),
        fill: 'none',
        stroke: classColours[k],
        'stroke-width': 2.5,
        'clip-path': `url(#${left.clipId})`,
      }),
    );
  }
  for (const r of roots) {
    if (r < -5 || r > 8) continue;
    parts.push(
      el('line', { x1: left.sx(r), x2: left.sx(r), y1: left.sy(0), y2: left.sy(0.28), stroke: palette.black, 'stroke-width': 1.5, 'stroke-dasharray': '5 4' }),
    );
    parts.push(text(left.sx(r) + 4, left.sy(0.262), `x = ${r.toFixed(2)}`, { 'font-size': 12 }));
  }
  parts.push(text(left.sx(3.2), left.sy(0.19), `Bayes error ${error.toFixed(3)}`, { 'font-size': 12, fill: '#444' }));
  parts.push(left.axes);

  // ----- right panel: fitted QDA and LDA -----
  const random = createRandom(2024);
  const n = 70;
  const data = [
    sampleGaussian(
      n,
      [0, 0],
      [
        [1, 0.5],
        [0.5, 1],
      ],
      random,
    ),
    sampleGaussian(
      n,
      [2.2, 1.2],
      [
        [3, -1.1],
        [-1.1, 0.9],
      ],
      random,
    ),
  ];
  const total = data[0].length + data[1].length;
  const means = data.map(meanOf);
  const scatters = data.map((pts, k) => scatterMatrix(pts, means[k]));
  const qda: Fit[] = data.map((pts, k) => ({ prior: pts.length / total, mean: means[k], cov: scatters[k].clone().div(pts.length) }));
  const pooled = scatters[0].clone().add(scatters[1]).div(total);
  const lda: Fit[] = data.map((pts, k) => ({ prior: pts.length / total, mean: means[k], cov: pooled }));
  const prep = (fits: Fit[]) => fits.map((f) => ({ fit: f, inv: inverse(f.cov), logDet: Math.log(determinant(f.cov)) }));
  const q = prep(qda);
  const l = prep(lda);
  const diff = (m: typeof q) => (x: number, y: number) => logJoint(m[1].fit, [x, y], m[1].inv, m[1].logDet) - logJoint(m[0].fit, [x, y], m[0].inv, m[0].logDet);

  const xDom: [number, number] = [-3.5, 6.5];
  const yDom: [number, number] = [-3.5, 4.5];
  const right = createPanel({
    x: 420,
    y: 48,
    width: 270,
    height: 260,
    xDomain: xDom,
    yDomain: yDom,
    xLabel: 'x\u2081',
    yLabel: 'x\u2082',
    title: 'Gaussians fitted to samples',
    ticks: 5,
  });
  parts.push(right.clipPath);
  const segPath = (segs: [number, number][][]) =>
    segs.map((s) => `M${num(right.sx(s[0][0]))},${num(right.sy(s[0][1]))}L${num(right.sx(s[1][0]))},${num(right.sy(s[1][1]))}`).join('');
  for (const k of [0, 1]) {
    for (const p of data[k]) {
      parts.push(
        el('circle', { cx: right.sx(p[0]), cy: right.sy(p[1]), r: 3, fill: classColours[k], 'fill-opacity': 0.75, 'clip-path': `url(#${right.clipId})` }),
      );
    }
  }
  parts.push(
    el('path', {
      d: segPath(zeroLevelSegments(diff(q), xDom, yDom, 120)),
      fill: 'none',
      stroke: palette.black,
      'stroke-width': 2.2,
      'stroke-linecap': 'round',
      'clip-path': `url(#${right.clipId})`,
    }),
  );
  parts.push(
    el('path', {
      d: segPath(zeroLevelSegments(diff(l), xDom, yDom, 40)),
      fill: 'none',
      stroke: palette.vermillion,
      'stroke-width': 2.2,
      'stroke-dasharray': '7 5',
      'clip-path': `url(#${right.clipId})`,
    }),
  );
  parts.push(right.axes);

  parts.push(
    legend(40, 372, [
      { label: 'class 0', colour: classColours[0], shape: 'square' },
      { label: 'class 1', colour: classColours[1], shape: 'square' },
      { label: 'Bayes error area', colour: palette.grey, shape: 'square' },
    ]),
  );
  parts.push(el('line', { x1: 430, x2: 454, y1: 368, y2: 368, stroke: palette.black, 'stroke-width': 2.2 }));
  parts.push(text(460, 372, 'QDA boundary (quadratic)', { 'font-size': 12 }));
  parts.push(el('line', { x1: 430, x2: 454, y1: 394, y2: 394, stroke: palette.vermillion, 'stroke-width': 2.2, 'stroke-dasharray': '7 5' }));
  parts.push(text(460, 398, 'LDA boundary (linear)', { 'font-size': 12 }));
  parts.push(el('line', { x1: 40, x2: 62, y1: 394, y2: 394, stroke: palette.black, 'stroke-width': 1.5, 'stroke-dasharray': '5 4' }));
  parts.push(text(68, 398, 'Bayes boundary: \u03c0\u2080p\u2080(x) = \u03c0\u2081p\u2081(x)', { 'font-size': 12 }));

  const predict = (m: typeof q, x: number[]) => (diff(m)(x[0], x[1]) > 0 ? 1 : 0);
  const accuracy = (m: typeof q) => data.reduce((s, pts, k) => s + pts.filter((p) => predict(m, p) === k).length, 0) / total;
  stats = {
    qdaAccuracy: accuracy(q),
    ldaAccuracy: accuracy(l),
    farPoint: predict(q, [4, 4]),
    means,
    pooled: pooled.to2DArray(),
    covs: qda.map((f) => f.cov.to2DArray()),
    // QDA's posterior p(class 1 | x) at every point, class 0's 70 then class 1's: the scores of the
    // live decision-threshold figure and of figures/threshold-costs.ts.
    qdaScores: data.flatMap((pts) => pts.map((p) => 1 / (1 + Math.exp(-diff(q)(p[0], p[1]))))),
  };
  return svgDocument({
    width,
    height,
    title: 'Two Gaussian class-conditional densities weighted by priors with the Bayes boundary, and fitted QDA and LDA boundaries in 2-D',
    body: parts.join('\n'),
  });
}
