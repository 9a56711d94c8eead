/**
 * Newton's method against gradient descent on the same logistic regression (seeded data, two
 * overlapping classes in the plane). Left: the data and the decision boundary after Newton steps 1,
 * 2 and at convergence. Right: the gap J(w_t) − J(w*) on a log scale against the iteration t, for
 * Newton's method and for gradient descent with the safe fixed step 1/ν̄, where ν̄ bounds every
 * eigenvalue of the Hessian (pᵢ(1 − pᵢ) ≤ 1/4).
 */
import { FIGURE_ITERATIONS, newtonFigureData } from './lib/logistic-newton-data.ts';
import { gradientDescentIterates, logLoss, logLossCurvatureBound, newtonIterates } from './lib/logistic-models.ts';
import { classMarker, createPanel, el, legend, palette, pathThrough, svgDocument, text } from './lib/svg.ts';

/** Below this the gap is rounding error in the loss: plotted on the floor of the log axis. */
const FLOOR_EXPONENT = -15;

/** The gaps J(w_t) − J(w*) of both methods, w* being Newton's last iterate. */
export function newtonFigureGaps(): { newton: number[]; descent: number[]; eta: number } {
  const { X, y } = newtonFigureData();
  const newton = newtonIterates(X, y, FIGURE_ITERATIONS);
  const best = logLoss(X, y, newton[FIGURE_ITERATIONS]);
  const eta = 1 / logLossCurvatureBound(X);
  const descent = gradientDescentIterates(X, y, eta, FIGURE_ITERATIONS);
  const gap = (w: number[]) => Math.max(0, logLoss(X, y, w) - best);
  return { newton: newton.map(gap), descent: descent.map(gap), eta };
}

/** A tick label 10^k with a raised exponent. */
function powerLabel(x: number, y: number, k: number): string {
  return el('text', { x, y, 'font-size': 11, fill: '#444', 'text-anchor': 'end' }, `10<tspan dy="-5" font-size="9">${k}</tspan>`);
}

export default function draw(): string {
  const { X, y } = newtonFigureData();
  const newton = newtonIterates(X, y, FIGURE_ITERATIONS);
  const { newton: newtonGaps, descent: descentGaps } = newtonFigureGaps();

  const left = createPanel({
    x: 62,
    y: 44,
    width: 260,
    height: 260,
    xDomain: [-4, 4],
    yDomain: [-4, 4],
    title: 'Boundaries after Newton steps',
    xLabel: 'feature x1',
    yLabel: 'feature x2',
  });
  const boundary = (w: number[], colour: string, width: number, dash?: string) =>
    el('path', {
      d: pathThrough([-4, 4].map((a) => [left.sx(a), left.sy(-(w[0] + w[1] * a) / w[2])] as [number, number])),
      stroke: colour,
      'stroke-width': width,
      'stroke-dasharray': dash,
      fill: 'none',
      'clip-path': `url(#${left.clipId})`,
    });
  const leftBody = [
    left.clipPath,
    ...X.map((row, i) => classMarker(y[i], left.sx(row[1]), left.sy(row[2]))),
    boundary(newton[1], palette.sky, 2, '6 4'),
    boundary(newton[2], palette.purple, 2, '2 3'),
    boundary(newton[FIGURE_ITERATIONS], palette.black, 2.5),
    left.axes,
  ];

  const right = createPanel({
    x: 420,
    y: 44,
    width: 260,
    height: 260,
    xDomain: [0, FIGURE_ITERATIONS],
    yDomain: [FLOOR_EXPONENT, 0],
    title: 'Gap to the minimum, log scale',
    xLabel: 'iteration t',
    ticks: 0,
  });
  const logGap = (gap: number) => Math.max(FLOOR_EXPONENT, Math.log10(Math.max(gap, 1e-300)));
  const curve = (gaps: number[], colour: string) => [
    el('path', {
      d: pathThrough(gaps.map((gap, t) => [right.sx(t), right.sy(logGap(gap))] as [number, number])),
      stroke: colour,
      'stroke-width': 2.5,
      fill: 'none',
    }),
    ...gaps.map((gap, t) => el('circle', { cx: right.sx(t), cy: right.sy(logGap(gap)), r: 2.5, fill: colour })),
  ];
  const ticks: string[] = [];
  for (let k = FLOOR_EXPONENT; k <= 0; k += 3) ticks.push(powerLabel(right.sx(0) - 7, right.sy(k) + 4, k));
  for (let t = 0; t <= FIGURE_ITERATIONS; t += 5) {
    ticks.push(text(right.sx(t), right.sy(FLOOR_EXPONENT) + 17, String(t), { 'text-anchor': 'middle', 'font-size': 11, fill: '#444' }));
  }
  const converged = newtonGaps.findIndex((gap) => gap < 10 ** FLOOR_EXPONENT);
  const rightBody = [
    ...ticks,
    ...curve(descentGaps, palette.blue),
    ...curve(newtonGaps, palette.vermillion),
    right.axes,
    text(right.sx(converged) + 6, right.sy(FLOOR_EXPONENT) - 8, `Newton: rounding error from step ${converged}`, { 'font-size': 11, fill: palette.vermillion }),
    text(
      right.sx(FIGURE_ITERATIONS) - 4,
      right.sy(logGap(descentGaps[FIGURE_ITERATIONS])) - 10,
      `descent at t = ${FIGURE_ITERATIONS}: ${descentGaps[FIGURE_ITERATIONS].toExponential(1)}`,
      {
        'font-size': 11,
        fill: palette.blue,
        'text-anchor': 'end',
      },
    ),
  ];

  const body = [
    ...leftBody,
    ...rightBody,
    legend(40, 364, [
      { label: 'after step 1', colour: palette.sky, shape: 'line' },
      { label: 'after step 2', colour: palette.purple, shape: 'line' },
      { label: 'converged', colour: palette.black, shape: 'line' },
    ]),
    legend(400, 364, [
      { label: "Newton's method", colour: palette.vermillion, shape: 'line' },
      { label: 'gradient descent', colour: palette.blue, shape: 'line' },
    ]),
    text(40, 390, 'Circles: class 0; squares: class 1. Gradient descent uses the safe step 1 over the bound on the Hessian.', {
      'font-size': 12,
      fill: '#444',
    }),
  ].join('\n');
  return svgDocument({ width: 720, height: 404, title: "Newton's method and gradient descent on a logistic regression", body });
}
