/**
 * RBF-kernel SVMs on the two-moons data (not linearly separable), fitted by the SMO solver of
 * lib/svm-smo.ts, for three values of the kernel width gamma at C = 1 and one larger C. Regions and the
 * level sets f(x) = 0 and f(x) = +-1 come from d3-contour on a grid of decision values; the
 * training points are drawn with the support vectors circled, and test accuracy is measured on a
 * separate seeded sample from the same distribution.
 */
import { contours } from 'd3-contour';
import { classColours, createPanel, el, palette, svgDocument, text } from './lib/svg.ts';
import { svmMoonsData } from './lib/svm-moons.ts';
import { decision, gramMatrix, rbfKernel, smo } from './lib/svm-smo.ts';

/** The (gamma, C) settings shown: too smooth, about right, too wiggly, and a larger C. */
export const settings = [
  { gamma: 0.1, C: 1 },
  { gamma: 2, C: 1 },
  { gamma: 200, C: 1 },
  { gamma: 2, C: 100 },
];

export function fitAll() {
  const { train, test } = svmMoonsData();
  return settings.map(({ gamma, C }) => {
    const kernel = rbfKernel(gamma);
    const model = smo(gramMatrix(train.x, kernel), train.y, C, 1e-4);
    const f = (point: readonly number[]) => decision(model, train.x, train.y, kernel, point);
    const accuracy = (data: { x: number[][]; y: number[] }) => data.x.filter((point, i) => Math.sign(f(point)) === data.y[i]).length / data.y.length;
    const support = model.alpha.map((a, i) => (a > 1e-6 ? i : -1)).filter((i) => i >= 0);
    return { gamma, C, model, f, support, trainAccuracy: accuracy(train), testAccuracy: accuracy(test), train };
  });
}

export default function draw(): string {
  const fits = fitAll();
  const xDomain: [number, number] = [-1.6, 2.6];
  const yDomain: [number, number] = [-1.3, 1.8];
  const panelWidth = 300;
  const panelHeight = 150;
  const parts: string[] = [];
  fits.forEach((fit, p) => {
    const left = 45 + (p % 2) * (panelWidth + 50);
    const top = 62 + Math.floor(p / 2) * (panelHeight + 76);
    const panel = createPanel({
      x: left,
      y: top,
      width: panelWidth,
      height: panelHeight,
      xDomain,
      yDomain,
      title: `γ = ${fit.gamma}, C = ${fit.C}`,
      ticks: 5,
    });
    // Decision values on a grid that reaches one cell past the panel on every side, so the
    // contour outlines along the grid edge fall outside the clip rectangle.
    const nx = 106;
    const ny = 80;
    const step = [(xDomain[1] - xDomain[0]) / (nx - 3), (yDomain[1] - yDomain[0]) / (ny - 3)];
    const gx = (i: number) => xDomain[0] + (i - 1) * step[0];
    const gy = (j: number) => yDomain[0] + (j - 1) * step[1];
    const values: number[] = [];
    for (let j = 0; j < ny; j++) for (let i = 0; i < nx; i++) values.push(fit.f([gx(i + 0.5), gy(j + 0.5)]));
    const generator = contours().size([nx, ny]);
    const toPath = (level: number) =>
      generator
        .contour(values, level)
        .coordinates.flatMap((polygon) =>
          polygon.map((ring) => ring.map(([u, v], k) => `${k === 0 ? 'M' : 'L'}${Math.round(panel.sx(gx(u)))},${Math.round(panel.sy(gy(v)))}`).join('') + 'Z'),
        )
        .join('');
    const clip = `url(#${panel.clipId})`;
    const px = panel.sx.range();
    const py = panel.sy.range();
    parts.push(panel.clipPath);
    parts.push(el('rect', { x: px[0], y: py[1], width: px[1] - px[0], height: py[0] - py[1], fill: '#d6e9f5' }));
    const boundary = toPath(0);
    parts.push(el('path', { d: boundary, fill: '#fbe6bf', stroke: 'none', 'clip-path': clip }));
    parts.push(el('path', { d: toPath(1) + toPath(-1), fill: 'none', stroke: palette.black, 'stroke-width': 1, 'stroke-dasharray': '4 3', 'clip-path': clip }));
    parts.push(el('path', { d: boundary, fill: 'none', stroke: palette.black, 'stroke-width': 2.2, 'clip-path': clip }));
    const { x, y } = fit.train;
    // Points grouped by class (and rings in one group) so shared attributes are written once.
    for (const label of [-1, 1]) {
      const dots = x.map((point, i) => (y[i] === label ? el('circle', { cx: panel.sx(point[0]), cy: panel.sy(point[1]), r: 3.5 }) : '')).join('');
      parts.push(el('g', { fill: classColours[label > 0 ? 1 : 0], stroke: '#ffffff', 'stroke-width': 0.8, 'clip-path': clip }, dots));
    }
    const rings = fit.support.map((i) => el('circle', { cx: panel.sx(x[i][0]), cy: panel.sy(x[i][1]), r: 6 })).join('');
    parts.push(el('g', { fill: 'none', stroke: palette.black, 'stroke-width': 1.2, 'clip-path': clip }, rings));
    parts.push(panel.axes);
    parts.push(
      text(
        left + panelWidth / 2,
        top + panelHeight + 34,
        `train ${(100 * fit.trainAccuracy).toFixed(1)}%, test ${(100 * fit.testAccuracy).toFixed(1)}%, ${fit.support.length} support vectors`,
        {
          'text-anchor': 'middle',
          'font-size': 12,
        },
      ),
    );
  });
  const keyY = 22;
  parts.push(
    el('circle', { cx: 60, cy: keyY - 4, r: 4.5, fill: classColours[0] }),
    text(70, keyY, 'y = −1', { 'font-size': 12 }),
    el('circle', { cx: 135, cy: keyY - 4, r: 4.5, fill: classColours[1] }),
    text(145, keyY, 'y = +1', { 'font-size': 12 }),
    el('circle', { cx: 212, cy: keyY - 4, r: 6, fill: 'none', stroke: palette.black, 'stroke-width': 1.2 }),
    text(223, keyY, 'support vector', { 'font-size': 12 }),
    el('line', { x1: 330, x2: 350, y1: keyY - 4, y2: keyY - 4, stroke: palette.black, 'stroke-width': 2.2 }),
    text(355, keyY, 'f(x) = 0', { 'font-size': 12 }),
    el('line', { x1: 425, x2: 445, y1: keyY - 4, y2: keyY - 4, stroke: palette.black, 'stroke-width': 1, 'stroke-dasharray': '4 3' }),
    text(450, keyY, 'f(x) = ±1', { 'font-size': 12 }),
    el('rect', { x: 525, y: keyY - 11, width: 12, height: 12, fill: '#d6e9f5', stroke: palette.grey, 'stroke-width': 0.5 }),
    el('rect', { x: 539, y: keyY - 11, width: 12, height: 12, fill: '#fbe6bf', stroke: palette.grey, 'stroke-width': 0.5 }),
    text(556, keyY, 'predicted −1 / +1', { 'font-size': 12 }),
  );
  return svgDocument({
    width: 720,
    height: 480,
    title: 'RBF-kernel SVM decision boundaries on the two-moons data for four settings of gamma and C',
    body: parts.join('\n'),
  });
}
