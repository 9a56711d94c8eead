/**
 * The transformers lecture's worked example (three tokens, d_k = d_v = 2, queries, keys and values
 * set by hand) and its attention weights as three heat maps: scaled by √d_k, unscaled, and scaled
 * with a causal mask. The lecture's numbers, its practice answers and this figure all come from the
 * functions here.
 */
import { softmaxRow } from './lib/attention.ts';
import { el, palette, svgDocument, text } from './lib/svg.ts';

export { attentionOutputs } from './lib/attention.ts';

type Matrix = number[][];

/** The three tokens, one per position. */
export const workedTokens = ['the', 'cat', 'sat'] as const;
/** Queries, keys and values, one row per position (content/lectures/transformers.mdx, "A worked example by hand"). */
export const workedQ: Matrix = [
  [1, 0],
  [0, 2],
  [1, 1],
];
export const workedK: Matrix = [
  [2, 0],
  [0, 1],
  [1, 1],
];
export const workedV: Matrix = [
  [1, 0],
  [0, 1],
  [1, 1],
];

/** Row-wise softmax; −∞ entries (masked) get weight 0. */
export function softmaxRows(scores: Matrix): Matrix {
  return scores.map((row) => softmaxRow(row));
}

/** Attention weights softmax(QKᵀ/√d_k + M): `scaled` divides by √d_k, `causal` blocks keys after each query. */
export function attentionWeights(Q: Matrix, K: Matrix, options: { scaled?: boolean; causal?: boolean } = {}): Matrix {
  const { scaled = true, causal = false } = options;
  const scale = scaled ? Math.sqrt(Q[0].length) : 1;
  const scores = Q.map((q, i) => K.map((k, j) => (causal && j > i ? -Infinity : q.reduce((sum, qc, c) => sum + qc * k[c], 0) / scale)));
  return softmaxRows(scores);
}

const CELL = 52;
const LABEL = 40;

/** A weight's shade: white to a pale blue, so the dark variant mirrors it to a dark blue and the ink stays legible on both. */
function shade(weight: number): string {
  const [r, g, b] = [0x9c, 0xc5, 0xe6].map((channel) => Math.round(255 + (channel - 255) * weight));
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

function heatMap(x: number, y: number, title: string, weights: Matrix, masked: (i: number, j: number) => boolean): string {
  const parts: string[] = [text(x + LABEL + (3 * CELL) / 2, y - 30, title, { 'text-anchor': 'middle', 'font-weight': 600, 'font-size': 14 })];
  workedTokens.forEach((token, j) =>
    parts.push(text(x + LABEL + j * CELL + CELL / 2, y - 8, token, { 'text-anchor': 'middle', 'font-size': 13, fill: '#444' })),
  );
  workedTokens.forEach((token, i) => {
    parts.push(text(x + LABEL - 6, y + i * CELL + CELL / 2 + 5, token, { 'text-anchor': 'end', 'font-size': 13, fill: '#444' }));
    workedTokens.forEach((_, j) => {
      const cx = x + LABEL + j * CELL;
      const cy = y + i * CELL;
      const blocked = masked(i, j);
      parts.push(
        el('rect', { x: cx, y: cy, width: CELL, height: CELL, fill: blocked ? '#f2f2f2' : shade(weights[i][j]), stroke: palette.grey, 'stroke-width': 1 }),
      );
      parts.push(
        text(cx + CELL / 2, cy + CELL / 2 + 5, blocked ? '0' : weights[i][j].toFixed(3), {
          'text-anchor': 'middle',
          'font-size': 14,
          fill: blocked ? '#444' : palette.black,
        }),
      );
    });
  });
  return parts.join('');
}

export default function draw(): string {
  const top = 62;
  const panels: [string, Matrix, (i: number, j: number) => boolean][] = [
    ['Scaled by √dₖ', attentionWeights(workedQ, workedK), () => false],
    ['Unscaled', attentionWeights(workedQ, workedK, { scaled: false }), () => false],
    ['Scaled, causal mask', attentionWeights(workedQ, workedK, { causal: true }), (i, j) => j > i],
  ];
  const body = [
    ...panels.map(([title, weights, masked], p) => heatMap(14 + p * 212, top, title, weights, masked)),
    text(330, top + 3 * CELL + 30, 'rows: queries · columns: keys · each row sums to 1', { 'text-anchor': 'middle', 'font-size': 13, fill: '#444' }),
  ].join('\n');
  return svgDocument({ width: 660, height: 260, title: 'Attention weights of the worked example: scaled, unscaled and causal', body });
}
