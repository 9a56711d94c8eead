/**
 * The regression split of the trees lecture's worked example ("Worked example: a regression split in
 * RSS"): six samples on one feature, every midpoint threshold scored by the residual sum of squares
 * of its two children, next to the data with the best split's two leaf means. The scores and the
 * best threshold are computed here and asserted in figures/regression-split-rss.test.ts.
 */
import { createPanel, el, legend, palette, pathThrough, svgDocument, text } from './lib/svg.ts';

/** The six samples of the worked example. */
export const samples = { x: [1, 2, 3, 4, 5, 6], y: [2, 4, 3, 8, 9, 7] } as const;

/** Residual sum of squares of a set of targets around their mean. */
export function rss(targets: readonly number[]): number {
  if (targets.length === 0) return 0;
  const mean = targets.reduce((sum, y) => sum + y, 0) / targets.length;
  return targets.reduce((sum, y) => sum + (y - mean) ** 2, 0);
}

export interface ScoredSplit {
  threshold: number;
  left: number[];
  right: number[];
  /** RSS(left) + RSS(right). */
  childRss: number;
}

/** Every midpoint threshold between consecutive distinct inputs, with the children's total RSS. */
export function scoreSplits(x: readonly number[], y: readonly number[]): ScoredSplit[] {
  const distinct = [...new Set(x)].sort((a, b) => a - b);
  return distinct.slice(1).map((value, i) => {
    const threshold = (distinct[i] + value) / 2;
    const left = y.filter((_, j) => x[j] <= threshold);
    const right = y.filter((_, j) => x[j] > threshold);
    return { threshold, left, right, childRss: rss(left) + rss(right) };
  });
}

export default function draw(): string {
  const { x, y } = samples;
  const splits = scoreSplits(x, y);
  const parentRss = rss(y);
  const best = splits.reduce((a, b) => (b.childRss < a.childRss ? b : a));
  const width = 640;
  const height = 290;
  const parts: string[] = [];
  // Left: the data and the two leaf means of the best split.
  const data = createPanel({ x: 60, y: 40, width: 240, height: 190, xDomain: [0.5, 6.5], yDomain: [0, 10], xLabel: 'feature x', yLabel: 'target y' });
  parts.push(data.axes, text(180, 28, `Best split x ≤ ${best.threshold}: leaf means`, { 'text-anchor': 'middle', 'font-weight': 600, 'font-size': 14 }));
  const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
  parts.push(
    el('line', { x1: data.sx(best.threshold), x2: data.sx(best.threshold), y1: data.sy(0), y2: data.sy(10), stroke: palette.grey, 'stroke-dasharray': '4 3' }),
  );
  parts.push(
    el('path', {
      d: pathThrough([
        [data.sx(0.5), data.sy(mean(best.left))],
        [data.sx(best.threshold), data.sy(mean(best.left))],
      ]),
      stroke: palette.blue,
      'stroke-width': 3,
    }),
  );
  parts.push(
    el('path', {
      d: pathThrough([
        [data.sx(best.threshold), data.sy(mean(best.right))],
        [data.sx(6.5), data.sy(mean(best.right))],
      ]),
      stroke: palette.blue,
      'stroke-width': 3,
    }),
  );
  x.forEach((xi, i) => parts.push(el('circle', { cx: data.sx(xi), cy: data.sy(y[i]), r: 5, fill: palette.orange, stroke: '#fff', 'stroke-width': 1 })));
  // Right: the children's RSS for every threshold, against the parent's.
  const scores = createPanel({ x: 380, y: 40, width: 230, height: 190, xDomain: [1, 6], yDomain: [0, 45], xLabel: 'threshold s', yLabel: 'RSS' });
  parts.push(scores.axes, text(495, 28, 'RSS of the two children', { 'text-anchor': 'middle', 'font-weight': 600, 'font-size': 14 }));
  parts.push(
    el('line', {
      x1: scores.sx(1),
      x2: scores.sx(6),
      y1: scores.sy(parentRss),
      y2: scores.sy(parentRss),
      stroke: palette.vermillion,
      'stroke-width': 2,
      'stroke-dasharray': '6 3',
    }),
  );
  parts.push(text(scores.sx(6) - 4, scores.sy(parentRss) - 6, `parent ${parentRss}`, { 'text-anchor': 'end', 'font-size': 11, fill: palette.vermillion }));
  for (const split of splits) {
    const barWidth = 26;
    parts.push(
      el('rect', {
        x: scores.sx(split.threshold) - barWidth / 2,
        y: scores.sy(split.childRss),
        width: barWidth,
        height: scores.sy(0) - scores.sy(split.childRss),
        fill: split === best ? palette.blue : palette.sky,
      }),
    );
    parts.push(
      text(scores.sx(split.threshold), scores.sy(split.childRss) - 5, String(Math.round(split.childRss * 100) / 100), {
        'text-anchor': 'middle',
        'font-size': 11,
        fill: '#444',
      }),
    );
  }
  parts.push(
    legend(60, height - 10, [
      { label: 'samples', colour: palette.orange },
      { label: 'leaf means / best split', colour: palette.blue, shape: 'line' },
      { label: 'parent RSS', colour: palette.vermillion, shape: 'line' },
    ]),
  );
  const title = `A regression split scored in RSS: six samples, the best threshold ${best.threshold} lowers the RSS from ${parentRss} to ${best.childRss}`;
  return svgDocument({ width, height, title, body: parts.join('\n') });
}
