/**
 * What a t-SNE map's distances mean: three seeded Gaussian groups in ten dimensions, one wide and
 * two tight, the far one four times as far as the near one, drawn by PCA (which keeps sizes and
 * gaps, up to projection) and by exact t-SNE (figures/lib/tsne.ts) at perplexity 5 and 30. The
 * numbers the lecture states about the maps come from `groupGeometry`, asserted in
 * figures/tsne-perplexity.test.ts.
 */
import { PCA } from 'ml-pca';
import { createRandom, gaussian } from './lib/random.ts';
import { classMarker, el, svgDocument, text } from './lib/svg.ts';
import { tsne } from './lib/tsne.ts';

export const perplexities = [5, 30] as const;
const groups = [
  { centre: 0, spread: 0.5 },
  { centre: 10, spread: 2 },
  { centre: 40, spread: 0.5 },
];

/** 50 points per group in R^10, centred on the first axis at 0, 10 and 40, with standard deviations 0.5, 2 and 0.5 per coordinate. */
export function threeGroups(): { points: number[][]; group: number[] } {
  const random = createRandom(7);
  const points: number[][] = [];
  const group: number[] = [];
  groups.forEach(({ centre, spread }, g) => {
    for (let i = 0; i < 50; i++) {
      points.push(Array.from({ length: 10 }, (_, c) => (c === 0 ? centre : 0) + spread * gaussian(random)));
      group.push(g);
    }
  });
  return { points, group };
}

/** Each group's root-mean-square distance to its own centre, and the distances between group centres. */
export function groupGeometry(points: readonly (readonly number[])[], group: readonly number[]): { spread: number[]; gapNear: number; gapFar: number } {
  const centres = [0, 1, 2].map((g) => {
    const members = points.filter((_, i) => group[i] === g);
    return members[0].map((_, c) => members.reduce((sum, p) => sum + p[c], 0) / members.length);
  });
  const distance = (a: readonly number[], b: readonly number[]) => Math.sqrt(a.reduce((sum, value, c) => sum + (value - b[c]) ** 2, 0));
  const spread = [0, 1, 2].map((g) => {
    const members = points.filter((_, i) => group[i] === g);
    return Math.sqrt(members.reduce((sum, p) => sum + distance(p, centres[g]) ** 2, 0) / members.length);
  });
  return { spread, gapNear: distance(centres[0], centres[1]), gapFar: distance(centres[0], centres[2]) };
}

/** The t-SNE maps of the three groups at each perplexity (seeded). */
export function tsneMaps(): [number, number][][] {
  const { points } = threeGroups();
  return perplexities.map((perplexity) => tsne(points, { perplexity, seed: 1 }));
}

export default function draw(): string {
  const { points, group } = threeGroups();
  const pca = new PCA(points, { center: true, scale: false }).predict(points, { nComponents: 2 }).to2DArray() as [number, number][];
  const maps = [pca, ...tsneMaps()];
  const titles = ['PCA: sizes and gaps kept', `t-SNE, perplexity ${perplexities[0]}`, `t-SNE, perplexity ${perplexities[1]}`];
  const size = 210;
  const panels = maps.map((map, p) => {
    const x0 = 20 + p * (size + 20);
    const y0 = 40;
    const xs = map.map((z) => z[0]);
    const ys = map.map((z) => z[1]);
    const [xMin, xMax, yMin, yMax] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    // Equal units on both axes, so that a panel's shapes are not stretched.
    const scale = (size - 20) / Math.max(xMax - xMin, yMax - yMin);
    const cx = x0 + size / 2;
    const cy = y0 + size / 2;
    const dots = map.map((z, i) => classMarker(group[i], cx + (z[0] - (xMin + xMax) / 2) * scale, cy - (z[1] - (yMin + yMax) / 2) * scale)).join('');
    return [
      el('rect', { x: x0, y: y0, width: size, height: size, fill: 'none', stroke: '#777', 'stroke-width': 1 }),
      text(x0 + size / 2, y0 - 10, titles[p], { 'text-anchor': 'middle', 'font-weight': 600, 'font-size': 14 }),
      dots,
    ].join('');
  });
  const body = [
    ...panels,
    text(20, 280, 'Ten-dimensional data: circles and triangles are tight groups (sd 0.5), squares a wide one (sd 2);', { 'font-size': 12, fill: '#444' }),
    text(20, 298, 'the triangles lie four times as far from the circles as the squares do. 150 seeded points.', { 'font-size': 12, fill: '#444' }),
  ].join('\n');
  return svgDocument({ width: 710, height: 310, title: 'Three groups drawn by PCA and by t-SNE at perplexity 5 and 30', body });
}
