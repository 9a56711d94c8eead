/**
 * Choosing a threshold with costs, on the scores of the lecture's live "decision threshold" figure:
 * the QDA posteriors p(class 1 | x) of the 140 seeded points of figures/gaussian-class-densities.ts (the live
 * figure's model in app/ computes the same scores; its test checks that the samples agree).
 * Left: the total cost c_FP · FP(τ) + c_FN · FN(τ) on those points as the threshold τ sweeps
 * (a false positive costing nine misses), with the Bayes threshold 0.9 and the empirical minimum.
 * Right: the ROC curve with the iso-cost line through the minimum, whose slope is
 * c_FP n₀ / (c_FN n₁): the best point is where the steepest such line touches the curve.
 */
import drawGaussians, { stats as gaussianStats } from './gaussian-class-densities.ts';
import { createPanel, el, legend, palette, pathThrough, svgDocument, text } from './lib/svg.ts';
import { areaUnderCurve, confusionAt, falsePositiveRateOf, recallOf, rocCurve, type ScoredPoints } from './lib/classifier-evaluation.ts';

/** The QDA scores of the Gaussian figure's 140 points, class 0's 70 then class 1's. */
export function qdaScoredPoints(): ScoredPoints {
  drawGaussians();
  const scores = gaussianStats.qdaScores as number[];
  return { scores, labels: scores.map((_, i) => (i < scores.length / 2 ? 0 : 1)) };
}

/** A false positive costs nine times a missed positive, as in the lecture's "Unequal costs". */
export const COSTS = { falsePositive: 9, falseNegative: 1 } as const;

export function totalCost(scored: ScoredPoints, threshold: number): number {
  const confusion = confusionAt(scored, threshold);
  return COSTS.falsePositive * confusion.falsePositives + COSTS.falseNegative * confusion.falseNegatives;
}

/**
 * The threshold with the lowest total cost on the scored points. Only the scores themselves can be
 * thresholds that change the counts (predict positive above τ), so trying each score, and 0, is exhaustive;
 * ties keep the smallest such τ.
 */
export function bestThreshold(scored: ScoredPoints): { threshold: number; cost: number } {
  const candidates = [0, ...[...scored.scores].sort((a, b) => a - b)];
  let best = { threshold: 0, cost: Infinity };
  for (const threshold of candidates) {
    const cost = totalCost(scored, threshold);
    if (cost < best.cost) best = { threshold, cost };
  }
  return best;
}

/** Numbers quoted in the lecture, filled by draw(). */
export let stats: Record<string, number> = {};

export default function draw(): string {
  const scored = qdaScoredPoints();
  const positives = scored.labels.filter((label) => label === 1).length;
  const negatives = scored.labels.length - positives;
  const best = bestThreshold(scored);
  const bestConfusion = confusionAt(scored, best.threshold);
  stats = {
    costAtHalf: totalCost(scored, 0.5),
    costAtBayes: totalCost(scored, 0.9),
    bestThreshold: best.threshold,
    bestCost: best.cost,
    bestFalsePositives: bestConfusion.falsePositives,
    bestFalseNegatives: bestConfusion.falseNegatives,
    isoCostSlope: (COSTS.falsePositive * negatives) / (COSTS.falseNegative * positives),
    auc: areaUnderCurve(rocCurve(scored)),
  };

  const width = 720;
  const height = 380;
  const parts: string[] = [];

  // ----- left: total cost against the threshold -----
  const grid = Array.from({ length: 197 }, (_, i) => 0.02 + (0.96 * i) / 196);
  const costs = grid.map((threshold) => totalCost(scored, threshold));
  const maxCost = Math.max(...costs);
  const left = createPanel({
    x: 66,
    y: 44,
    width: 270,
    height: 250,
    xDomain: [0, 1],
    yDomain: [0, Math.ceil(maxCost / 50) * 50],
    xLabel: 'threshold τ',
    yLabel: 'total cost on 140 points',
    title: 'Cost with c_FP = 9, c_FN = 1',
  });
  parts.push(left.clipPath, left.axes);
  // The cost is a step function of τ: draw it as steps between grid points.
  const steps: [number, number][] = [];
  grid.forEach((threshold, i) => {
    if (i > 0) steps.push([left.sx(threshold), left.sy(costs[i - 1])]);
    steps.push([left.sx(threshold), left.sy(costs[i])]);
  });
  parts.push(el('path', { d: pathThrough(steps), fill: 'none', stroke: palette.black, 'stroke-width': 2, 'clip-path': `url(#${left.clipId})` }));
  const marks = [
    { threshold: 0.5, label: `τ = 0.5: ${stats.costAtHalf}`, colour: palette.grey },
    { threshold: 0.9, label: `τ = 0.9: ${stats.costAtBayes}`, colour: palette.blue },
  ];
  marks.forEach(({ threshold, label, colour }, i) => {
    parts.push(
      el('line', {
        x1: left.sx(threshold),
        x2: left.sx(threshold),
        y1: left.sy(left.sy.domain()[1]),
        y2: left.sy(0),
        stroke: colour,
        'stroke-dasharray': '5 4',
        'stroke-width': 1.5,
      }),
    );
    parts.push(text(left.sx(threshold) - 4, 62 + 16 * i, label, { 'text-anchor': 'end', 'font-size': 12, fill: colour }));
  });
  parts.push(el('circle', { cx: left.sx(best.threshold), cy: left.sy(best.cost), r: 5, fill: palette.orange, stroke: '#222' }));
  parts.push(
    text(left.sx(best.threshold) - 8, left.sy(best.cost) + 20, `lowest: ${best.cost} at τ = ${best.threshold.toFixed(3)}`, {
      'text-anchor': 'end',
      'font-size': 12,
      fill: '#8a4b00',
    }),
  );

  // ----- right: the ROC curve and the iso-cost line through the best point -----
  const right = createPanel({
    x: 420,
    y: 44,
    width: 250,
    height: 250,
    xDomain: [0, 1],
    yDomain: [0, 1],
    xLabel: 'false-positive rate',
    yLabel: 'recall (true-positive rate)',
    title: `ROC curve, AUC ${stats.auc.toFixed(3)}`,
  });
  parts.push(right.clipPath, right.axes);
  parts.push(el('line', { x1: right.sx(0), y1: right.sy(0), x2: right.sx(1), y2: right.sy(1), stroke: palette.grey, 'stroke-dasharray': '3 4' }));
  const curve = rocCurve(scored);
  parts.push(el('path', { d: pathThrough(curve.map(([fpr, tpr]) => [right.sx(fpr), right.sy(tpr)])), fill: 'none', stroke: palette.black, 'stroke-width': 2 }));
  const bestPoint: [number, number] = [falsePositiveRateOf(bestConfusion), recallOf(bestConfusion)];
  const slope = stats.isoCostSlope;
  const line = [-1, 1].map((t) => [bestPoint[0] + t * 0.2, bestPoint[1] + t * 0.2 * slope] as [number, number]);
  parts.push(
    el('path', {
      d: pathThrough(line.map(([fpr, tpr]) => [right.sx(fpr), right.sy(tpr)])),
      stroke: palette.orange,
      'stroke-width': 2,
      'clip-path': `url(#${right.clipId})`,
    }),
  );
  parts.push(el('circle', { cx: right.sx(bestPoint[0]), cy: right.sy(bestPoint[1]), r: 5, fill: palette.orange, stroke: '#222' }));
  const bayesConfusion = confusionAt(scored, 0.9);
  parts.push(
    el('circle', { cx: right.sx(falsePositiveRateOf(bayesConfusion)), cy: right.sy(recallOf(bayesConfusion)), r: 4.5, fill: palette.blue, stroke: '#222' }),
  );
  parts.push(text(right.sx(0.1), right.sy(0.42), `iso-cost slope ${slope.toFixed(0)}`, { 'font-size': 12, fill: '#8a4b00' }));

  parts.push(
    legend(80, 360, [
      { label: 'lowest total cost', colour: palette.orange },
      { label: 'τ = 0.9, the threshold c_FP / (c_FP + c_FN)', colour: palette.blue },
    ]),
  );

  return svgDocument({
    width,
    height,
    title: 'Total cost against the decision threshold, and the ROC curve with its iso-cost line',
    body: parts.join(''),
  });
}
