/**
 * The variance argument for initialisation, run: a deep fully connected network (20 layers of 100
 * units, zero biases) takes a seeded batch of standard normal inputs, with every weight drawn from
 * N(0, c / fan_in) for three values of c, and the figure plots the standard deviation of each
 * layer's activations on a log scale. Left: tanh units, where c = 1 is Xavier (LeCun) for equal
 * widths. Right: ReLU units, where c = 2 is He, and Xavier's c = 1 is already too small.
 */
import { createRandom, gaussian } from './lib/random.ts';
import { createPanel, el, legend, palette, pathThrough, svgDocument, text } from './lib/svg.ts';

export const DEPTH = 20;
export const WIDTH = 100;
export const BATCH = 200;
export const SEED = 7;

export type Activation = 'tanh' | 'relu';

/** The weight-variance multipliers c in Var(w) = c / fan_in, and what each one is for each activation. */
export const SCALES: Record<Activation, { c: number; label: string }[]> = {
  tanh: [
    { c: 0.25, label: 'too small, Var(w) = 0.25/fan_in' },
    { c: 1, label: 'Xavier, Var(w) = 1/fan_in' },
    { c: 4, label: 'too large, Var(w) = 4/fan_in' },
  ],
  relu: [
    { c: 1, label: 'too small (Xavier), 1/fan_in' },
    { c: 2, label: 'He, Var(w) = 2/fan_in' },
    { c: 4, label: 'too large, Var(w) = 4/fan_in' },
  ],
};

/** Standard deviation of all the entries of a batch of activations. */
function standardDeviation(rows: readonly Float64Array[]): number {
  let sum = 0;
  let sumSquares = 0;
  let count = 0;
  for (const row of rows) {
    for (const value of row) {
      sum += value;
      sumSquares += value * value;
      count++;
    }
  }
  const mean = sum / count;
  return Math.sqrt(sumSquares / count - mean * mean);
}

/**
 * Runs the batch forward through DEPTH layers with weights from N(0, c / WIDTH) and returns the
 * standard deviation of the activations after each layer (index 0 is the input). The input batch
 * and the standard normal draws behind the weights come from the same seed for every c, so the three
 * runs differ only in the scale of the weights.
 */
export function activationStandardDeviations(activation: Activation, c: number): number[] {
  const random = createRandom(SEED);
  let batch: Float64Array[] = Array.from({ length: BATCH }, () => Float64Array.from({ length: WIDTH }, () => gaussian(random)));
  const g = activation === 'tanh' ? Math.tanh : (z: number) => Math.max(0, z);
  const scale = Math.sqrt(c / WIDTH);
  const result = [standardDeviation(batch)];
  for (let layer = 0; layer < DEPTH; layer++) {
    const W = Array.from({ length: WIDTH }, () => Float64Array.from({ length: WIDTH }, () => scale * gaussian(random)));
    batch = batch.map((x) =>
      Float64Array.from(W, (row) => {
        let z = 0;
        for (let i = 0; i < WIDTH; i++) z += row[i] * x[i];
        return g(z);
      }),
    );
    result.push(standardDeviation(batch));
  }
  return result;
}

const LOG_MIN = -7;
const LOG_MAX = 4;
const lineColours = [palette.blue, palette.green, palette.vermillion];
const superscripts: Record<string, string> = { '-': '⁻', '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹' };
const power = (exponent: number) => (exponent === 0 ? '1' : `10${String(exponent).replace(/./g, (ch) => superscripts[ch])}`);

function drawPanel(activation: Activation, x: number, title: string): string {
  const panel = createPanel({
    x,
    y: 44,
    width: 270,
    height: 280,
    xDomain: [0, DEPTH],
    yDomain: [LOG_MIN, LOG_MAX],
    title,
    xLabel: 'layer',
    yLabel: 'std of activations (log scale)',
    ticks: 0,
  });
  const parts: string[] = [panel.clipPath, panel.axes];
  for (let layer = 0; layer <= DEPTH; layer += 5) {
    parts.push(text(panel.sx(layer), 44 + 280 + 17, String(layer), { 'text-anchor': 'middle', 'font-size': 11, fill: '#444' }));
  }
  for (let exponent = LOG_MIN + 1; exponent <= LOG_MAX; exponent += 2) {
    parts.push(el('line', { x1: x, x2: x + 270, y1: panel.sy(exponent), y2: panel.sy(exponent), stroke: palette.lightGrey, 'stroke-width': 1 }));
    parts.push(text(x - 7, panel.sy(exponent) + 4, power(exponent), { 'text-anchor': 'end', 'font-size': 11, fill: '#444' }));
  }
  SCALES[activation].forEach(({ c }, index) => {
    const spreads = activationStandardDeviations(activation, c);
    const points = spreads.map((spread, layer) => [panel.sx(layer), panel.sy(Math.log10(spread))] as [number, number]);
    parts.push(el('path', { d: pathThrough(points), fill: 'none', stroke: lineColours[index], 'stroke-width': 2.5, 'clip-path': `url(#${panel.clipId})` }));
    for (const [px, py] of points) parts.push(el('circle', { cx: px, cy: py, r: 2.5, fill: lineColours[index], 'clip-path': `url(#${panel.clipId})` }));
    const last = spreads[DEPTH];
    parts.push(
      text(panel.sx(DEPTH) - 4, panel.sy(Math.log10(last)) + (index === 2 ? -8 : 16), last >= 100 ? String(Math.round(last)) : last.toPrecision(2), {
        'text-anchor': 'end',
        'font-size': 12,
        fill: '#444',
      }),
    );
  });
  SCALES[activation].forEach(({ label }, index) => parts.push(legend(x - 40, 396 + 20 * index, [{ label, colour: lineColours[index], shape: 'line' }])));
  return parts.join('');
}

export default function draw(): string {
  const body = [drawPanel('tanh', 70, 'tanh, 20 layers of 100 units'), drawPanel('relu', 440, 'ReLU, 20 layers of 100 units')].join('\n');
  return svgDocument({ width: 740, height: 460, title: 'Activation spread through a deep network under three weight scales, for tanh and ReLU', body });
}
