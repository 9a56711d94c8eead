/**
 * Four activation functions (sigmoid, tanh, ReLU, leaky ReLU with slope 0.1 for negative inputs)
 * and their derivatives, evaluated on a fine grid. Top panel: the functions; bottom: derivatives.
 */
import { createPanel, el, legend, palette, pathThrough, svgDocument } from './lib/svg.ts';

export const LEAK = 0.1;

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export const activations = [
  { label: 'sigmoid', colour: palette.blue, f: sigmoid, df: (z: number) => sigmoid(z) * (1 - sigmoid(z)), dash: undefined },
  { label: 'tanh', colour: palette.orange, f: Math.tanh, df: (z: number) => 1 - Math.tanh(z) ** 2, dash: undefined },
  { label: 'ReLU', colour: palette.green, f: (z: number) => Math.max(0, z), df: (z: number) => (z > 0 ? 1 : 0), dash: undefined },
  {
    label: `leaky ReLU (slope ${LEAK})`,
    colour: palette.vermillion,
    f: (z: number) => (z > 0 ? z : LEAK * z),
    df: (z: number) => (z > 0 ? 1 : LEAK),
    dash: '7 4',
  },
] as const;

export default function draw(): string {
  const zs = Array.from({ length: 401 }, (_, i) => -4 + (8 * i) / 400);
  const top = createPanel({
    x: 80,
    y: 36,
    width: 580,
    height: 170,
    xDomain: [-4, 4],
    yDomain: [-1.2, 2.2],
    title: 'Activation g(z)',
    yLabel: 'g(z)',
    ticks: 5,
  });
  const bottom = createPanel({
    x: 80,
    y: 256,
    width: 580,
    height: 150,
    xDomain: [-4, 4],
    yDomain: [-0.1, 1.1],
    title: 'Derivative g′(z)',
    xLabel: 'pre-activation z',
    yLabel: 'g′(z)',
    ticks: 5,
  });

  const curves: string[] = [];
  for (const { colour, f, df, dash } of activations) {
    curves.push(
      el('path', {
        d: pathThrough(zs.map((z) => [top.sx(z), top.sy(f(z))])),
        fill: 'none',
        stroke: colour,
        'stroke-width': 2.5,
        'stroke-dasharray': dash,
        'clip-path': `url(#${top.clipId})`,
      }),
    );
    // Split the piecewise-constant derivatives at z = 0 so the jump is not drawn as a slope.
    const negative = zs.filter((z) => z < 0);
    const positive = zs.filter((z) => z > 0);
    for (const part of [negative, positive]) {
      curves.push(
        el('path', {
          d: pathThrough(part.map((z) => [bottom.sx(z), bottom.sy(df(z))])),
          fill: 'none',
          stroke: colour,
          'stroke-width': 2.5,
          'stroke-dasharray': dash,
          'clip-path': `url(#${bottom.clipId})`,
        }),
      );
    }
  }
  const zeroLines = [top, bottom]
    .map(
      (panel) =>
        el('line', { x1: panel.sx(-4), x2: panel.sx(4), y1: panel.sy(0), y2: panel.sy(0), stroke: palette.lightGrey }) +
        el('line', { x1: panel.sx(0), x2: panel.sx(0), y1: panel.sy(panel.sy.domain()[0]), y2: panel.sy(panel.sy.domain()[1]), stroke: palette.lightGrey }),
    )
    .join('');

  const body = [
    top.clipPath,
    bottom.clipPath,
    zeroLines,
    top.axes,
    bottom.axes,
    curves.join(''),
    legend(
      60,
      468,
      activations.map(({ label, colour }) => ({ label, colour, shape: 'line' as const })),
    ),
  ].join('\n');
  return svgDocument({ width: 700, height: 480, title: 'Sigmoid, tanh, ReLU and leaky ReLU with their derivatives', body });
}
