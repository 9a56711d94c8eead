/**
 * Why the L1 penalty gives exact zeros. A seeded least-squares problem with two correlated
 * features; its loss contours are drawn around the unconstrained minimiser (normal equations).
 * Left: the L2 ball ||w||_2 <= t and the ridge solution on its boundary. Right: the L1 ball
 * ||w||_1 <= t and the LASSO solution, which lands on a corner (w2 = 0). Both constrained
 * solutions are computed: ridge by the closed form and LASSO by coordinate descent, each with the
 * penalty lambda found by bisection so that the solution's norm equals the budget t.
 */
import { Matrix, solve } from 'ml-matrix';
import { contours } from 'd3-contour';
import { createRandom, gaussian } from './lib/random.ts';
import { createPanel, el, num, palette, pathThrough, svgDocument, text } from './lib/svg.ts';

function makeProblem(): { X: Matrix; y: number[] } {
  const random = createRandom(5);
  const n = 50;
  const rows: number[][] = [];
  const y: number[] = [];
  for (let i = 0; i < n; i++) {
    const a = gaussian(random);
    const b = 0.5 * a + 0.87 * gaussian(random);
    rows.push([a, b]);
    y.push(2 * a + 0.7 * b + 0.5 * gaussian(random));
  }
  return { X: new Matrix(rows), y };
}

function softThreshold(value: number, threshold: number): number {
  return value > threshold ? value - threshold : value < -threshold ? value + threshold : 0;
}

/** Coordinate descent for (1/2) ||y - X w||^2 + lambda ||w||_1 in two dimensions. */
function lasso(gram: number[][], Xty: number[], lambda: number): number[] {
  const w = [0, 0];
  for (let sweep = 0; sweep < 10000; sweep++) {
    let moved = 0;
    for (let j = 0; j < 2; j++) {
      const other = 1 - j;
      // rho_j = x_j^T (y - x_other w_other) = (X^T y)_j - G_{j,other} w_other
      const rho = Xty[j] - gram[j][other] * w[other];
      const updated = softThreshold(rho, lambda) / gram[j][j];
      moved = Math.max(moved, Math.abs(updated - w[j]));
      w[j] = updated;
    }
    if (moved < 1e-12) break;
  }
  return w;
}

/** Bisection on log lambda so that norm(solution(lambda)) equals the budget. */
function matchBudget(solution: (lambda: number) => number[], norm: (w: number[]) => number, budget: number): number[] {
  let lo = -6;
  let hi = 6;
  for (let k = 0; k < 100; k++) {
    const mid = (lo + hi) / 2;
    if (norm(solution(10 ** mid)) > budget) lo = mid;
    else hi = mid;
  }
  return solution(10 ** hi);
}

export default function draw(): string {
  const { X, y } = makeProblem();
  const G = X.transpose().mmul(X);
  const gram = G.to2DArray();
  const Xty = X.transpose().mmul(Matrix.columnVector(y)).getColumn(0);
  const ols = solve(G, Matrix.columnVector(Xty)).getColumn(0);
  const sse = (w: number[]) => y.reduce((s, yi, i) => s + (yi - X.get(i, 0) * w[0] - X.get(i, 1) * w[1]) ** 2, 0);
  const budget = 1.2;
  const ridge = matchBudget(
    (lambda) => solve(G.clone().add(Matrix.eye(2).mul(lambda)), Matrix.columnVector(Xty)).getColumn(0),
    (w) => Math.hypot(w[0], w[1]),
    budget,
  );
  const lassoW = matchBudget(
    (lambda) => lasso(gram, Xty, lambda),
    (w) => Math.abs(w[0]) + Math.abs(w[1]),
    budget,
  );

  const domain: [number, number] = [-1.5, 3.3];
  const grid = 90;
  const step = (domain[1] - domain[0]) / grid;
  const values: number[] = [];
  for (let j = 0; j < grid; j++) for (let i = 0; i < grid; i++) values.push(sse([domain[0] + (i + 0.5) * step, domain[0] + (j + 0.5) * step]));
  const minimum = sse(ols);

  const panels = [
    { x: 58, title: 'L2 ball: ridge', solution: ridge, ball: 'l2' as const },
    { x: 428, title: 'L1 ball: LASSO', solution: lassoW, ball: 'l1' as const },
  ];
  const parts: string[] = [];
  for (const spec of panels) {
    const panel = createPanel({
      x: spec.x,
      y: 40,
      width: 280,
      height: 280,
      xDomain: domain,
      yDomain: domain,
      title: spec.title,
      xLabel: 'w1',
      yLabel: 'w2',
      ticks: 5,
    });
    const toPixel = ([a, b]: number[]) => [panel.sx(a), panel.sy(b)] as [number, number];
    // The contour through the constrained solution, plus a few inside and outside it.
    const touching = sse(spec.solution);
    const levels = [0.25, 0.5, 0.75, 1, 1.5, 2.2].map((f) => minimum + f * (touching - minimum));
    const contourPaths = contours()
      .size([grid, grid])
      .thresholds(levels)(values)
      .map((shape) => {
        const d = shape.coordinates
          .flatMap((polygon) => polygon.map((ring) => `${pathThrough(ring.map(([u, v]) => toPixel([domain[0] + u * step, domain[0] + v * step])))}Z`))
          .join('');
        const isTouching = Math.abs(shape.value - touching) < 1e-9;
        return el('path', {
          d,
          fill: 'none',
          stroke: isTouching ? palette.vermillion : '#9bb7cc',
          'stroke-width': isTouching ? 2 : 1.1,
          'clip-path': `url(#${panel.clipId})`,
        });
      });
    const ballPoints: number[][] =
      spec.ball === 'l1'
        ? [
            [budget, 0],
            [0, budget],
            [-budget, 0],
            [0, -budget],
          ]
        : Array.from({ length: 72 }, (_, k) => [budget * Math.cos((2 * Math.PI * k) / 72), budget * Math.sin((2 * Math.PI * k) / 72)]);
    parts.push(
      panel.clipPath,
      el('line', { x1: panel.sx(domain[0]), x2: panel.sx(domain[1]), y1: panel.sy(0), y2: panel.sy(0), stroke: palette.lightGrey }),
      el('line', { x1: panel.sx(0), x2: panel.sx(0), y1: panel.sy(domain[0]), y2: panel.sy(domain[1]), stroke: palette.lightGrey }),
      el('path', { d: `${pathThrough(ballPoints.map(toPixel))}Z`, fill: palette.sky, 'fill-opacity': 0.35, stroke: palette.blue, 'stroke-width': 1.5 }),
      ...contourPaths,
      el('path', {
        d: `M${num(panel.sx(ols[0]) - 6)},${num(panel.sy(ols[1]))}h12M${num(panel.sx(ols[0]))},${num(panel.sy(ols[1]) - 6)}v12`,
        stroke: palette.black,
        'stroke-width': 2.5,
      }),
      text(panel.sx(ols[0]), panel.sy(ols[1]) - 12, 'least squares', {
        'text-anchor': 'middle',
        'font-size': 12,
        stroke: '#ffffff',
        'stroke-width': 3,
        'paint-order': 'stroke',
      }),
      el('circle', {
        cx: panel.sx(spec.solution[0]),
        cy: panel.sy(spec.solution[1]),
        r: 5.5,
        fill: palette.vermillion,
        stroke: '#ffffff',
        'stroke-width': 1.5,
      }),
      text(panel.sx(spec.solution[0]) + 6, panel.sy(spec.solution[1]) + 22, `(${spec.solution[0].toFixed(2)}, ${spec.solution[1].toFixed(2)})`, {
        'font-size': 12,
        stroke: '#ffffff',
        'stroke-width': 3,
        'paint-order': 'stroke',
      }),
      panel.axes,
    );
  }
  parts.push(
    text(40, 384, `Budget t = ${budget}. Blue region: the allowed weights. Bold contour: the lowest loss the region reaches.`, {
      'font-size': 12,
      fill: '#444',
    }),
  );
  return svgDocument({ width: 720, height: 400, title: 'L2 and L1 constraint regions with least-squares contours', body: parts.join('\n') });
}
