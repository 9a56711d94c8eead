/**
 * The multiply-adds of one transformer block against the sequence length T, for d_model = 768 and
 * d_ff = 4 d_model: the projections and the MLP, 12 T d_model², and the scores and weighted sum,
 * 2 T² d_model, on log-log axes, with the length where they are equal (T = 6 d_model).
 */
import { scaleLog } from 'd3-scale';
import { el, legend, num, palette, pathThrough, svgDocument, text } from './lib/svg.ts';

export const D_MODEL = 768;

/** Multiply-adds of the four projections and the MLP (d_ff = 4 d_model): 12 T d². */
export const linearCost = (T: number, d = D_MODEL) => 12 * T * d * d;
/** Multiply-adds of QKᵀ and AV over all heads: 2 T² d. */
export const quadraticCost = (T: number, d = D_MODEL) => 2 * T * T * d;
/** The length where the two are equal: 2 T² d = 12 T d², T = 6 d. */
export const crossover = (d = D_MODEL) => 6 * d;

const superscriptDigits = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const superscript = (power: number) => [...String(power)].map((digit) => superscriptDigits[Number(digit)]).join('');

export default function draw(): string {
  const x0 = 90;
  const y0 = 40;
  const width = 560;
  const height = 300;
  const sx = scaleLog()
    .domain([128, 65536])
    .range([x0, x0 + width]);
  const sy = scaleLog()
    .domain([1e7, 1e13])
    .range([y0 + height, y0]);
  const lengths = Array.from({ length: 91 }, (_, k) => 128 * 2 ** (k / 10));
  const axes: string[] = [el('rect', { x: x0, y: y0, width, height, fill: 'none', stroke: palette.grey })];
  for (const T of [128, 512, 2048, 8192, 32768]) {
    axes.push(el('line', { x1: sx(T), x2: sx(T), y1: y0 + height, y2: y0 + height + 4, stroke: palette.grey }));
    axes.push(text(sx(T), y0 + height + 18, T.toLocaleString('en-GB'), { 'text-anchor': 'middle', 'font-size': 11, fill: '#444' }));
  }
  for (let power = 7; power <= 13; power++) {
    axes.push(el('line', { x1: x0 - 4, x2: x0, y1: sy(10 ** power), y2: sy(10 ** power), stroke: palette.grey }));
    axes.push(text(x0 - 7, sy(10 ** power) + 4, `10${superscript(power)}`, { 'text-anchor': 'end', 'font-size': 11, fill: '#444' }));
  }
  axes.push(text(x0 + width / 2, y0 + height + 42, 'sequence length T (tokens)', { 'text-anchor': 'middle', 'font-size': 13 }));
  axes.push(
    text(0, 0, 'multiply-adds per block', {
      'text-anchor': 'middle',
      'font-size': 13,
      transform: `translate(${num(x0 - 58)},${num(y0 + height / 2)}) rotate(-90)`,
    }),
  );
  axes.push(text(x0 + width / 2, y0 - 14, 'One block, d = d_model = 768', { 'text-anchor': 'middle', 'font-weight': 600, 'font-size': 14 }));

  const line = (f: (T: number) => number, colour: string, dash?: string) =>
    el('path', { d: pathThrough(lengths.map((T) => [sx(T), sy(f(T))])), fill: 'none', stroke: colour, 'stroke-width': 2.5, 'stroke-dasharray': dash });
  const T0 = crossover();
  const body = [
    ...axes,
    el('line', { x1: sx(T0), x2: sx(T0), y1: y0, y2: y0 + height, stroke: palette.grey, 'stroke-dasharray': '5 4' }),
    text(sx(T0) + 6, y0 + 18, `T = 6 d_model = ${T0.toLocaleString('en-GB')}`, { 'font-size': 12, fill: '#444' }),
    line(linearCost, palette.blue),
    line(quadraticCost, palette.orange),
    line((T) => linearCost(T) + quadraticCost(T), palette.black, '6 4'),
    legend(x0, y0 + height + 70, [
      { label: 'projections + MLP, 12 T d²', colour: palette.blue, shape: 'line' },
      { label: 'scores + weighted sum, 2 T² d', colour: palette.orange, shape: 'line' },
      { label: 'total', colour: palette.black, shape: 'line' },
    ]),
  ].join('\n');
  return svgDocument({ width: 700, height: 430, title: 'Multiply-adds of one transformer block against sequence length', body });
}
