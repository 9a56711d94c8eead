/**
 * Training and test error of least-squares polynomial fits of growing degree, on noisy samples of
 * a smooth function: training error keeps falling while test error turns back up (overfitting).
 * Test errors above the top of the axis are drawn as triangles on the frame, labelled with their
 * true value, and the noise variance (the error no model can beat) is drawn as a dashed line.
 */
import { Matrix, solve } from 'ml-matrix';
import { figureSamples, noiseSd } from './lib/sine-samples.ts';
import { createPanel, el, legend, palette, pathThrough, svgDocument, text } from './lib/svg.ts';

/** Polynomial features 1, x, ..., x^degree, on x rescaled to [-1, 1] for conditioning. */
function features(x: number[], degree: number): Matrix {
  return new Matrix(x.map((value) => Array.from({ length: degree + 1 }, (_, p) => (2 * value - 1) ** p)));
}

function meanSquaredError(weights: Matrix, x: number[], y: number[], degree: number): number {
  const predictions = features(x, degree).mmul(weights).getColumn(0);
  return predictions.reduce((sum, prediction, i) => sum + (prediction - y[i]) ** 2, 0) / y.length;
}

/** A short label for an error value that lies above the axis. */
function formatLarge(value: number): string {
  if (value >= 100) return value.toFixed(0);
  if (value >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

/** Training and test error of the least-squares polynomial of each degree 0 to 12 on the figure's samples. */
export function errorsByDegree(): { degree: number; train: number; test: number }[] {
  const { train, test } = figureSamples();
  const degrees = Array.from({ length: 13 }, (_, degree) => degree);
  return degrees.map((degree) => {
    const X = features(train.x, degree);
    // A tiny ridge term keeps the normal equations solvable at high degree.
    const gram = X.transpose()
      .mmul(X)
      .add(Matrix.eye(degree + 1).mul(1e-8));
    const weights = solve(gram, X.transpose().mmul(Matrix.columnVector(train.y)));
    return { degree, train: meanSquaredError(weights, train.x, train.y, degree), test: meanSquaredError(weights, test.x, test.y, degree) };
  });
}

export default function draw(): string {
  const errors = errorsByDegree();

  const top = 1;
  const panel = createPanel({
    x: 70,
    y: 44,
    width: 560,
    height: 270,
    xDomain: [0, 12],
    yDomain: [0, top],
    xLabel: 'polynomial degree (model complexity)',
    yLabel: 'mean squared error',
    ticks: 6,
  });
  const clamp = (value: number) => Math.min(value, top);
  const marker = (degree: number, value: number, colour: string) => {
    const cx = panel.sx(degree);
    if (value <= top) return el('circle', { cx, cy: panel.sy(value), r: 3.5, fill: colour });
    // Clipped: an upward triangle on the top edge and the true value above the frame.
    const cy = panel.sy(top);
    return (
      el('path', { d: `M${cx},${cy - 7}L${cx - 6},${cy + 4}L${cx + 6},${cy + 4}Z`, fill: colour }) +
      text(cx, cy - 11, formatLarge(value), { 'text-anchor': 'middle', 'font-size': 11, fill: colour, 'font-weight': 600 })
    );
  };
  const line = (key: 'train' | 'test', colour: string) =>
    el('path', {
      d: pathThrough(errors.map((e) => [panel.sx(e.degree), panel.sy(clamp(e[key]))])),
      fill: 'none',
      stroke: colour,
      'stroke-width': 2.5,
      'clip-path': `url(#${panel.clipId})`,
    }) + errors.map((e) => marker(e.degree, e[key], colour)).join('');
  const best = errors.reduce((a, b) => (b.test < a.test ? b : a));
  const noise = noiseSd ** 2;
  const body = [
    panel.clipPath,
    panel.axes,
    el('line', {
      x1: panel.sx(0),
      x2: panel.sx(12),
      y1: panel.sy(noise),
      y2: panel.sy(noise),
      stroke: palette.green,
      'stroke-width': 1.5,
      'stroke-dasharray': '6 4',
    }),
    text(panel.sx(12) - 6, panel.sy(noise) - 6, `noise variance ${noise.toFixed(4)}`, { 'text-anchor': 'end', 'font-size': 12, fill: palette.green }),
    el('line', { x1: panel.sx(best.degree), x2: panel.sx(best.degree), y1: panel.sy(0), y2: panel.sy(top), stroke: palette.grey, 'stroke-dasharray': '4 4' }),
    text(panel.sx(best.degree) + 6, panel.sy(0.93), `lowest test error: degree ${best.degree}`, { 'font-size': 12, fill: '#444' }),
    text(panel.sx(1), panel.sy(0.75), 'underfitting', { 'text-anchor': 'middle', 'font-size': 12, fill: '#444', 'font-style': 'italic' }),
    text(panel.sx(10.5), panel.sy(0.5), 'overfitting', { 'text-anchor': 'middle', 'font-size': 12, fill: '#444', 'font-style': 'italic' }),
    line('train', palette.blue),
    line('test', palette.vermillion),
    legend(panel.sx(3.4), panel.sy(0.78), [
      { label: 'training error', colour: palette.blue, shape: 'line' },
      { label: 'test error', colour: palette.vermillion, shape: 'line' },
    ]),
    text(panel.sx(3.4), panel.sy(0.68), 'values above 1 are marked on the top edge', { 'font-size': 11, fill: '#444' }),
  ].join('\n');
  return svgDocument({ width: 680, height: 370, title: 'Training and test error against polynomial degree', body });
}
