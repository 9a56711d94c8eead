/**
 * The site's notation: each symbol that more than one lecture uses, or that a learner could read two
 * ways, defined once with its one meaning and the lectures that use it. The `/notation` page is
 * generated from this table, and the lecture build warns when a lecture's frontmatter declares a
 * symbol that disagrees with it (`notationWarnings` in content/notation-check.ts).
 *
 * A lecture declares the table symbols it uses in its frontmatter, as `notation:` mapping the symbol
 * as the lecture writes it to the entry's id (`'\lambda': penalty`). Symbols a lecture defines for
 * one derivation only (a leaky ReLU's slope, a constant in a proof) stay local, are not declared,
 * and must not reuse a symbol of this table.
 *
 * Rules the choices follow (issue 19): one symbol, one meaning; where a letter had two meanings, the
 * meaning with the stronger convention in the field kept it (λ the penalty, as scikit-learn's users
 * know it from ridge and XGBoost; K the number of classes or clusters, as in ESL and ISLR) and the
 * other moved to a letter the site did not use (ν for eigenvalues). Issue 37 applied the same rule to
 * symbols lectures wrote without declaring them: τ kept the decision threshold, and the perceptron's
 * margin (γ_𝐮), a shell's thickness (δ, local) and a prior's spread (σ_𝐰) moved; trees price a leaf
 * with α_ccp (scikit-learn's ccp_alpha) and keep λ for XGBoost's penalty, as the table says; an SVM's
 * Gram entries are 𝐊ᵢⱼ, and its kernel is always written with its arguments, so K and k stay the
 * number and index of classes. Entries marked `exclusive` are checked in the formulas themselves.
 */
import { lectureSlugs, type LectureSlug } from './lectures.ts';

export type NotationGroup =
  'Data and models' | 'Optimisation' | 'Probability' | 'Kernels and margins' | 'Neighbours and trees' | 'Unsupervised learning' | 'Sequences and attention';

export interface NotationEntry {
  /** A stable id that lectures' frontmatter refers to. */
  readonly id: string;
  /** The symbol in TeX, exactly as lectures write it (KaTeX macros of content/macros.ts allowed). */
  readonly symbol: string;
  /** Its one meaning on the site, a short phrase that completes "… is …". */
  readonly meaning: string;
  readonly group: NotationGroup;
  /** The lectures that use the symbol with this meaning, in reading order. */
  readonly lectures: readonly LectureSlug[];
  /**
   * How learners say or type the symbol without TeX: the name it is read by, the letter other
   * textbooks use for it (PCA's "k" for d′, "lambda" for an eigenvalue), the phrase it abbreviates.
   * The tutor finds the sections that use the symbol under these words too, and reads a heading
   * that writes one of them as the symbol (content/notation-words.ts).
   */
  readonly spoken?: readonly string[];
  /**
   * Whether no lecture may write the symbol for anything else: every lecture whose formulas write it
   * must declare it (`notationUsageWarnings` in content/notation-check.ts). Set on the symbols that
   * had second meanings (issue 37) and on those no lecture uses locally; other entries' letters are
   * still written locally somewhere (h for a hypothesis, b for a bias term, B for a matrix).
   */
  readonly exclusive?: true;
}

const ALL = lectureSlugs;

export const notation: readonly NotationEntry[] = [
  // Data and models
  { id: 'samples', symbol: 'n', meaning: 'the number of samples (training points)', group: 'Data and models', lectures: ALL },
  { id: 'features', symbol: 'd', meaning: 'the number of features, the dimension of a sample', group: 'Data and models', lectures: ALL },
  { id: 'sample', symbol: '\\mathbf{x}_i', meaning: 'the feature vector of sample i, a column in ℝᵈ', group: 'Data and models', lectures: ALL },
  {
    id: 'label',
    symbol: 'y_i',
    meaning: 'the label or target of sample i',
    group: 'Data and models',
    lectures: [
      'supervised-learning',
      'linear-regression',
      'probabilistic-classifier',
      'support-vector-machines',
      'nonparametric',
      'trees',
      'unsupervised-learning',
      'clustering',
      'neural-networks',
      'transformers',
    ],
  },
  {
    id: 'design-matrix',
    symbol: '\\mathbf{X}',
    meaning: 'the n × d matrix whose rows are the samples',
    group: 'Data and models',
    lectures: [
      'supervised-learning',
      'linear-regression',
      'support-vector-machines',
      'nonparametric',
      'unsupervised-learning',
      'dimensionality-reduction',
      'neural-networks',
    ],
  },
  {
    id: 'dataset',
    symbol: '\\mathcal{D}',
    meaning: 'a data set, the set of pairs (𝐱ᵢ, yᵢ)',
    group: 'Data and models',
    lectures: ['supervised-learning'],
  },
  {
    id: 'weights',
    symbol: '\\mathbf{w}',
    meaning: 'the weight vector of a linear model (the normal of its hyperplane)',
    group: 'Data and models',
    lectures: ['supervised-learning', 'linear-regression', 'probabilistic-classifier', 'support-vector-machines', 'nonparametric', 'neural-networks'],
  },
  {
    id: 'bias',
    symbol: 'b',
    meaning: 'the bias (intercept) of a linear model',
    group: 'Data and models',
    lectures: ['supervised-learning', 'linear-regression', 'probabilistic-classifier', 'support-vector-machines', 'nonparametric', 'neural-networks'],
  },
  {
    id: 'parameters',
    symbol: '\\boldsymbol{\\theta}',
    meaning: 'all the parameters of a model',
    group: 'Data and models',
    lectures: ['supervised-learning', 'probabilistic-classifier', 'nonparametric', 'clustering', 'neural-networks', 'transformers'],
  },
  {
    id: 'prediction',
    symbol: '\\hat{y}',
    meaning: "a model's prediction",
    group: 'Data and models',
    lectures: [
      'supervised-learning',
      'linear-regression',
      'probabilistic-classifier',
      'support-vector-machines',
      'nonparametric',
      'trees',
      'unsupervised-learning',
      'neural-networks',
    ],
  },
  {
    id: 'groups',
    symbol: 'K',
    meaning: 'the number of groups: classes in classification, clusters or mixture components in clustering',
    group: 'Data and models',
    lectures: [
      'supervised-learning',
      'linear-regression',
      'probabilistic-classifier',
      'support-vector-machines',
      'nonparametric',
      'trees',
      'unsupervised-learning',
      'clustering',
      'neural-networks',
    ],
    spoken: ['k', 'number of clusters', 'number of classes'],
    exclusive: true,
  },
  {
    id: 'group-index',
    symbol: 'k',
    meaning: 'the index of a class or cluster, k = 1, …, K',
    group: 'Data and models',
    lectures: [
      'linear-regression',
      'probabilistic-classifier',
      'support-vector-machines',
      'nonparametric',
      'trees',
      'unsupervised-learning',
      'clustering',
      'neural-networks',
    ],
  },
  {
    id: 'noise',
    symbol: '\\varepsilon',
    meaning: 'the noise in a target, y = f(𝐱) + ε',
    group: 'Data and models',
    lectures: ['supervised-learning', 'linear-regression', 'nonparametric'],
  },

  // Optimisation
  {
    id: 'loss',
    symbol: '\\ell',
    meaning: 'the loss of one prediction',
    group: 'Optimisation',
    lectures: ['supervised-learning', 'linear-regression', 'probabilistic-classifier', 'support-vector-machines', 'trees', 'neural-networks', 'transformers'],
  },
  {
    id: 'objective',
    symbol: 'J',
    meaning: "the objective a method optimises: a training loss J(θ), k-means' within-cluster sum of squares, Fisher's criterion, the SVM dual",
    group: 'Optimisation',
    lectures: ALL,
  },
  {
    id: 'learning-rate',
    symbol: '\\eta',
    meaning: 'the learning rate (step size) of gradient descent, or the shrinkage of boosting',
    group: 'Optimisation',
    lectures: ['linear-regression', 'support-vector-machines', 'trees', 'neural-networks', 'transformers'],
  },
  {
    id: 'step',
    symbol: 't',
    meaning: 'the iteration (time step) of an iterative method, t = 0, 1, 2, …',
    group: 'Optimisation',
    lectures: ['linear-regression', 'clustering', 'neural-networks'],
  },
  {
    id: 'penalty',
    symbol: '\\lambda',
    meaning: 'the regularisation strength: the weight of a penalty in an objective (ridge, LASSO, weight decay, pruning, boosting)',
    group: 'Optimisation',
    lectures: ['linear-regression', 'support-vector-machines', 'trees', 'neural-networks'],
    exclusive: true,
  },
  {
    id: 'eigenvalue',
    symbol: '\\nu',
    meaning: 'an eigenvalue (of a Hessian, a covariance, a graph Laplacian), or the Lagrange multiplier of an equality constraint that becomes one',
    group: 'Optimisation',
    lectures: ['linear-regression', 'probabilistic-classifier', 'support-vector-machines', 'dimensionality-reduction', 'clustering', 'neural-networks'],
    spoken: ['lambda', 'eigenvalue'],
  },
  {
    id: 'condition-number',
    symbol: '\\kappa',
    meaning: 'the condition number, the largest eigenvalue over the smallest',
    group: 'Optimisation',
    lectures: ['linear-regression'],
  },
  {
    id: 'contraction',
    symbol: 'q',
    meaning: "the factor by which gradient descent's error shrinks per step",
    group: 'Optimisation',
    lectures: ['linear-regression'],
  },
  {
    id: 'correlation',
    symbol: '\\rho',
    meaning: "a correlation: a feature's with the partial residual (LASSO), or between two trees of a forest",
    group: 'Optimisation',
    lectures: ['linear-regression', 'trees'],
  },
  {
    id: 'momentum',
    symbol: '\\beta',
    meaning: 'the decay rate of a running average (momentum; Adam writes β₁, β₂)',
    group: 'Optimisation',
    lectures: ['neural-networks'],
  },

  // Probability
  {
    id: 'mean',
    symbol: '\\boldsymbol{\\mu}',
    meaning: 'a mean vector: of a class, a cluster, a mixture component or the data',
    group: 'Probability',
    lectures: ['probabilistic-classifier', 'unsupervised-learning', 'clustering'],
  },
  {
    id: 'covariance',
    symbol: '\\boldsymbol{\\Sigma}',
    meaning: 'a covariance matrix',
    group: 'Probability',
    lectures: ['probabilistic-classifier', 'nonparametric', 'unsupervised-learning', 'clustering'],
  },
  {
    id: 'std',
    symbol: '\\sigma',
    meaning: 'a standard deviation (σ² a variance), also the scale of a Gaussian affinity or perplexity-calibrated neighbourhood',
    group: 'Probability',
    lectures: [
      'supervised-learning',
      'linear-regression',
      'probabilistic-classifier',
      'support-vector-machines',
      'nonparametric',
      'trees',
      'unsupervised-learning',
      'clustering',
      'neural-networks',
      'transformers',
    ],
  },
  {
    id: 'sigmoid',
    symbol: '\\sigma(z)',
    meaning: 'the logistic sigmoid 1/(1 + e⁻ᶻ), always written with its argument',
    group: 'Probability',
    lectures: ['linear-regression', 'probabilistic-classifier', 'support-vector-machines', 'neural-networks'],
  },
  {
    id: 'threshold',
    symbol: '\\tau',
    meaning:
      'a decision threshold on a score: a posterior or a probability above it predicts the positive class, an estimated density below it flags an anomaly',
    group: 'Probability',
    lectures: ['linear-regression', 'probabilistic-classifier', 'unsupervised-learning'],
    exclusive: true,
  },
  {
    id: 'prior',
    symbol: '\\pi_k',
    meaning: 'the prior probability of class k, or the mixing weight of component k',
    group: 'Probability',
    lectures: ['probabilistic-classifier', 'unsupervised-learning', 'clustering'],
  },
  {
    id: 'responsibility',
    symbol: 'r_{ik}',
    meaning: 'the responsibility: the posterior probability that sample i came from component k',
    group: 'Probability',
    lectures: ['clustering'],
  },

  // Kernels and margins
  {
    id: 'kernel',
    symbol: "k(\\mathbf{x}, \\mathbf{x}')",
    meaning: 'a kernel function, an inner product of feature maps, always written with its two arguments (k alone is a class index)',
    group: 'Kernels and margins',
    lectures: ['support-vector-machines', 'nonparametric', 'unsupervised-learning', 'dimensionality-reduction'],
    exclusive: true,
  },
  {
    id: 'rbf-width',
    symbol: '\\gamma',
    meaning: "the RBF kernel's inverse width, k(𝐱, 𝐱′) = exp(−γ‖𝐱 − 𝐱′‖²)",
    group: 'Kernels and margins',
    lectures: ['support-vector-machines', 'dimensionality-reduction'],
    exclusive: true,
  },
  {
    id: 'svm-penalty',
    symbol: 'C',
    meaning: "the price of a margin violation in the soft-margin SVM (scikit-learn's C)",
    group: 'Kernels and margins',
    lectures: ['support-vector-machines'],
  },
  {
    id: 'combination-weight',
    symbol: '\\alpha',
    meaning: "a coefficient of a weighted sum of basis terms: the SVM's dual variables αᵢ, AdaBoost's learner weights αₘ",
    group: 'Kernels and margins',
    lectures: ['support-vector-machines', 'trees'],
  },
  {
    id: 'slack',
    symbol: '\\xi_i',
    meaning: 'the slack of sample i, how far it violates its margin',
    group: 'Kernels and margins',
    lectures: ['support-vector-machines'],
  },
  {
    id: 'tube',
    symbol: '\\epsilon',
    meaning: "the half-width of support vector regression's ε-insensitive tube",
    group: 'Kernels and margins',
    lectures: ['support-vector-machines'],
  },
  {
    id: 'perceptron-margin',
    symbol: '\\gamma_{\\mathbf{u}}',
    meaning: 'the margin of a unit vector 𝐮 that separates the data: yᵢ 𝐮ᵀ𝐱ᵢ ≥ γ_𝐮 for every i (Novikoff’s theorem)',
    group: 'Kernels and margins',
    lectures: ['neural-networks'],
    exclusive: true,
  },

  // Neighbours and trees
  {
    id: 'neighbours',
    symbol: 'k_{\\text{nn}}',
    meaning: 'the number of nearest neighbours',
    group: 'Neighbours and trees',
    lectures: ['nonparametric', 'unsupervised-learning', 'dimensionality-reduction', 'clustering'],
    spoken: ['k', 'number of neighbours'],
  },
  {
    id: 'distance',
    symbol: "\\operatorname{dist}(\\mathbf{x}, \\mathbf{x}')",
    meaning: 'the distance between two points',
    group: 'Neighbours and trees',
    lectures: ['nonparametric', 'clustering'],
  },
  {
    id: 'bandwidth',
    symbol: 'h',
    meaning: 'the bandwidth of a kernel smoother or density estimate',
    group: 'Neighbours and trees',
    lectures: ['nonparametric', 'unsupervised-learning'],
  },
  {
    id: 'trees-in-forest',
    symbol: 'B',
    meaning: 'the number of bootstrap samples, hence of trees, in bagging and random forests',
    group: 'Neighbours and trees',
    lectures: ['trees'],
    spoken: ['number of trees'],
  },
  {
    id: 'features-per-split',
    symbol: 'm_{\\text{try}}',
    meaning: 'the number of features a random forest tries at each split',
    group: 'Neighbours and trees',
    lectures: ['trees'],
    spoken: ['mtry', 'max features'],
  },
  {
    id: 'ccp-price',
    symbol: '\\alpha_{\\text{ccp}}',
    meaning: "the cost-complexity price of a leaf in tree pruning (scikit-learn's ccp_alpha)",
    group: 'Neighbours and trees',
    lectures: ['trees'],
    spoken: ['ccp_alpha', 'alpha', 'cost-complexity parameter', 'pruning parameter'],
    exclusive: true,
  },
  { id: 'boosting-round', symbol: 'm', meaning: 'the index of a boosting round, m = 1, …, M', group: 'Neighbours and trees', lectures: ['trees'] },

  // Unsupervised learning
  {
    id: 'reduced-dimension',
    symbol: "d'",
    meaning: 'the dimension of a reduced representation: the components PCA keeps, the size of an embedding or code',
    group: 'Unsupervised learning',
    lectures: ['probabilistic-classifier', 'unsupervised-learning', 'dimensionality-reduction', 'neural-networks'],
    spoken: ['k', 'number of components'],
  },
  {
    id: 'affinity',
    symbol: '\\mathbf{W}',
    meaning: 'the affinity (weighted adjacency) matrix of a similarity graph, entries wᵢⱼ',
    group: 'Unsupervised learning',
    lectures: ['clustering'],
  },
  {
    id: 'degree',
    symbol: '\\mathbf{D}',
    meaning: 'the diagonal degree matrix of a graph, Dᵢᵢ = Σⱼ wᵢⱼ',
    group: 'Unsupervised learning',
    lectures: ['clustering'],
  },
  { id: 'laplacian', symbol: '\\mathbf{L}', meaning: 'the graph Laplacian D − W', group: 'Unsupervised learning', lectures: ['clustering'] },

  // Sequences and attention (issue 40): n and d keep samples and features, so a sequence's length,
  // a transformer's widths and its sampling parameters have their own symbols; τ stays the threshold.
  {
    id: 'sequence-length',
    symbol: 'T',
    meaning: 'the number of tokens in a sequence, its length; positions i, j = 1, …, T',
    group: 'Sequences and attention',
    lectures: ['transformers'],
    spoken: ['sequence length', 'context length'],
  },
  {
    id: 'vocabulary',
    symbol: '\\mathcal{V}',
    meaning: 'the vocabulary, the set of tokens a model reads and predicts; |𝒱| is its size',
    group: 'Sequences and attention',
    lectures: ['transformers'],
    spoken: ['vocabulary', 'vocabulary size'],
  },
  {
    id: 'model-width',
    symbol: 'd_{\\text{model}}',
    meaning: "the width of a transformer: the length of every token's vector between its blocks",
    group: 'Sequences and attention',
    lectures: ['transformers'],
    spoken: ['d model', 'model dimension', 'hidden size', 'embedding dimension'],
  },
  {
    id: 'key-width',
    symbol: 'd_k',
    meaning: 'the width of a query and a key in attention (per head)',
    group: 'Sequences and attention',
    lectures: ['transformers'],
    spoken: ['dk', 'd k', 'key dimension', 'key size'],
  },
  {
    id: 'heads',
    symbol: 'n_{\\text{heads}}',
    meaning: 'the number of attention heads of a multi-head attention layer',
    group: 'Sequences and attention',
    lectures: ['transformers'],
    spoken: ['number of heads', 'num heads'],
  },
  {
    id: 'temperature',
    symbol: '\\vartheta',
    meaning: 'the sampling temperature: logits are divided by it before the softmax',
    group: 'Sequences and attention',
    lectures: ['transformers'],
    spoken: ['temperature', 'tau'],
  },
  {
    id: 'top-k',
    symbol: 'k_{\\text{top}}',
    meaning: 'the number of most probable tokens top-k sampling keeps',
    group: 'Sequences and attention',
    lectures: ['transformers'],
    spoken: ['top k', 'top-k'],
  },
];
