/**
 * DBSCAN (figures/lib/dbscan.ts) on two moons of 150 points each with 30 uniform noise points
 * scattered over the plot, with min_samples 8 and two radii: 0.18, which finds the two moons and
 * flags the scattered points as noise, and 0.12, which breaks the moons into pieces. Core points are
 * filled, border points are rings in their cluster's colour, noise points are grey crosses.
 */
import { dbscan, type DbscanResult } from './lib/dbscan.ts';
import { createRandom } from './lib/random.ts';
import { classColours, createPanel, el, palette, svgDocument, text } from './lib/svg.ts';
import { adjustedRandIndex, twoMoons } from './two-moons-kmeans-vs-spectral.ts';

export const MIN_SAMPLES = 8;
export const RADII = [0.18, 0.12] as const;

/** The figure's data: 300 moon points (moon 0 or 1), then 30 noise points (label −1). */
export function noisyMoons(): { points: number[][]; labels: number[] } {
  const random = createRandom(31);
  const moons = twoMoons(150, 0.06, random);
  const noise = Array.from({ length: 30 }, () => [-1.4 + 3.8 * random(), -0.9 + 2.3 * random()]);
  return { points: [...moons.points.map((p) => [...p]), ...noise], labels: [...moons.labels, ...noise.map(() => -1)] };
}

/** Counts of each kind of point, the number of clusters, and the ARI on the moon points against their moons. */
export function summary(result: DbscanResult, labels: readonly number[]): { core: number; border: number; noise: number; clusters: number; ari: number } {
  const count = (kind: string) => result.kinds.filter((k) => k === kind).length;
  const moon = labels.flatMap((label, i) => (label >= 0 ? [i] : []));
  return {
    core: count('core'),
    border: count('border'),
    noise: count('noise'),
    clusters: Math.max(-1, ...result.labels) + 1,
    ari: adjustedRandIndex(
      moon.map((i) => result.labels[i]),
      moon.map((i) => labels[i]),
    ),
  };
}

export default function draw(): string {
  const { points, labels } = noisyMoons();
  const parts: string[] = [];
  const width = 330;
  const height = 230;
  RADII.forEach((radius, slot) => {
    const result = dbscan(points, radius, MIN_SAMPLES);
    const s = summary(result, labels);
    const panel = createPanel({
      x: 46 + slot * (width + 40),
      y: 34,
      width,
      height,
      xDomain: [-1.5, 2.5],
      yDomain: [-1, 1.5],
      title: `δ = ${radius}: ${s.clusters} clusters, ${s.noise} noise points`,
      ticks: 5,
    });
    parts.push(panel.clipPath, panel.axes);
    const marks: string[] = [];
    points.forEach((p, i) => {
      const [cx, cy] = [panel.sx(p[0]), panel.sy(p[1])];
      const colour = classColours[result.labels[i] % classColours.length];
      if (result.kinds[i] === 'core') marks.push(el('circle', { cx, cy, r: 3, fill: colour, 'fill-opacity': 0.85 }));
      else if (result.kinds[i] === 'border') marks.push(el('circle', { cx, cy, r: 3.6, fill: '#ffffff', stroke: colour, 'stroke-width': 2 }));
      else
        marks.push(
          el('path', {
            d: `M${cx - 3.5},${cy - 3.5}L${cx + 3.5},${cy + 3.5}M${cx - 3.5},${cy + 3.5}L${cx + 3.5},${cy - 3.5}`,
            stroke: palette.black,
            'stroke-width': 1.6,
          }),
        );
    });
    parts.push(el('g', { 'clip-path': `url(#${panel.clipId})` }, marks.join('')));
  });
  const legendY = 34 + height + 40;
  parts.push(
    text(46, legendY, `min_samples = ${MIN_SAMPLES} in both;  filled: core points;  rings: border points;  crosses: noise;  colour: cluster`, {
      'font-size': 12,
      fill: '#333',
    }),
  );
  return svgDocument({ width: 46 + 2 * width + 40 + 20, height: legendY + 16, title: 'DBSCAN on two noisy moons with two radii', body: parts.join('\n') });
}
