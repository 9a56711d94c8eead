/**
 * Computed answers for the clustering lecture's numeric practice questions. The data are the
 * lecture's own: the five points 1, 2, 3, 8, 9 of "A run by hand", and the six labelled points of
 * the adjusted Rand index worked example, scored with the same function as the two-moons figure;
 * the Gaussian mixture, linkage and DBSCAN answers come from the same code as the lecture's EM,
 * dendrogram and DBSCAN figures.
 */
import { linkageDistance } from '../../../figures/lib/agglomerative.ts';
import { dbscan } from '../../../figures/lib/dbscan.ts';
import { expectation, gaussianDensity, type MixtureParameters } from '../../../figures/lib/gaussian-mixture.ts';
import { adjustedRandIndex } from '../../../figures/two-moons-kmeans-vs-spectral.ts';

/** The points of the lecture's run by hand. */
const line = [1, 2, 3, 8, 9];
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The silhouette s(i) = (b − a) / max(a, b) of point `i` on the line, for the given labels. */
function silhouette(points: number[], labels: number[], i: number): number {
  const meanDistanceTo = (label: number) => mean(points.filter((_, j) => j !== i && labels[j] === label).map((x) => Math.abs(x - points[i])));
  const a = meanDistanceTo(labels[i]);
  const b = Math.min(...[...new Set(labels)].filter((label) => label !== labels[i]).map(meanDistanceTo));
  return (b - a) / Math.max(a, b);
}

/** One assignment step on the line (nearest centre; a tie keeps the first centre) and the update after it. */
function lloydIteration(points: number[], centres: number[]): { labels: number[]; centres: number[]; objective: number } {
  const labels = points.map((x) => centres.reduce((best, c, j) => (Math.abs(x - c) < Math.abs(x - centres[best]) ? j : best), 0));
  const next = centres.map((c, j) => {
    const members = points.filter((_, i) => labels[i] === j);
    return members.length > 0 ? mean(members) : c;
  });
  return { labels, centres: next, objective: points.reduce((sum, x, i) => sum + (x - next[labels[i]]) ** 2, 0) };
}

/** The parameters θ⁽⁰⁾ of the worked E step on the line: equal weights, means 1 and 5.5, variances 4. */
export const workedStart: MixtureParameters = { weights: [0.5, 0.5], means: [[1], [5.5]], covariances: [[[4]], [[4]]] };

/**
 * The evidence lower bound F(q, θ) = Σᵢ Σₖ qᵢₖ log(πₖ N(xᵢ | μₖ, Σₖ) / qᵢₖ) of a Gaussian mixture on the
 * line, for any distributions q over the components (terms with qᵢₖ = 0 contribute nothing).
 */
export function evidenceLowerBound(points: readonly number[], parameters: MixtureParameters, q: readonly (readonly number[])[]): number {
  return points.reduce(
    (sum, x, i) =>
      sum +
      q[i].reduce(
        (inner, qik, k) =>
          qik > 0 ? inner + qik * Math.log((parameters.weights[k] * gaussianDensity([x], parameters.means[k], parameters.covariances[k])) / qik) : inner,
        0,
      ),
    0,
  );
}

/** The Kullback-Leibler divergence Σₖ qₖ log(qₖ / pₖ) of q from p, over the components where q is positive. */
export function klDivergence(q: readonly number[], p: readonly number[]): number {
  return q.reduce((sum, qk, k) => (qk > 0 ? sum + qk * Math.log(qk / p[k]) : sum), 0);
}

export const clusteringAnswers: Record<string, () => number> = {
  /** The point 3 in {1, 2, 3} against {8, 9}: a = 1.5, b = 5.5, s = 8/11 ≈ 0.727. */
  'clustering-silhouette-point-on-a-line': () => silhouette(line, [0, 0, 0, 1, 1], 2),
  /** Labels (1, 1, 1, 2, 2, 2) against clusters (1, 1, 2, 2, 3, 3): ARI = 0.8 / 3.3 = 8/33 ≈ 0.242. */
  'clustering-ari-three-clusters': () => adjustedRandIndex([1, 1, 2, 2, 3, 3], [1, 1, 1, 2, 2, 2]),
  /** Lloyd on 1, 2, 3, 8, 9 from centres 2 and 3: the first update gives 1.5 and 20/3, J = 1/2 + 186/9 ≈ 21.2. */
  'clustering-lloyd-first-update-from-2-and-3': () => lloydIteration(line, [2, 3]).objective,
  /** k-means++ after the first centre 1: D² = 0, 1, 4, 49, 64, so P(8 or 9) = 113/118 ≈ 0.958. */
  'clustering-kmeanspp-far-group-probability': () => {
    const squared = line.map((x) => (x - 1) ** 2);
    const total = squared.reduce((sum, d) => sum + d, 0);
    return line.reduce((sum, x, i) => (x >= 8 ? sum + squared[i] : sum), 0) / total;
  },
  /** E step on 1, 2, 3, 8, 9 with π = (0.5, 0.5), μ = (1, 5.5), σ² = 1: r₃₁ = 1/(1 + e^−1.125) ≈ 0.755. */
  'clustering-em-responsibility-narrow': () =>
    expectation(
      line.map((x) => [x]),
      { weights: [0.5, 0.5], means: [[1], [5.5]], covariances: [[[1]], [[1]]] },
    ).responsibilities[2][0],
  /** Average linkage between {0, 1, 3} and {7, 12} on the worked-merges line: 49/6 ≈ 8.17. */
  'clustering-average-linkage-distance': () => linkageDistance([[0], [1], [3], [7], [12]], [0, 1, 2], [3, 4], 'average'),
  /** DBSCAN on 1, 2, 3, 4, 7, 8, 9, 12 with radius 1.5 and min_samples 2: every point but 12 is core, 7. */
  'clustering-dbscan-core-count': () =>
    dbscan(
      [1, 2, 3, 4, 7, 8, 9, 12].map((x) => [x]),
      1.5,
      2,
    ).kinds.filter((kind) => kind === 'core').length,
  /** The k-means assignment q₃ = (1, 0) against the responsibilities r₃ = (0.570, 0.430) at θ⁽⁰⁾: KL = −log 0.570 ≈ 0.562. */
  'clustering-elbo-gap-one-point': () =>
    klDivergence(
      [1, 0],
      expectation(
        line.map((x) => [x]),
        workedStart,
      ).responsibilities[2],
    ),
};
