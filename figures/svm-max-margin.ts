/**
 * The maximum-margin (hard-margin) linear SVM on a seeded, linearly separable 2-D data set.
 * The dual QP is solved by SMO (sequential minimal optimisation, with the maximal-violating-pair
 * working set of Keerthi et al. / LIBSVM), in figures/lib/svm-smo.ts with the RBF figure's and the live figure's.
 */
import { createRandom, gaussian } from './lib/random.ts';
import { classColours, createPanel, el, palette, pathThrough, svgDocument, text } from './lib/svg.ts';
import { gramMatrix, linearKernel, smo } from './lib/svm-smo.ts';

/** Two seeded Gaussian clouds that the hard-margin SVM separates. */
export function separableData(): { x: number[][]; y: number[] } {
  const random = createRandom(5);
  const x: number[][] = [];
  const y: number[] = [];
  const centres = [
    { label: -1, cx: -1.3, cy: -0.9 },
    { label: 1, cx: 1.3, cy: 0.9 },
  ];
  for (const { label, cx, cy } of centres) {
    for (let k = 0; k < 20; k++) {
      x.push([cx + 0.75 * gaussian(random), cy + 0.75 * gaussian(random)]);
      y.push(label);
    }
  }
  return { x, y };
}

/** Fits the hard-margin linear SVM and returns w, b and the support vectors. */
export function fitMaxMargin() {
  const { x, y } = separableData();
  const model = smo(gramMatrix(x, linearKernel), y, Infinity, 1e-9);
  const w = [0, 0];
  x.forEach((point, i) => {
    w[0] += model.alpha[i] * y[i] * point[0];
    w[1] += model.alpha[i] * y[i] * point[1];
  });
  const support = model.alpha.map((a, i) => (a > 1e-6 ? i : -1)).filter((i) => i >= 0);
  const margins = x.map((point, i) => y[i] * (w[0] * point[0] + w[1] * point[1] + model.b));
  return { x, y, model, w, b: model.b, support, margins, width: 2 / Math.hypot(w[0], w[1]) };
}

export default function draw(): string {
  const { x, y, model, w, b, support, margins, width: marginWidth } = fitMaxMargin();
  if (model.gap > 1e-9) throw new Error('SMO did not converge: the data are not separable');
  if (Math.min(...margins) < 1 - 1e-6) throw new Error('hard-margin solution violates a constraint');

  const domain: [number, number] = [-3.5, 3.5];
  const panel = createPanel({
    x: 66,
    y: 30,
    width: 450,
    height: 360,
    xDomain: domain,
    yDomain: [-2.75, 2.75],
    xLabel: 'feature x₁',
    yLabel: 'feature x₂',
    ticks: 7,
  });
  // The line w1 x1 + w2 x2 + b = level, drawn across the panel (w2 is not zero for this data).
  const line = (level: number) => {
    const at = (x1: number) => [panel.sx(x1), panel.sy((level - b - w[0] * x1) / w[1])] as const;
    return pathThrough([at(domain[0] - 1), at(domain[1] + 1)]);
  };
  const clip = `url(#${panel.clipId})`;
  const band = [
    [domain[0] - 1, (1 - b - w[0] * (domain[0] - 1)) / w[1]],
    [domain[1] + 1, (1 - b - w[0] * (domain[1] + 1)) / w[1]],
    [domain[1] + 1, (-1 - b - w[0] * (domain[1] + 1)) / w[1]],
    [domain[0] - 1, (-1 - b - w[0] * (domain[0] - 1)) / w[1]],
  ].map(([a, c]) => [panel.sx(a), panel.sy(c)] as const);

  const points = x
    .map((point, i) =>
      el('circle', { cx: panel.sx(point[0]), cy: panel.sy(point[1]), r: 5, fill: classColours[y[i] > 0 ? 1 : 0], stroke: '#ffffff', 'stroke-width': 1 }),
    )
    .join('');
  const rings = support
    .map((i) => el('circle', { cx: panel.sx(x[i][0]), cy: panel.sy(x[i][1]), r: 10, fill: 'none', stroke: palette.black, 'stroke-width': 2 }))
    .join('');

  const infoX = 540;
  const info = [
    text(infoX, 60, 'Hard-margin SVM', { 'font-weight': 600 }),
    text(infoX, 84, `n = ${x.length} points, dual by SMO`, { 'font-size': 12 }),
    text(infoX, 104, `w = (${w[0].toFixed(2)}, ${w[1].toFixed(2)})`, { 'font-size': 12 }),
    text(infoX, 124, `b = ${b.toFixed(2)}`, { 'font-size': 12 }),
    text(infoX, 144, `margin 2/‖w‖ = ${marginWidth.toFixed(2)}`, { 'font-size': 12 }),
    text(infoX, 164, `support vectors: ${support.length}`, { 'font-size': 12 }),
  ].join('');
  const keyY = 210;
  const key = [
    el('circle', { cx: infoX + 8, cy: keyY - 4, r: 5, fill: classColours[0] }),
    text(infoX + 22, keyY, 'class y = −1', { 'font-size': 12 }),
    el('circle', { cx: infoX + 8, cy: keyY + 18, r: 5, fill: classColours[1] }),
    text(infoX + 22, keyY + 22, 'class y = +1', { 'font-size': 12 }),
    el('circle', { cx: infoX + 8, cy: keyY + 40, r: 9, fill: 'none', stroke: palette.black, 'stroke-width': 2 }),
    text(infoX + 22, keyY + 44, 'support vector', { 'font-size': 12 }),
    el('line', { x1: infoX, x2: infoX + 18, y1: keyY + 62, y2: keyY + 62, stroke: palette.black, 'stroke-width': 2.5 }),
    text(infoX + 22, keyY + 66, 'wᵀx + b = 0', { 'font-size': 12 }),
    el('line', { x1: infoX, x2: infoX + 18, y1: keyY + 84, y2: keyY + 84, stroke: palette.black, 'stroke-width': 1.5, 'stroke-dasharray': '6 4' }),
    text(infoX + 22, keyY + 88, 'wᵀx + b = ±1', { 'font-size': 12 }),
  ].join('');

  const body = [
    panel.clipPath,
    el('path', { d: pathThrough(band) + 'Z', fill: palette.lightGrey, 'fill-opacity': 0.45, 'clip-path': clip }),
    el('path', { d: line(0), stroke: palette.black, 'stroke-width': 2.5, fill: 'none', 'clip-path': clip }),
    el('path', { d: line(1), stroke: palette.black, 'stroke-width': 1.5, 'stroke-dasharray': '6 4', fill: 'none', 'clip-path': clip }),
    el('path', { d: line(-1), stroke: palette.black, 'stroke-width': 1.5, 'stroke-dasharray': '6 4', fill: 'none', 'clip-path': clip }),
    points,
    rings,
    panel.axes,
    info,
    key,
  ].join('\n');
  return svgDocument({ width: 720, height: 440, title: 'Maximum-margin linear SVM on separable 2-D data, with margins and support vectors', body });
}
