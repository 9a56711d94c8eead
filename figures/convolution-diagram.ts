/**
 * A 3x3 kernel sliding over a 5x5 input (no padding, stride 1), as deep-learning libraries compute
 * "convolution" (a cross-correlation: the kernel is not flipped). The input is seeded random
 * integers; every output value is computed here from the numbers drawn, and one window with its
 * sum of products is highlighted.
 */
import { createRandom } from './lib/random.ts';
import { el, palette, svgDocument, text } from './lib/svg.ts';

export const KERNEL = [
  [1, 0, -1],
  [2, 0, -2],
  [1, 0, -1],
];

/** The 5x5 input: integers 0..3 from a fixed seed. */
export function input(): number[][] {
  const random = createRandom(6);
  return Array.from({ length: 5 }, () => Array.from({ length: 5 }, () => Math.floor(random() * 4)));
}

/** Valid cross-correlation with stride 1: out[i][j] = sum_{u,v} x[i+u][j+v] k[u][v]. */
export function correlate(x: number[][], k: number[][], stride = 1): number[][] {
  const size = Math.floor((x.length - k.length) / stride) + 1;
  return Array.from({ length: size }, (_, i) =>
    Array.from({ length: size }, (_, j) => {
      let sum = 0;
      for (let u = 0; u < k.length; u++) for (let v = 0; v < k.length; v++) sum += x[i * stride + u][j * stride + v] * k[u][v];
      return sum;
    }),
  );
}

/** The highlighted output position (row, column). */
export const HIGHLIGHT: [number, number] = [1, 2];

const CELL = 44;
const signed = (value: number) => (value < 0 ? `−${-value}` : String(value));

function grid(
  x0: number,
  y0: number,
  values: number[][],
  options: { fill?: (i: number, j: number) => string | undefined; small?: (i: number, j: number) => string | undefined } = {},
): string {
  const parts: string[] = [];
  values.forEach((row, i) =>
    row.forEach((value, j) => {
      const x = x0 + j * CELL;
      const y = y0 + i * CELL;
      parts.push(el('rect', { x, y, width: CELL, height: CELL, fill: options.fill?.(i, j) ?? '#ffffff', stroke: palette.grey, 'stroke-width': 1 }));
      parts.push(text(x + CELL / 2, y + CELL / 2 + 6, signed(value), { 'text-anchor': 'middle', 'font-size': 17, 'font-weight': 600 }));
      const small = options.small?.(i, j);
      if (small) parts.push(text(x + CELL - 3, y + CELL - 4, small, { 'text-anchor': 'end', 'font-size': 11, fill: palette.vermillion }));
    }),
  );
  return parts.join('');
}

export default function draw(): string {
  const x = input();
  const out = correlate(x, KERNEL);
  const [hi, hj] = HIGHLIGHT;
  const inWindow = (i: number, j: number) => i >= hi && i < hi + 3 && j >= hj && j < hj + 3;
  const shade = '#fde9c4';
  const top = 62;

  const inputX = 24;
  const kernelX = 330;
  const outputX = 540;
  const kernelTop = top + CELL;
  const outputTop = top + CELL;

  const parts: string[] = [
    text(inputX + (5 * CELL) / 2, top - 14, 'Input X (5 × 5)', { 'text-anchor': 'middle', 'font-weight': 600, 'font-size': 14 }),
    grid(inputX, top, x, {
      fill: (i, j) => (inWindow(i, j) ? shade : undefined),
      small: (i, j) => (inWindow(i, j) ? `×${signed(KERNEL[i - hi][j - hj])}` : undefined),
    }),
    el('rect', { x: inputX + hj * CELL, y: top + hi * CELL, width: 3 * CELL, height: 3 * CELL, fill: 'none', stroke: palette.vermillion, 'stroke-width': 3 }),
    text(inputX + 5 * CELL + 42, top + 2.5 * CELL + 8, '∗', { 'text-anchor': 'middle', 'font-size': 34 }),
    text(kernelX + (3 * CELL) / 2, kernelTop - 14, 'Kernel K (3 × 3)', { 'text-anchor': 'middle', 'font-weight': 600, 'font-size': 14 }),
    grid(kernelX, kernelTop, KERNEL, { fill: () => '#eef4fa' }),
    text(kernelX + 3 * CELL + 32, top + 2.5 * CELL + 8, '=', { 'text-anchor': 'middle', 'font-size': 30 }),
    text(outputX + (3 * CELL) / 2, outputTop - 14, 'Output (3 × 3)', { 'text-anchor': 'middle', 'font-weight': 600, 'font-size': 14 }),
    grid(outputX, outputTop, out, { fill: (i, j) => (i === hi && j === hj ? shade : undefined) }),
    el('rect', { x: outputX + hj * CELL, y: outputTop + hi * CELL, width: CELL, height: CELL, fill: 'none', stroke: palette.vermillion, 'stroke-width': 3 }),
    text(kernelX + (3 * CELL) / 2, outputTop + 3 * CELL + 30, 'no padding, stride 1:', { 'text-anchor': 'middle', 'font-size': 13, fill: '#444' }),
    text(kernelX + (3 * CELL) / 2, outputTop + 3 * CELL + 48, '(5 − 3)/1 + 1 = 3 outputs per side', { 'text-anchor': 'middle', 'font-size': 13, fill: '#444' }),
  ];

  // The highlighted sum of products, one kernel row per line.
  const lineY = top + 5 * CELL + 34;
  parts.push(text(inputX, lineY, `Output at row ${hi + 1}, column ${hj + 1} (highlighted) = sum of input × kernel over the window:`, { 'font-size': 13 }));
  const rows = [0, 1, 2].map((u) => [0, 1, 2].map((v) => `${x[hi + u][hj + v]}·(${signed(KERNEL[u][v])})`).join(' + '));
  const rowSums = [0, 1, 2].map((u) => [0, 1, 2].reduce((sum, v) => sum + x[hi + u][hj + v] * KERNEL[u][v], 0));
  rows.forEach((row, u) => {
    parts.push(
      text(inputX + 12, lineY + 22 * (u + 1), `${u === 0 ? '  ' : '+ '}[${row}]  = ${signed(rowSums[u])}`, {
        'font-size': 13,
        'font-family': 'ui-monospace, Menlo, Consolas, monospace',
      }),
    );
  });
  const total = rowSums.reduce((a, b) => a + b, 0);
  if (total !== out[hi][hj]) throw new Error('highlighted sum does not match the convolution');
  parts.push(
    text(inputX + 12, lineY + 22 * 4, `= ${rowSums.map((value) => (value < 0 ? `(${signed(value)})` : String(value))).join(' + ')} = ${signed(total)}`, {
      'font-size': 13,
      'font-weight': 600,
      'font-family': 'ui-monospace, Menlo, Consolas, monospace',
    }),
  );

  return svgDocument({ width: 720, height: 410, title: 'A 3 by 3 kernel applied to a 5 by 5 input gives a 3 by 3 output', body: parts.join('\n') });
}
