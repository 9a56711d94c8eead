/** Glossary entries for the terms the unsupervised-learning lecture teaches (content/glossary/glossary-schema.ts). */
import type { GlossaryEntryInput } from './glossary-schema.ts';

export const unsupervisedLearningTerms: GlossaryEntryInput[] = [
  {
    id: 'unsupervised-learning',
    term: 'unsupervised learning',
    aliases: ['learning without labels', 'unsupervised machine learning', 'unsupervised ML'],
    definition:
      'Learning from inputs alone: the data are samples $\\mathbf{x}_1, \\dots, \\mathbf{x}_n$ with no labels $y_i$, and the learner studies their distribution $p(\\mathbf{x})$ instead of predicting a target. Its main tasks are clustering, dimensionality reduction, density estimation and anomaly detection, each defined by an objective that the modeller chooses.',
    section: '/unsupervised-learning#learning-without-labels',
    related: ['clustering', 'dimensionality-reduction', 'density-estimation', 'anomaly-detection', 'semi-supervised-learning', 'unlabelled-data'],
  },
  {
    id: 'unlabelled-data',
    term: 'unlabelled data',
    aliases: ['unlabeled data', 'unlabelled samples', 'unlabeled samples'],
    definition:
      'Samples $\\mathbf{x}_i$ recorded without the answer $y_i$ that a person would attach to them, such as server logs, photographs or purchase histories. They pile up at no cost while every label takes human effort, which is why methods that learn from the inputs alone are worth having.',
    section: '/unsupervised-learning#learning-without-labels',
    related: ['unsupervised-learning', 'semi-supervised-learning', 'self-supervised-learning'],
  },
  {
    id: 'clustering',
    term: 'clustering',
    aliases: ['cluster analysis', 'data clustering'],
    definition:
      'The task of assigning each sample to one of $K$ groups, with a label $c_i \\in \\{1, \\dots, K\\}$ that the algorithm invents, so that points in a group are similar to each other and unlike points in other groups. The objective decides what similar means: compact round groups for $k$-means, chains of near neighbours for other methods.',
    section: '/unsupervised-learning#clustering',
    related: ['cluster-assignment', 'k-means-objective', 'number-of-clusters', 'silhouette', 'unsupervised-learning'],
  },
  {
    id: 'cluster-assignment',
    term: 'cluster assignment',
    aliases: ['cluster label', 'cluster membership'],
    definition:
      'The group $c_i \\in \\{1, \\dots, K\\}$ that a clustering gives sample $\\mathbf{x}_i$. The numbers are arbitrary names, so swapping two of them describes the same clustering, and the groups need not match any class labels a person has in mind.',
    section: '/unsupervised-learning#clustering',
    related: ['clustering', 'k-means-objective'],
  },
  {
    id: 'k-means-objective',
    term: 'k-means objective',
    aliases: ['k-means cost'],
    definition:
      'The sum of squared distances from each sample to the centre $\\boldsymbol{\\mu}_{c_i}$ of its group, which $k$-means minimises over the assignments $c_i$ and the centres. It rewards compact groups rather than gaps between them, and its minimum never rises as $K$ grows and reaches zero at $K = n$, so it cannot choose $K$ by itself.',
    formula: 'J(c, \\boldsymbol{\\mu}) = \\sum_{i=1}^{n} \\norm{\\mathbf{x}_i - \\boldsymbol{\\mu}_{c_i}}_2^2',
    section: '/unsupervised-learning#clustering',
    related: ['clustering', 'cluster-assignment', 'number-of-clusters', 'elbow-method'],
  },
  {
    id: 'number-of-clusters',
    term: 'number of clusters',
    aliases: ['choosing K', 'n_clusters'],
    definition:
      'The number $K$ of groups a clustering returns, which the modeller has to choose, since the minimum of the $k$-means objective never rises as $K$ grows and reaches zero at $K = n$. It is chosen by combining signals: an elbow in the objective, a high mean silhouette, clusters that stay stable under resampling, held-out likelihood for probabilistic models, or the needs of a later task.',
    section: '/unsupervised-learning#evaluating-without-labels',
    related: ['k-means-objective', 'elbow-method', 'silhouette', 'stability-under-resampling', 'held-out-log-likelihood'],
  },
  {
    id: 'dimensionality-reduction',
    term: 'dimensionality reduction',
    aliases: ['dimension reduction', 'reducing the dimension'],
    definition:
      "The task of mapping each sample $\\mathbf{x}_i \\in \\R^d$ to a shorter code $\\mathbf{z}_i \\in \\R^{d'}$ with $d' < d$ that keeps what matters about it. It serves to plot data, remove noise, cut computing cost and make neighbourhoods meaningful again; PCA is the linear method, isomap and t-SNE are nonlinear ones.",
    section: '/unsupervised-learning#dimensionality-reduction',
    related: ['principal-component-analysis', 'embedding', 'reconstruction-error', 'isomap', 't-sne', 'intrinsic-dimension'],
  },
  {
    id: 'embedding',
    term: 'embedding',
    aliases: ['low-dimensional embedding', 'low-dimensional code', 'low-dimensional representation'],
    definition:
      "A vector $\\mathbf{z}_i \\in \\R^{d'}$ of a few coordinates given to each sample, and by extension the map that produces it; embeddings are the family of unsupervised methods that return such a code. PCA, isomap, t-SNE, kernel PCA and autoencoders all produce one, and it often feeds a clustering, a density estimate or a plot.",
    section: '/unsupervised-learning#a-map-of-the-unsupervised-methods',
    related: ['dimensionality-reduction', 'principal-component-analysis', 'isomap', 't-sne', 'kernel-pca'],
  },
  {
    id: 'reconstruction-error',
    term: 'reconstruction error',
    aliases: ['reconstruction loss', 'squared reconstruction error'],
    definition:
      'The squared distance between a sample and its reconstruction $\\hat{\\mathbf{x}}_i$, obtained by encoding it to a short code and decoding it back, summed or averaged over the samples. PCA chooses its directions to make it as small as possible; measured on held-out data it compares models, and a large value for one point flags an anomaly.',
    formula: '\\sum_{i=1}^{n} \\norm{\\mathbf{x}_i - \\hat{\\mathbf{x}}_i}_2^2',
    section: '/unsupervised-learning#dimensionality-reduction',
    related: ['dimensionality-reduction', 'principal-component-analysis', 'minimum-error-view-of-pca', 'anomaly-score'],
  },
  {
    id: 'density-estimation',
    term: 'density estimation',
    aliases: ['density estimate', 'probability density estimation'],
    definition:
      'The task of building a function $\\hat{p}(\\mathbf{x})$ that approximates the distribution $p(\\mathbf{x})$ the samples came from and can be evaluated at any point. The parametric route fits a family such as a Gaussian; the nonparametric route, such as a kernel density estimate, assumes no family.',
    section: '/unsupervised-learning#density-estimation',
    related: ['parametric-density-estimation', 'nonparametric-density-estimation', 'kernel-density-estimate', 'held-out-log-likelihood', 'anomaly-detection'],
  },
  {
    id: 'parametric-density-estimation',
    term: 'parametric density estimation',
    aliases: ['parametric density estimate'],
    definition:
      'Density estimation that assumes a family of distributions with a fixed number of parameters, such as a Gaussian $\\mathcal{N}(\\boldsymbol{\\mu}, \\boldsymbol{\\Sigma})$, and fits them by maximum likelihood. It needs few samples and copes with many dimensions, but misleads when the family is wrong: one Gaussian fitted to $1, 1, 1, 9, 9, 9$ peaks at 5, where there are no data.',
    section: '/unsupervised-learning#density-estimation',
    related: ['density-estimation', 'maximum-likelihood-gaussian', 'nonparametric-density-estimation'],
  },
  {
    id: 'maximum-likelihood-gaussian',
    term: 'maximum-likelihood Gaussian',
    aliases: ['fitted Gaussian', 'Gaussian density estimate', 'Gaussian MLE'],
    definition:
      'The Gaussian whose parameters maximise the likelihood of independent samples: its mean is the sample mean and its variance the mean squared deviation, divided by $n$ rather than $n - 1$. In $d$ dimensions the same steps give the mean vector and the covariance matrix, and the fitted density serves as a yardstick for how unusual a point is.',
    formula: '\\hat{\\mu} = \\frac{1}{n} \\sum_{i=1}^{n} x_i, \\qquad \\hat{\\sigma}^2 = \\frac{1}{n} \\sum_{i=1}^{n} (x_i - \\hat{\\mu})^2',
    section: '/unsupervised-learning#density-estimation',
    related: ['parametric-density-estimation', 'density-estimation', 'anomaly-score'],
  },
  {
    id: 'nonparametric-density-estimation',
    term: 'nonparametric density estimation',
    aliases: ['nonparametric density estimate', 'non-parametric density estimation'],
    definition:
      'Density estimation that assumes no family of distributions, so the estimate can follow any shape and its complexity grows with the data; the kernel density estimate is the standard example. The price is a smoothing width to choose and a number of samples that grows roughly exponentially with the dimension $d$.',
    section: '/unsupervised-learning#density-estimation',
    related: ['kernel-density-estimate', 'parametric-density-estimation', 'density-estimation'],
  },
  {
    id: 'kernel-density-estimate',
    term: 'kernel density estimate',
    aliases: ['KDE', 'kernel density estimation', 'Parzen window estimate', 'Parzen density estimate'],
    definition:
      'A nonparametric density estimate that puts a small bump, a kernel $k_h$ of width $h$ such as a Gaussian, on every sample and averages the bumps. The width controls the smoothing, a spike on every sample when too small and real structure smoothed away when too large, so it is chosen by held-out or leave-one-out log-likelihood.',
    formula: '\\hat{p}(\\mathbf{x}) = \\frac{1}{n} \\sum_{i=1}^{n} k_h(\\mathbf{x}, \\mathbf{x}_i)',
    section: '/unsupervised-learning#density-estimation',
    related: ['nonparametric-density-estimation', 'scotts-rule', 'leave-one-out-log-likelihood', 'oversmoothing', 'anomaly-detection'],
  },
  {
    id: 'oversmoothing',
    term: 'oversmoothing',
    aliases: ['over-smoothing', 'oversmoothed density'],
    definition:
      "What a density estimate does when its kernel width $h$ is too large: it blurs real structure and fills in the gaps between separate bumps until they merge. The opposite failure, undersmoothing, comes from too small a width and breaks the estimate into a spike on every sample; Scott's rule oversmooths data with several bumps.",
    section: '/unsupervised-learning#density-estimation',
    related: ['kernel-density-estimate', 'scotts-rule', 'leave-one-out-log-likelihood'],
  },
  {
    id: 'scotts-rule',
    term: "Scott's rule",
    aliases: ["Scott's rule of thumb", "Scott's bandwidth"],
    definition:
      "A rule of thumb for the widths of a Gaussian kernel density estimate: each feature's width is its standard deviation times $n^{-1/(d+4)}$, roughly the best width if the data were a single Gaussian bump. It is a quick starting point but oversmooths data with several bumps; on the two-hilled Iris petal measurements, half of it (0.38 cm for length, 0.17 cm for width) works better.",
    formula: 'h_j = \\hat{\\sigma}_j \\, n^{-1/(d+4)}',
    section: '/unsupervised-learning#density-estimation',
    related: ['kernel-density-estimate', 'oversmoothing', 'leave-one-out-log-likelihood'],
  },
  {
    id: 'leave-one-out-log-likelihood',
    term: 'leave-one-out log-likelihood',
    aliases: ['leave-one-out density', 'LOO log-likelihood', 'leave-one-out likelihood'],
    definition:
      'The sum of the log-densities of the samples, each scored by the estimate $\\hat{p}_{-i}$ built without it, so that no point props itself up with its own bump. Maximising it over a grid of widths chooses the width of a kernel density estimate, and the leave-one-out density of a single point is its anomaly score.',
    formula: '\\sum_{i=1}^{n} \\log \\hat{p}_{-i}(\\mathbf{x}_i)',
    section: '/unsupervised-learning#density-estimation',
    related: ['kernel-density-estimate', 'held-out-log-likelihood', 'anomaly-score'],
  },
  {
    id: 'held-out-log-likelihood',
    term: 'held-out log-likelihood',
    aliases: ['test log-likelihood', 'validation log-likelihood', 'held-out likelihood'],
    definition:
      "The average log-density that a fitted model gives to $n'$ samples it was not fitted on, higher being better. It plays the role of a test error for density estimates and probabilistic clusterings, and compares models of the same kind, such as kernel widths or numbers of mixture components.",
    formula: "\\frac{1}{n'} \\sum_{j=1}^{n'} \\log \\hat{p}(\\mathbf{x}'_j)",
    section: '/unsupervised-learning#evaluating-without-labels',
    related: ['leave-one-out-log-likelihood', 'density-estimation', 'number-of-clusters'],
  },
  {
    id: 'anomaly-detection',
    term: 'anomaly detection',
    aliases: ['outlier detection', 'anomaly detector'],
    definition:
      'The task of flagging the samples that do not fit the rest, most simply those where an estimated density $\\hat{p}(\\mathbf{x})$ falls below a threshold $\\tau$. A flagged point is rare, not necessarily wrong: a person still decides what it is.',
    section: '/unsupervised-learning#anomaly-detection',
    related: ['anomaly-score', 'anomaly-threshold', 'density-estimation', 'kernel-density-estimate'],
  },
  {
    id: 'anomaly-score',
    term: 'anomaly score',
    aliases: ['outlier score'],
    definition:
      'A number that says how unusual a sample is, so that the most unusual can be flagged: a low estimated density $\\hat{p}(\\mathbf{x})$, a large distance to the $k_{\\text{nn}}$-th nearest neighbour or to the nearest cluster centre, or a large reconstruction error. A point must be scored by a model it did not help fit, or it hides itself.',
    section: '/unsupervised-learning#anomaly-detection',
    related: ['anomaly-detection', 'anomaly-threshold', 'nearest-neighbour-distance-score', 'reconstruction-error', 'leave-one-out-log-likelihood'],
  },
  {
    id: 'nearest-neighbour-distance-score',
    term: 'nearest-neighbour distance score',
    aliases: ['k-NN distance score', 'kNN anomaly score', 'distance to the k-th nearest neighbour'],
    definition:
      'An anomaly score equal to the distance from a sample to its $k_{\\text{nn}}$-th nearest neighbour among the other samples, large where the data are sparse. It needs no density model, but it depends on the units of the features and on the choice of $k_{\\text{nn}}$.',
    section: '/unsupervised-learning#anomaly-detection',
    related: ['anomaly-score', 'anomaly-detection'],
  },
  {
    id: 'anomaly-threshold',
    term: 'anomaly threshold',
    aliases: ['density threshold', 'outlier threshold'],
    definition:
      'The density value $\\tau$ below which a point is flagged, $\\hat{p}(\\mathbf{x}) < \\tau$. It is usually set by how many alerts can be handled, for example at the quantile below which the lowest 1% of the leave-one-out density scores fall, or tuned on a few confirmed anomalies when some exist.',
    section: '/unsupervised-learning#anomaly-detection',
    related: ['anomaly-detection', 'anomaly-score', 'leave-one-out-log-likelihood'],
  },
  {
    id: 'silhouette',
    term: 'silhouette',
    aliases: ['silhouette score', 'silhouette coefficient', 'silhouette width', 'mean silhouette'],
    definition:
      'An internal index that compares, for each sample $i$, its cohesion $a(i)$, the mean distance to the other members of its own cluster, with its separation $b(i)$, the mean distance to the members of the nearest other cluster. Near 1 the point sits well inside its cluster, near 0 between two, below 0 probably in the wrong one; the mean over all samples scores the clustering.',
    formula: 's(i) = \\frac{b(i) - a(i)}{\\max\\left(a(i), b(i)\\right)} \\in [-1, 1]',
    section: '/unsupervised-learning#evaluating-without-labels',
    related: ['cohesion', 'separation', 'internal-index', 'number-of-clusters'],
  },
  {
    id: 'cohesion',
    term: 'cohesion',
    aliases: ['silhouette cohesion', 'intra-cluster distance'],
    definition:
      'In the silhouette, $a(i)$: the mean distance from sample $i$ to the other members of its own cluster. Small values mean compact clusters and push the silhouette towards 1.',
    section: '/unsupervised-learning#evaluating-without-labels',
    related: ['silhouette', 'separation'],
  },
  {
    id: 'separation',
    term: 'separation',
    aliases: ['silhouette separation', 'nearest-cluster distance'],
    definition:
      'In the silhouette, $b(i)$: the mean distance from sample $i$ to the members of the nearest cluster other than its own. A separation much larger than the cohesion $a(i)$ means the point sits well inside its cluster.',
    section: '/unsupervised-learning#evaluating-without-labels',
    related: ['silhouette', 'cohesion'],
  },
  {
    id: 'internal-index',
    term: 'internal index',
    aliases: ['internal validity index', 'internal cluster validation', 'internal evaluation'],
    definition:
      "A score of a clustering computed from its geometry alone, with no labels; the silhouette is the best known. It rewards one notion of a good cluster, usually compact and well separated, so it inherits that notion's bias.",
    section: '/unsupervised-learning#evaluating-without-labels',
    related: ['silhouette', 'stability-under-resampling', 'downstream-evaluation'],
  },
  {
    id: 'elbow-method',
    term: 'elbow method',
    aliases: ['elbow', 'elbow heuristic', 'elbow rule', 'knee of the curve'],
    definition:
      "A heuristic for model size: plot the training objective, such as the minimum of the $k$-means objective against $K$ or the reconstruction error against $d'$, and pick the value after which the gains flatten. It is needed because the objective itself never gets worse as the model grows, reaching zero at $K = n$ or $d' = d$, and the bend is a judgement that is not always sharp.",
    section: '/unsupervised-learning#evaluating-without-labels',
    related: ['number-of-clusters', 'k-means-objective', 'scree-plot', 'number-of-components'],
  },
  {
    id: 'stability-under-resampling',
    term: 'stability under resampling',
    aliases: ['clustering stability', 'stability analysis', 'stability check'],
    definition:
      'A check of an unsupervised result: refit the method on several bootstrap samples or random halves of the data and see whether the answers agree. Clusters or components that reappear describe the distribution; ones that change with every resample describe noise.',
    section: '/unsupervised-learning#evaluating-without-labels',
    related: ['number-of-clusters', 'internal-index', 'downstream-evaluation'],
  },
  {
    id: 'downstream-evaluation',
    term: 'downstream evaluation',
    aliases: ['downstream task', 'extrinsic evaluation', 'task-based evaluation'],
    definition:
      'Judging reduced features or clusters by how well a later task that uses them performs, for example the cross-validated error of a classifier trained on the codes. When such a task exists, its error is the most honest score of an unsupervised result.',
    section: '/unsupervised-learning#evaluating-without-labels',
    related: ['internal-index', 'stability-under-resampling', 'number-of-components'],
  },
  {
    id: 'semi-supervised-learning',
    term: 'semi-supervised learning',
    aliases: ['semi-supervised', 'semisupervised learning'],
    definition:
      'Learning from many unlabelled samples and a few labelled ones, where the structure of $p(\\mathbf{x})$ suggests where decision boundaries should not go. It rests on an assumption, usually that classes are separated by regions of low density: on the Iris petals one label names all of setosa, but nothing splits versicolor from virginica.',
    section: '/unsupervised-learning#how-it-differs-from-supervised-learning',
    related: ['low-density-separation-assumption', 'unlabelled-data', 'self-supervised-learning', 'unsupervised-learning'],
  },
  {
    id: 'low-density-separation-assumption',
    term: 'low-density separation assumption',
    aliases: ['cluster assumption', 'low-density assumption'],
    definition:
      'The assumption behind most semi-supervised learning that class boundaries run through regions where $p(\\mathbf{x})$ is small, so points joined through dense regions share a label. Where two classes overlap in one dense lump, it offers no place for a boundary.',
    section: '/unsupervised-learning#how-it-differs-from-supervised-learning',
    related: ['semi-supervised-learning', 'clustering'],
  },
  {
    id: 'self-supervised-learning',
    term: 'self-supervised learning',
    aliases: ['self-supervision', 'self-supervised', 'pretext task'],
    definition:
      'Learning in which the label is manufactured from the input itself, for example by hiding part of a sentence and predicting it from the rest. Formally it is supervised learning, but the data it needs are unlabelled.',
    section: '/unsupervised-learning#how-it-differs-from-supervised-learning',
    related: ['semi-supervised-learning', 'unlabelled-data', 'unsupervised-learning'],
  },
];
