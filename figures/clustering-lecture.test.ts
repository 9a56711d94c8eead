/**
 * Numbers the clustering lecture states in its prose, alt texts and worked examples that no figure
 * prints: each one recomputed here from the same data and code, so an edit that changes one fails.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MIN_SAMPLES, noisyMoons, summary } from './dbscan-moons.ts';
import { dendrogramData } from './dendrogram.ts';
import { dbscan, neighbourhoods } from './lib/dbscan.ts';
import drawMixtureFigure, { mixtureData, mixtureRun } from './gmm-em.ts';
import { agglomerate, cutTree, linkageDistance } from './lib/agglomerative.ts';
import { expectation, maximisation } from './lib/gaussian-mixture.ts';
import { BLOBS_SEED, threeBlobs } from './lib/kmeans-blobs.ts';
import { adjustedRandIndex } from './two-moons-kmeans-vs-spectral.ts';
import { createRandom } from './lib/random.ts';

describe('the clustering lecture’s k-means numbers', () => {
  it('the live figure’s first Assign gives 27 of the 40 lower-right points to the upper centre and 13 to the lower left-hand one', () => {
    // The live figure opens on the Lloyd figure's start (its model test checks that): three data
    // points drawn uniformly from seed 2 (Forgy), redrawn until distinct.
    const points = threeBlobs(createRandom(BLOBS_SEED));
    const pick = createRandom(2);
    const chosen: number[] = [];
    while (chosen.length < 3) {
      const i = Math.floor(pick() * points.length);
      if (!chosen.includes(i)) chosen.push(i);
    }
    const centres = chosen.map((i) => points[i]);
    // The blobs are generated in order: lower-left (0–39), lower-right (40–79), upper (80–119).
    const blobOf = (centre: (typeof points)[number]) => Math.floor(points.indexOf(centre) / 40);
    const upper = centres.findIndex((c) => blobOf(c) === 2);
    const lowerLeft = centres.map((_, j) => j).filter((j) => blobOf(centres[j]) === 0);
    expect(lowerLeft).toHaveLength(2);
    const lowerOfTwo = lowerLeft.reduce((a, b) => (centres[a][1] < centres[b][1] ? a : b));
    const squared = (a: readonly number[], b: readonly number[]) => (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2;
    const labels = points.slice(40, 80).map((p) => centres.reduce((best, c, j) => (squared(p, c) < squared(p, centres[best]) ? j : best), 0));
    expect(labels.filter((l) => l === upper)).toHaveLength(27);
    expect(labels.filter((l) => l === lowerOfTwo)).toHaveLength(13);
  });

  it('on the line 1, 2, 3, 8, 9 the second assignment (centres 1 and 5.5) moves both 2 and 3', () => {
    const nearest = (x: number) => (Math.abs(x - 1) < Math.abs(x - 5.5) ? 0 : 1);
    expect([1, 2, 3, 8, 9].map(nearest)).toEqual([0, 0, 0, 1, 1]);
    expect([1, 2, 3, 8, 9].map((x) => (Math.abs(x - 1) < Math.abs(x - 2) ? 0 : 1))).toEqual([0, 1, 1, 1, 1]);
  });
});

describe('the clustering lecture’s Gaussian mixture numbers', () => {
  const line = [1, 2, 3, 8, 9].map((x) => [x]);
  const start = { weights: [0.5, 0.5], means: [[1], [5.5]], covariances: [[[4]], [[4]]] };

  it('the worked E step: ω_i, r_i1, then the M step and the log-likelihood before and after', () => {
    const omegas = [1, 2, 3, 8, 9].map((x) => ((x - 5.5) ** 2 - (x - 1) ** 2) / 8);
    expect(omegas.map((w) => w.toFixed(3))).toEqual(['2.531', '1.406', '0.281', '-5.344', '-6.469']);
    const { responsibilities, logLikelihood } = expectation(line, start);
    expect(responsibilities.map((r) => r[0].toFixed(3))).toEqual(['0.926', '0.803', '0.570', '0.005', '0.002']);
    const n1 = responsibilities.reduce((sum, r) => sum + r[0], 0);
    expect(n1.toFixed(3)).toBe('2.306');
    expect(responsibilities.reduce((sum, r, i) => sum + r[0] * line[i][0], 0).toFixed(3)).toBe('4.294');
    const next = maximisation(line, responsibilities, 0);
    expect(next.weights[0].toFixed(3)).toBe('0.461');
    expect(next.means.map((m) => m[0].toFixed(3))).toEqual(['1.862', '6.943']);
    expect(next.covariances.map((c) => c[0][0].toFixed(3))).toEqual(['0.737', '7.214']);
    expect(logLikelihood.toFixed(3)).toBe('-13.599');
    expect(expectation(line, next).logLikelihood.toFixed(3)).toBe('-11.052');
  });

  it('the EM figure: three starts in the small round cluster, 12 iterations, log-likelihood −2709.7 to −849.1, never falling', () => {
    const history = mixtureRun();
    const { points, labels } = mixtureData();
    expect(points).toHaveLength(300);
    expect(history[0].parameters.means.map((m) => labels[points.findIndex((p) => p[0] === m[0] && p[1] === m[1])])).toEqual([1, 1, 1]);
    expect(history).toHaveLength(13);
    expect(history[0].logLikelihood.toFixed(1)).toBe('-2709.7');
    expect(history[12].logLikelihood.toFixed(1)).toBe('-849.1');
    for (let t = 1; t < history.length; t++) expect(history[t].logLikelihood).toBeGreaterThanOrEqual(history[t - 1].logLikelihood);
    const svg = drawMixtureFigure();
    expect(svg).toContain('t = 12 (converged): -849.1');
    // Each component ends on one generating cluster: the hard clustering by largest responsibility
    // agrees with the clusters the points were drawn from almost everywhere.
    const final = history[12].responsibilities;
    const found = points.map((_, i) => final[i].indexOf(Math.max(...final[i])));
    expect(adjustedRandIndex(found, labels)).toBeGreaterThan(0.95);
  });
});

describe('the clustering lecture’s agglomerative numbers', () => {
  it('the dendrogram figure: single linkage’s last merges at 0.79, 0.81, 0.87 and 3.05; Ward’s at 4.71, 35.43 and 50.13, its three clusters the clumps with the chain shared', () => {
    const points = dendrogramData();
    expect(points).toHaveLength(19);
    expect(
      agglomerate(points, 'single')
        .slice(-4)
        .map((m) => m.height.toFixed(2)),
    ).toEqual(['0.79', '0.81', '0.87', '3.05']);
    const ward = agglomerate(points, 'ward');
    expect(ward.slice(-3).map((m) => m.height.toFixed(2))).toEqual(['4.71', '35.43', '50.13']);
    // Points 1–5, 6–10 and 11–15 are the clumps (lower left, lower right, upper); 16–19 the chain.
    expect(cutTree(ward, 19, 3).join('')).toBe('0000011111222220111');
  });

  it('the worked merges on 0, 1, 3, 7, 12: the Ward costs the text compares (the merge sequences are pinned in figures/lib/agglomerative.test.ts)', () => {
    const line = [[0], [1], [3], [7], [12]];
    expect(linkageDistance(line, [0, 1], [2], 'ward').toFixed(3)).toBe('4.167');
    expect(linkageDistance(line, [2], [3], 'ward')).toBe(8);
    expect(linkageDistance(line, [0, 1, 2], [3], 'ward').toFixed(2)).toBe('24.08');
    expect(linkageDistance(line, [0, 1, 2], [3, 4], 'ward').toFixed(2)).toBe('80.03');
    expect(linkageDistance(line, [0, 1, 2], [3], 'complete')).toBe(7);
  });
});

describe('the clustering lecture’s DBSCAN numbers', () => {
  it('the worked example: ball sizes, kinds and clusters (δ = 1.5, n_min = 3), and 7 core points with n_min = 2', () => {
    const line = [1, 2, 3, 4, 7, 8, 9, 12].map((x) => [x]);
    expect(neighbourhoods(line, 1.5).map((ball) => ball.map((j) => line[j][0]).join(', '))).toEqual([
      '1, 2',
      '1, 2, 3',
      '2, 3, 4',
      '3, 4',
      '7, 8',
      '7, 8, 9',
      '8, 9',
      '12',
    ]);
    const { kinds, labels } = dbscan(line, 1.5, 3);
    expect(kinds).toEqual(['border', 'core', 'core', 'border', 'border', 'core', 'border', 'noise']);
    expect(labels).toEqual([0, 0, 0, 0, 1, 1, 1, -1]);
    const loose = dbscan(line, 1.5, 2);
    expect(loose.kinds.filter((kind) => kind === 'core')).toHaveLength(7);
    expect(loose.labels).toEqual([0, 0, 0, 0, 1, 1, 1, -1]);
  });

  it('single linkage cut at δ gives the DBSCAN clusters only when run on the core points alone: the lecture’s counterexample', () => {
    // Issue 37: the lecture said "on the core points" without saying single linkage must run on them
    // alone. The lecture now states a counterexample; this reads it from the text and checks it.
    const lecture = readFileSync(new URL('../content/lectures/clustering.mdx', import.meta.url), 'utf8').replace(/\s+/g, ' ');
    expect(lecture).toContain('run single linkage on the core points alone');
    const stated = /With \$\\delta = (\d+)\$ and \$n_\{\\min\} = (\d+)\$, the points \$([^$]+)\$ have two core points/.exec(lecture);
    expect(stated, 'the counterexample sentence').not.toBeNull();
    const [, radius, minSamples, list] = stated!;
    const points = [...list.matchAll(/\((-?[\d.]+), (-?[\d.]+)\)/g)].map(([, x, y]) => [Number(x), Number(y)]);
    expect(points).toHaveLength(7);
    const { kinds, labels } = dbscan(points, Number(radius), Number(minSamples));
    const core = points.filter((_, i) => kinds[i] === 'core');
    expect(core).toEqual([
      [0, 0],
      [2, 0],
    ]);
    expect(new Set(labels.filter((label) => label >= 0)).size).toBe(2);
    // Cut at height δ: keep the merges at heights up to δ, and count what is left.
    const clustersAtHeight = (subset: number[][]) => subset.length - agglomerate(subset, 'single').filter((merge) => merge.height <= Number(radius)).length;
    expect(clustersAtHeight(points)).toBe(1);
    expect(clustersAtHeight(core)).toBe(2);
  });

  it('the figure: δ = 0.18 gives 2 clusters, 296 core, 16 border, 18 noise (17 of them scattered points), ARI 0.99; δ = 0.12 gives 8 clusters and 46 noise', () => {
    const { points, labels } = noisyMoons();
    const wide = dbscan(points, 0.18, MIN_SAMPLES);
    const s = summary(wide, labels);
    expect([s.clusters, s.core, s.border, s.noise, Number(s.ari.toFixed(2))]).toEqual([2, 296, 16, 18, 0.99]);
    expect(wide.labels.slice(300).filter((label) => label < 0)).toHaveLength(17);
    const narrow = summary(dbscan(points, 0.12, MIN_SAMPLES), labels);
    expect([narrow.clusters, narrow.noise]).toEqual([8, 46]);
  });
});
