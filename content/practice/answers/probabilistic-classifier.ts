/**
 * Computed answers for the probabilistic-classifier lecture's numeric practice questions. The data
 * are the lecture's worked examples: the five training emails of the tiny spam filter, the six
 * points of the Fisher example, and the one-dimensional Gaussian threshold formula's setting.
 */
import { Matrix, inverse } from 'ml-matrix';
import { scatterMatrix } from '../../../figures/lib/stats.ts';

// ---------- the tiny spam filter (multinomial naive Bayes, Laplace smoothing) ----------
const vocabulary = ['free', 'money', 'meeting', 'lunch'];
const trainingEmails: { label: 'spam' | 'ham'; text: string }[] = [
  { label: 'spam', text: 'free money free' },
  { label: 'spam', text: 'free lunch money money' },
  { label: 'ham', text: 'meeting lunch' },
  { label: 'ham', text: 'meeting money meeting' },
  { label: 'ham', text: 'meeting free lunch' },
];
const counts = (text: string) => vocabulary.map((word) => text.split(' ').filter((token) => token === word).length);

/** Log prior plus Σ_j x_j log θ̂_kj, with θ̂_kj = (N_kj + ω) / (N_k + ωV). */
function logScore(label: 'spam' | 'ham', x: number[], omega = 1): number {
  const emails = trainingEmails.filter((email) => email.label === label);
  const wordCounts = vocabulary.map((_, j) => emails.reduce((sum, email) => sum + counts(email.text)[j], 0));
  const total = wordCounts.reduce((sum, count) => sum + count, 0);
  const theta = wordCounts.map((count) => (count + omega) / (total + omega * vocabulary.length));
  return Math.log(emails.length / trainingEmails.length) + x.reduce((sum, xj, j) => sum + xj * Math.log(theta[j]), 0);
}

/** p(spam | x) = σ(log-odds). */
const spamPosterior = (text: string) => 1 / (1 + Math.exp(-(logScore('spam', counts(text)) - logScore('ham', counts(text)))));

// ---------- the six points of the Fisher example ----------
const class0 = [
  [-2, -2],
  [1, 2],
  [1, 0],
];
const class1 = [
  [1, -1],
  [4, 3],
  [4, 1],
];
const meanOf = (points: number[][]) => [0, 1].map((j) => points.reduce((sum, point) => sum + point[j], 0) / points.length);
const [m0, m1] = [meanOf(class0), meanOf(class1)];
const withinScatter = scatterMatrix(class0, m0).add(scatterMatrix(class1, m1));
const meanDifference = Matrix.columnVector([m1[0] - m0[0], m1[1] - m0[1]]);

/** J(w) = (wᵀ(m₁ − m₀))² / (wᵀ S_W w). */
function fisherCriterion(w: number[]): number {
  const v = Matrix.columnVector(w);
  return v.transpose().mmul(meanDifference).get(0, 0) ** 2 / v.transpose().mmul(withinScatter).mmul(v).get(0, 0);
}

// ---------- Bernoulli naive Bayes on the same five emails (word present or absent) ----------
/** φ̂_kj = (n_kj + ω) / (n_k + 2ω), with n_kj the class-k emails that contain word j. */
export function bernoulliParameters(label: 'spam' | 'ham', omega = 1): number[] {
  const emails = trainingEmails.filter((email) => email.label === label);
  return vocabulary.map((_, j) => (emails.filter((email) => counts(email.text)[j] > 0).length + omega) / (emails.length + 2 * omega));
}

/** π_k ∏_j φ̂_kj^{x_j} (1 − φ̂_kj)^{1 − x_j}, with x_j = 1 when word j occurs in the text. */
export function bernoulliScore(label: 'spam' | 'ham', text: string): number {
  const prior = trainingEmails.filter((email) => email.label === label).length / trainingEmails.length;
  const present = counts(text).map((count) => count > 0);
  return bernoulliParameters(label).reduce((product, phi, j) => product * (present[j] ? phi : 1 - phi), prior);
}

export const bernoulliSpamPosterior = (text: string) => bernoulliScore('spam', text) / (bernoulliScore('spam', text) + bernoulliScore('ham', text));

/** Precision from the two class-wise rates and the share of positives: TPR π₁ / (TPR π₁ + FPR π₀). */
export const precisionAt = (recall: number, falsePositiveRate: number, positiveShare: number) =>
  (recall * positiveShare) / (recall * positiveShare + falsePositiveRate * (1 - positiveShare));

export const probabilisticClassifierAnswers: Record<string, () => number> = {
  /** QDA at τ = 1/2 on the live figure's points (recall 68/70, FPR 7/70) deployed with π₁ = 0.01: ≈ 0.089. */
  'probabilistic-classifier-precision-rare-positives': () => precisionAt(68 / 70, 7 / 70, 0.01),
  /** "money lunch lunch" under Bernoulli naive Bayes with ω = 1: 0.028125 / (0.028125 + 0.01728) ≈ 0.619. */
  'probabilistic-classifier-bernoulli-money-lunch': () => bernoulliSpamPosterior('money lunch lunch'),
  /** Shared variance σ² = 4, μ₀ = 0, μ₁ = 2, π₁ = 1/4: x* = 1 + (4/2) log 3 ≈ 3.20, the root of the (linear) log-odds. */
  'probabilistic-classifier-threshold-wider-variance': () => {
    const [mu0, mu1, variance, pi0, pi1] = [0, 2, 4, 0.75, 0.25];
    // a(x) = ((x − μ₀)² − (x − μ₁)²) / (2σ²) + log(π₁/π₀) is linear in x: a(x) = slope · x + a(0).
    const logOdds = (x: number) => ((x - mu0) ** 2 - (x - mu1) ** 2) / (2 * variance) + Math.log(pi1 / pi0);
    const slope = logOdds(1) - logOdds(0);
    return -logOdds(0) / slope;
  },
  /** "money lunch lunch" under the worked example's filter with ω = 1: 0.004808 / (0.004808 + 0.00625) ≈ 0.435. */
  'probabilistic-classifier-spam-money-lunch': () => spamPosterior('money lunch lunch'),
  /** Projecting the six points onto the first coordinate, w = (1, 0): J = 3² / 12 = 0.75. */
  'probabilistic-classifier-fisher-first-axis': () => fisherCriterion([1, 0]),
  /**
   * LDA on the six points with Σ̂ = S_W / n and priors π₁ = 1/4, π₀ = 3/4: w = n S_W⁻¹(m₁ − m₀) = (4.5, −3),
   * b = −½ wᵀ(m₀ + m₁) + log(1/3); the rule 3x₁ − 2x₂ > t has t = −b / 1.5 ≈ 4.23.
   */
  'probabilistic-classifier-lda-threshold-rare-class': () => {
    const n = class0.length + class1.length;
    const w = inverse(withinScatter).mmul(meanDifference).mul(n).getColumn(0);
    const b = -0.5 * (w[0] * (m0[0] + m1[0]) + w[1] * (m0[1] + m1[1])) + Math.log(0.25 / 0.75);
    // w is a multiple of (3, −2); divide the rule by that multiple.
    const scale = w[0] / 3;
    if (Math.abs(w[1] / scale + 2) > 1e-9) throw new Error('the LDA direction is not (3, −2)');
    return -b / scale;
  },
};
