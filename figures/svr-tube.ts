/**
 * Support vector regression on seeded 1-D data: y = sin x plus Gaussian noise, fitted by ε-SVR with an
 * RBF kernel at two tube widths ε, solved by the lecture's SMO (figures/lib/svr.ts). Each panel draws
 * the fit f, the tube f ± ε and the support vectors, the points on or outside the tube.
 */
import { createRandom, gaussian } from './lib/random.ts';
import { createPanel, el, palette, pathThrough, svgDocument, text } from './lib/svg.ts';
import { gramMatrix, rbfKernel } from './lib/svm-smo.ts';
import { predictSvr, svr } from './lib/svr.ts';

export const C = 5;
export const GAMMA = 0.5;
export const EPSILONS = [0.1, 0.3] as const;
/** A coefficient below this is zero: the point is not a support vector. */
const ZERO = 1e-8;

/** Forty seeded points on [0, 6]: y = sin x + 0.25 · N(0, 1). */
export function svrData(): { x: number[][]; y: number[] } {
  const random = createRandom(19);
  const x: number[][] = [];
  const y: number[] = [];
  for (let i = 0; i < 40; i++) {
    const t = 6 * random();
    x.push([t]);
    y.push(Math.sin(t) + 0.25 * gaussian(random));
  }
  return { x, y };
}

/** The fit at each tube width, with where each point sits relative to its tube. */
export function fitPanels() {
  const { x, y } = svrData();
  const kernel = rbfKernel(GAMMA);
  const K = gramMatrix(x, kernel);
  return EPSILONS.map((epsilon) => {
    const model = svr(K, y, C, epsilon);
    const f = (t: number) => predictSvr(model, x, kernel, [t]);
    const support = model.beta.map((beta, i) => (Math.abs(beta) > ZERO ? i : -1)).filter((i) => i >= 0);
    const bounded = support.filter((i) => Math.abs(model.beta[i]) > C - ZERO);
    const residuals = x.map((point, i) => y[i] - f(point[0]));
    const loss = residuals.reduce((sum, r) => sum + Math.max(0, Math.abs(r) - epsilon), 0);
    return { epsilon, model, f, support, bounded, residuals, loss, x, y };
  });
}

export default function draw(): string {
  const panels = fitPanels();
  const parts: string[] = [];
  panels.forEach(({ epsilon, model, f, support, bounded, x, y }, p) => {
    if (model.gap > 1e-6) throw new Error('SMO did not converge on the SVR dual');
    const panel = createPanel({
      x: 60 + p * 340,
      y: 40,
      width: 290,
      height: 300,
      xDomain: [0, 6],
      yDomain: [-2, 2],
      xLabel: 'input x',
      yLabel: p === 0 ? 'target y' : undefined,
      title: `ε = ${epsilon}: ${support.length} support vectors`,
      ticks: 6,
    });
    const grid = Array.from({ length: 121 }, (_, k) => (6 * k) / 120);
    const at = (offset: number) => grid.map((t) => [panel.sx(t), panel.sy(f(t) + offset)] as const);
    const clip = `url(#${panel.clipId})`;
    const tube = [...at(epsilon), ...at(-epsilon).reverse()];
    const supportSet = new Set(support);
    parts.push(
      panel.clipPath,
      el('path', { d: pathThrough(tube) + 'Z', fill: palette.sky, 'fill-opacity': 0.25, 'clip-path': clip }),
      el('path', { d: pathThrough(at(epsilon)), fill: 'none', stroke: palette.blue, 'stroke-width': 1.2, 'stroke-dasharray': '5 4', 'clip-path': clip }),
      el('path', { d: pathThrough(at(-epsilon)), fill: 'none', stroke: palette.blue, 'stroke-width': 1.2, 'stroke-dasharray': '5 4', 'clip-path': clip }),
      el('path', { d: pathThrough(at(0)), fill: 'none', stroke: palette.blue, 'stroke-width': 2.5, 'clip-path': clip }),
      ...x.map((point, i) =>
        el('circle', {
          cx: panel.sx(point[0]),
          cy: panel.sy(y[i]),
          r: 4,
          fill: supportSet.has(i) ? palette.vermillion : palette.grey,
          stroke: '#ffffff',
          'stroke-width': 1,
        }),
      ),
      ...support.map((i) =>
        el('circle', {
          cx: panel.sx(x[i][0]),
          cy: panel.sy(y[i]),
          r: 8,
          fill: 'none',
          stroke: palette.black,
          'stroke-width': 1.5,
          'stroke-dasharray': bounded.includes(i) ? '3 2' : 'none',
        }),
      ),
      panel.axes,
      text(panel.sx(0), 398, `${bounded.length} outside the tube (α = C), ${support.length - bounded.length} on its edge`, { 'font-size': 11 }),
    );
  });
  const keyY = 428;
  parts.push(
    el('line', { x1: 60, x2: 80, y1: keyY - 4, y2: keyY - 4, stroke: palette.blue, 'stroke-width': 2.5 }),
    text(86, keyY, 'fit f(x)', { 'font-size': 12 }),
    el('rect', { x: 150, y: keyY - 11, width: 20, height: 12, fill: palette.sky, 'fill-opacity': 0.25, stroke: palette.blue, 'stroke-dasharray': '5 4' }),
    text(176, keyY, 'tube f(x) ± ε', { 'font-size': 12 }),
    el('circle', { cx: 282, cy: keyY - 4, r: 4, fill: palette.grey }),
    text(292, keyY, 'inside the tube (α = α* = 0)', { 'font-size': 12 }),
    el('circle', { cx: 480, cy: keyY - 4, r: 4, fill: palette.vermillion }),
    el('circle', { cx: 480, cy: keyY - 4, r: 8, fill: 'none', stroke: palette.black, 'stroke-width': 1.5 }),
    text(494, keyY, 'support vector (dashed: at C)', { 'font-size': 12 }),
  );
  return svgDocument({
    width: 720,
    height: 445,
    title: 'Support vector regression with an RBF kernel at two tube widths, with the tube and the support vectors',
    body: parts.join('\n'),
  });
}

/** The figure's numbers, for the caption and its test. */
if (process.argv[1]?.endsWith('svr-tube.ts')) {
  for (const { epsilon, support, bounded, loss, model } of fitPanels())
    console.log(`ε = ${epsilon}: ${support.length} support vectors, ${bounded.length} at C, b = ${model.b.toFixed(3)}, ε-insensitive loss ${loss.toFixed(3)}`);
}
