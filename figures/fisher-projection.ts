/**
 * Fisher's linear discriminant on two seeded 2-D Gaussian classes with a shared, elongated
 * covariance. The Fisher direction w = S_W^{-1}(m1 - m0) is computed from the samples and compared
 * with the naive direction m1 - m0; the histograms show the 1-D projections onto each.
 */
import { Matrix, solve, CholeskyDecomposition } from 'ml-matrix';
import { createRandom, gaussian } from './lib/random.ts';
import { classColours, createPanel, el, legend, palette, svgDocument, text } from './lib/svg.ts';
import { scatterMatrix } from './lib/stats.ts';

function sampleGaussian(n: number, mean: number[], L: Matrix, random: () => number): number[][] {
  return Array.from({ length: n }, () => {
    const x = L.mmul(Matrix.columnVector([gaussian(random), gaussian(random)])).getColumn(0);
    return [mean[0] + x[0], mean[1] + x[1]];
  });
}

const meanOf = (points: number[][]) => [0, 1].map((j) => points.reduce((s, p) => s + p[j], 0) / points.length);

const unit = (v: number[]) => {
  const len = Math.hypot(v[0], v[1]);
  return [v[0] / len, v[1] / len];
};

/** Fisher criterion J(w) = (w^T S_B w) / (w^T S_W w) with S_B = (m1 - m0)(m1 - m0)^T. */
function fisherCriterion(w: number[], delta: number[], SW: Matrix): number {
  const between = (w[0] * delta[0] + w[1] * delta[1]) ** 2;
  const wv = Matrix.columnVector(w);
  return between / wv.transpose().mmul(SW).mmul(wv).get(0, 0);
}

/** Numbers quoted in the lecture, filled by draw(). */
export let stats: Record<string, unknown> = {};

export default function draw(): string {
  const random = createRandom(31);
  // Shared covariance: long axis at 35 degrees (variance 4), short axis variance 0.09.
  const angle = (35 * Math.PI) / 180;
  const R = new Matrix([
    [Math.cos(angle), -Math.sin(angle)],
    [Math.sin(angle), Math.cos(angle)],
  ]);
  const cov = R.mmul(Matrix.diag([4, 0.09])).mmul(R.transpose());
  const L = new CholeskyDecomposition(cov).lowerTriangularMatrix;
  const n = 120;
  const data = [sampleGaussian(n, [0, 0], L, random), sampleGaussian(n, [2, 0.2], L, random)];

  const means = data.map(meanOf);
  const SW = scatterMatrix(data[0], means[0]).add(scatterMatrix(data[1], means[1]));
  const delta = [means[1][0] - means[0][0], means[1][1] - means[0][1]];
  const fisher = unit(solve(SW, Matrix.columnVector(delta)).getColumn(0));
  const naive = unit(delta);
  const directions = [
    { name: 'mean difference m\u2081 \u2212 m\u2080', w: naive, colour: palette.grey, dash: '6 4' },
    { name: 'Fisher direction', w: fisher, colour: palette.black, dash: undefined },
  ];
  const criteria = directions.map((d) => fisherCriterion(d.w, delta, SW));
  // Scale-free separation: projected mean gap over the pooled within-class standard deviation.
  const separations = criteria.map((J) => Math.sqrt(J * (2 * n - 2)));

  const parts: string[] = [];
  // ----- scatter -----
  const center = [(means[0][0] + means[1][0]) / 2, (means[0][1] + means[1][1]) / 2];
  const xDom: [number, number] = [-4.5, 6.5];
  const yDom: [number, number] = [-4.5, 4.5];
  const scatter = createPanel({
    x: 60,
    y: 46,
    width: 300,
    height: 270,
    xDomain: xDom,
    yDomain: yDom,
    xLabel: 'x\u2081',
    yLabel: 'x\u2082',
    title: 'Two classes, two directions',
    ticks: 5,
  });
  parts.push(scatter.clipPath);
  for (const k of [0, 1]) {
    for (const p of data[k])
      parts.push(
        el('circle', {
          cx: scatter.sx(p[0]),
          cy: scatter.sy(p[1]),
          r: 2.8,
          fill: classColours[k],
          'fill-opacity': 0.7,
          'clip-path': `url(#${scatter.clipId})`,
        }),
      );
  }
  for (const d of directions) {
    const t = 6;
    parts.push(
      el('line', {
        x1: scatter.sx(center[0] - t * d.w[0]),
        y1: scatter.sy(center[1] - t * d.w[1]),
        x2: scatter.sx(center[0] + t * d.w[0]),
        y2: scatter.sy(center[1] + t * d.w[1]),
        stroke: d.colour,
        'stroke-width': 2.4,
        'stroke-dasharray': d.dash,
        'clip-path': `url(#${scatter.clipId})`,
      }),
    );
  }
  for (const k of [0, 1]) {
    parts.push(el('circle', { cx: scatter.sx(means[k][0]), cy: scatter.sy(means[k][1]), r: 6, fill: '#ffffff', stroke: palette.black, 'stroke-width': 2 }));
  }
  parts.push(scatter.axes);

  // ----- histograms of projections -----
  const bins = 30;
  directions.forEach((d, index) => {
    const projections = data.map((pts) => pts.map((p) => (p[0] - center[0]) * d.w[0] + (p[1] - center[1]) * d.w[1]));
    const all = projections.flat();
    const lo = Math.min(...all);
    const hi = Math.max(...all);
    const span = Math.max(Math.abs(lo), Math.abs(hi)) * 1.05;
    const binWidth = (2 * span) / bins;
    const counts = projections.map((vals) => {
      const c = new Array(bins).fill(0);
      for (const v of vals) c[Math.min(bins - 1, Math.floor((v + span) / binWidth))]++;
      return c;
    });
    const maxCount = Math.max(...counts.flat());
    const panel = createPanel({
      x: 440,
      y: 46 + index * 168,
      width: 250,
      height: 100,
      xDomain: [-span, span],
      yDomain: [0, Math.ceil(maxCount * 1.1)],
      xLabel: index === 1 ? 'projected value w\u1d40x (centred)' : undefined,
      title: `${index === 0 ? 'onto m\u2081 \u2212 m\u2080' : 'onto Fisher w'}:  d = ${separations[index].toFixed(2)}`,
      ticks: 4,
    });
    parts.push(panel.clipPath);
    for (const k of [0, 1]) {
      counts[k].forEach((c, b) => {
        if (c === 0) return;
        const x0 = -span + b * binWidth;
        parts.push(
          el('rect', {
            x: panel.sx(x0),
            y: panel.sy(c),
            width: panel.sx(x0 + binWidth) - panel.sx(x0),
            height: panel.sy(0) - panel.sy(c),
            fill: classColours[k],
            'fill-opacity': 0.55,
            stroke: classColours[k],
            'stroke-width': 0.6,
          }),
        );
      });
    }
    parts.push(panel.axes);
    parts.push(
      text(0, 0, 'count', { 'font-size': 12, 'text-anchor': 'middle', transform: `translate(${panel.sx(-span) - 36},${panel.sy(0) - 50}) rotate(-90)` }),
    );
  });

  parts.push(
    legend(40, 382, [
      { label: 'class 0', colour: classColours[0] },
      { label: 'class 1', colour: classColours[1] },
    ]),
  );
  parts.push(el('line', { x1: 200, x2: 224, y1: 378, y2: 378, stroke: palette.black, 'stroke-width': 2.4 }));
  parts.push(text(230, 382, 'Fisher direction', { 'font-size': 12 }));
  parts.push(el('line', { x1: 350, x2: 374, y1: 378, y2: 378, stroke: palette.grey, 'stroke-width': 2.4, 'stroke-dasharray': '6 4' }));
  parts.push(text(380, 382, 'mean difference', { 'font-size': 12 }));
  parts.push(el('circle', { cx: 500, cy: 378, r: 6, fill: '#ffffff', stroke: palette.black, 'stroke-width': 2 }));
  parts.push(text(512, 382, 'class means', { 'font-size': 12 }));

  stats = {
    separations,
    means,
    delta,
    fisher,
    naive,
    criteria,
    SW: SW.to2DArray(),
    angleDeg: (Math.acos(fisher[0] * naive[0] + fisher[1] * naive[1]) * 180) / Math.PI,
  };
  return svgDocument({
    width: 720,
    height: 400,
    title: 'Fisher discriminant direction versus the mean-difference direction, with histograms of the projected data',
    body: parts.join('\n'),
  });
}
