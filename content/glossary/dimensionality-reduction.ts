/** Glossary entries for the terms the dimensionality-reduction lecture teaches (content/glossary/glossary-schema.ts). */
import type { GlossaryEntryInput } from './glossary-schema.ts';

export const dimensionalityReductionTerms: GlossaryEntryInput[] = [
  {
    id: 'principal-component-analysis',
    term: 'principal component analysis',
    aliases: ['PCA'],
    definition:
      "A linear dimensionality reduction that fits a $d'$-dimensional affine subspace, a centre plus $d'$ orthonormal directions, keeping as much of the data's variance as possible or, equivalently, making the squared reconstruction error as small as possible. Its directions are the top eigenvectors of the sample covariance matrix, computed as the right singular vectors of the centred data matrix $\\tilde{\\mathbf{X}}$.",
    formula:
      "\\mathbf{z}_i = \\mathbf{V}_{d'}^\\top (\\mathbf{x}_i - \\bar{\\mathbf{x}}), \\qquad \\hat{\\mathbf{x}}_i = \\bar{\\mathbf{x}} + \\mathbf{V}_{d'} \\mathbf{z}_i",
    section: '/dimensionality-reduction#principal-component-analysis',
    related: [
      'principal-direction',
      'principal-component-scores',
      'centring',
      'explained-variance-ratio',
      'singular-value-decomposition',
      'number-of-components',
    ],
  },
  {
    id: 'singular-value-decomposition',
    term: 'singular value decomposition',
    aliases: ['SVD'],
    definition:
      'The factorisation of any real matrix as $\\mathbf{X} = \\mathbf{U}\\boldsymbol{\\Sigma}\\mathbf{V}^\\top$, with orthogonal $\\mathbf{U}$ and $\\mathbf{V}$ and the singular values $\\sigma_1 \\ge \\sigma_2 \\ge \\dots \\ge 0$ on the diagonal of $\\boldsymbol{\\Sigma}$. Read as a map it is a rotation, an axis-aligned stretch and another rotation; truncated, it gives the best low-rank approximation, and applied to centred data it computes PCA.',
    formula: '\\mathbf{X} = \\mathbf{U} \\boldsymbol{\\Sigma} \\mathbf{V}^\\top = \\sum_{j=1}^{r} \\sigma_j \\, \\mathbf{u}_j \\mathbf{v}_j^\\top',
    section: '/dimensionality-reduction#definition',
    related: ['singular-value', 'singular-vectors', 'truncated-svd', 'eckart-young-theorem', 'principal-component-analysis'],
  },
  {
    id: 'singular-value',
    term: 'singular value',
    aliases: ['singular values'],
    definition:
      'A diagonal entry $\\sigma_j \\ge 0$ of $\\boldsymbol{\\Sigma}$ in the SVD, the square root of the $j$-th eigenvalue of $\\mathbf{X}^\\top\\mathbf{X}$, which measures how far the data stretch along the $j$-th right singular vector. The number of positive singular values is the rank of $\\mathbf{X}$, and the sum of their squares is $\\norm{\\mathbf{X}}_F^2$.',
    section: '/dimensionality-reduction#definition',
    related: ['singular-value-decomposition', 'singular-vectors', 'energy-of-a-component', 'frobenius-norm'],
  },
  {
    id: 'singular-vectors',
    term: 'singular vectors',
    aliases: ['singular vector', 'left singular vector', 'right singular vector'],
    definition:
      'The columns $\\mathbf{u}_j$ of $\\mathbf{U}$ (left) and $\\mathbf{v}_j$ of $\\mathbf{V}$ (right) in the SVD, linked by $\\mathbf{X}\\mathbf{v}_j = \\sigma_j \\mathbf{u}_j$. The right ones are the eigenvectors of $\\mathbf{X}^\\top\\mathbf{X}$ and, for centred data, the principal directions; the left ones are the eigenvectors of $\\mathbf{X}\\mathbf{X}^\\top$.',
    section: '/dimensionality-reduction#definition',
    related: ['singular-value-decomposition', 'singular-value', 'principal-direction', 'sign-ambiguity'],
  },
  {
    id: 'frobenius-norm',
    term: 'Frobenius norm',
    aliases: ['Frobenius'],
    definition:
      'The square root of the sum of all squared entries of a matrix, its Euclidean length read as one long vector. Its square equals the sum of the squared singular values, which is why reconstruction errors and explained variance can be read from the $\\sigma_j^2$.',
    formula: '\\norm{\\mathbf{X}}_F^2 = \\sum_{i,j} X_{ij}^2 = \\tr(\\mathbf{X}^\\top\\mathbf{X}) = \\sum_{j} \\sigma_j^2',
    section: '/dimensionality-reduction#definition',
    related: ['singular-value', 'energy-of-a-component', 'eckart-young-theorem'],
  },
  {
    id: 'energy-of-a-component',
    term: 'energy of a component',
    aliases: ['energy', 'component energy', 'squared singular value'],
    definition:
      'The squared singular value $\\sigma_j^2$, the part of $\\norm{\\mathbf{X}}_F^2$ that lies along the $j$-th singular direction. For centred data it is $n$ times the variance along the $j$-th principal direction, so energies, not unsquared singular values, say how much of the data a component holds.',
    formula: '\\sigma_j^2 = n \\, \\nu_j',
    section: '/dimensionality-reduction#definition',
    related: ['singular-value', 'frobenius-norm', 'explained-variance-ratio', 'cumulative-explained-variance'],
  },
  {
    id: 'truncated-svd',
    term: 'truncated SVD',
    aliases: ['truncated singular value decomposition', 'TruncatedSVD'],
    definition:
      "The SVD cut after its first $d'$ terms, a matrix $\\mathbf{X}_{d'} = \\mathbf{U}_{d'}\\boldsymbol{\\Sigma}_{d'}\\mathbf{V}_{d'}^\\top$ of rank at most $d'$ that stores $d'(n + d + 1)$ numbers instead of $nd$. By the Eckart-Young theorem it is the best rank-$d'$ approximation; applied to uncentred data, as on sparse term-document matrices, it fits a subspace through the origin and is not PCA.",
    formula: "\\mathbf{X}_{d'} = \\sum_{j=1}^{d'} \\sigma_j \\, \\mathbf{u}_j \\mathbf{v}_j^\\top",
    section: '/dimensionality-reduction#low-rank-approximation-and-the-eckart-young-theorem',
    related: ['eckart-young-theorem', 'low-rank-approximation', 'singular-value-decomposition', 'centring'],
  },
  {
    id: 'low-rank-approximation',
    term: 'low-rank approximation',
    aliases: ['best low-rank approximation', 'rank reduction'],
    definition:
      "Replacing a matrix by one of rank at most $d'$ that is as close to it as possible, usually in the Frobenius norm. It compresses data and removes noise, and the truncated SVD solves it exactly.",
    section: '/dimensionality-reduction#low-rank-approximation-and-the-eckart-young-theorem',
    related: ['truncated-svd', 'eckart-young-theorem', 'frobenius-norm'],
  },
  {
    id: 'eckart-young-theorem',
    term: 'Eckart-Young theorem',
    aliases: ['Eckart-Young-Mirsky theorem', 'Eckart Young'],
    definition:
      "The theorem that the truncated SVD $\\mathbf{X}_{d'}$ is the best rank-$d'$ approximation of $\\mathbf{X}$, the closest matrix of rank at most $d'$, with squared Frobenius error equal to the energy left out; in the spectral norm the smallest error is $\\sigma_{d'+1}$. It is why PCA, the truncated SVD of centred data, gives the best $d'$-dimensional reconstruction.",
    formula:
      "\\min_{\\operatorname{rank}(\\mathbf{B}) \\le d'} \\norm{\\mathbf{X} - \\mathbf{B}}_F^2 = \\norm{\\mathbf{X} - \\mathbf{X}_{d'}}_F^2 = \\sum_{j > d'} \\sigma_j^2",
    section: '/dimensionality-reduction#low-rank-approximation-and-the-eckart-young-theorem',
    related: ['truncated-svd', 'low-rank-approximation', 'frobenius-norm', 'principal-component-analysis'],
  },
  {
    id: 'centring',
    term: 'centring',
    aliases: ['centering', 'mean centring', 'mean centering', 'centred data', 'centered data'],
    definition:
      'Subtracting the mean $\\bar{\\mathbf{x}} = \\frac{1}{n}\\sum_i \\mathbf{x}_i$ from every sample, which gives the rows $\\tilde{\\mathbf{x}}_i = \\mathbf{x}_i - \\bar{\\mathbf{x}}$ of $\\tilde{\\mathbf{X}}$. PCA needs it: without it the SVD fits subspaces through the origin, and the first direction points roughly at the mean instead of along the spread.',
    section: '/dimensionality-reduction#principal-component-analysis',
    related: ['principal-component-analysis', 'sample-covariance-matrix', 'truncated-svd', 'double-centring'],
  },
  {
    id: 'sample-covariance-matrix',
    term: 'sample covariance matrix',
    aliases: ['empirical covariance matrix'],
    definition:
      'The $d \\times d$ matrix $\\mathbf{S}$ of the variances and covariances of the features, computed from the centred data; the variance of the data along a unit vector $\\mathbf{w}$ is $\\mathbf{w}^\\top\\mathbf{S}\\mathbf{w}$. Dividing by $n - 1$ instead of $n$, as many libraries do, rescales every variance alike and changes no principal direction.',
    formula:
      '\\mathbf{S} = \\frac{1}{n} \\sum_{i=1}^{n} \\tilde{\\mathbf{x}}_i \\tilde{\\mathbf{x}}_i^\\top = \\frac{1}{n} \\tilde{\\mathbf{X}}^\\top \\tilde{\\mathbf{X}}',
    section: '/dimensionality-reduction#principal-component-analysis',
    related: ['centring', 'principal-direction', 'maximum-variance-view-of-pca'],
  },
  {
    id: 'maximum-variance-view-of-pca',
    term: 'maximum-variance view of PCA',
    aliases: ['variance maximisation', 'variance maximization', 'maximum variance formulation'],
    definition:
      'PCA derived as the search for unit directions $\\mathbf{w}$ along which the projected data keep as much variance $\\mathbf{w}^\\top\\mathbf{S}\\mathbf{w}$ as possible. A Lagrange multiplier turns the constraint $\\mathbf{w}^\\top\\mathbf{w} = 1$ into the eigenproblem $\\mathbf{S}\\mathbf{w} = \\nu\\mathbf{w}$, so the best direction is the top eigenvector and the variance it keeps is its eigenvalue.',
    formula: '\\max_{\\mathbf{w}^\\top\\mathbf{w} = 1} \\mathbf{w}^\\top \\mathbf{S} \\mathbf{w}',
    section: '/dimensionality-reduction#maximum-variance',
    related: ['minimum-error-view-of-pca', 'principal-direction', 'sample-covariance-matrix'],
  },
  {
    id: 'minimum-error-view-of-pca',
    term: 'minimum-error view of PCA',
    aliases: ['minimum reconstruction error', 'reconstruction error minimisation', 'reconstruction error minimization'],
    definition:
      "PCA derived as the search for the $d'$-dimensional subspace, spanned by the orthonormal columns of $\\mathbf{Q}$, that is closest to the centred data in mean squared distance. The error equals the total variance minus the variance kept, so the problem is the same as maximising variance, solved by the top $d'$ eigenvectors of $\\mathbf{S}$ with error $\\sum_{j > d'} \\nu_j$.",
    formula:
      'J(\\mathbf{Q}) = \\frac{1}{n} \\sum_{i=1}^{n} \\norm{\\tilde{\\mathbf{x}}_i - \\mathbf{Q}\\mathbf{Q}^\\top \\tilde{\\mathbf{x}}_i}_2^2 = \\tr(\\mathbf{S}) - \\tr(\\mathbf{Q}^\\top \\mathbf{S} \\mathbf{Q})',
    section: '/dimensionality-reduction#minimum-reconstruction-error',
    related: ['maximum-variance-view-of-pca', 'reconstruction-error', 'principal-component-analysis'],
  },
  {
    id: 'principal-direction',
    term: 'principal direction',
    aliases: ['principal component', 'principal components', 'principal axis', 'loadings', 'loading vector'],
    definition:
      'A unit vector $\\mathbf{v}_j$ along which the centred data vary: the first carries the largest variance, and each next one the largest among the directions orthogonal to those before it. The principal directions are the eigenvectors of the sample covariance $\\mathbf{S}$, whose eigenvalues $\\nu_j$ are the variances along them, and their entries (the loadings) say how much each feature contributes.',
    formula: '\\mathbf{S}\\mathbf{v}_j = \\nu_j \\mathbf{v}_j',
    section: '/dimensionality-reduction#maximum-variance',
    related: ['principal-component-analysis', 'principal-component-scores', 'sample-covariance-matrix', 'sign-ambiguity'],
  },
  {
    id: 'principal-component-scores',
    term: 'principal component scores',
    aliases: ['PC scores', 'PCA scores', 'component scores'],
    definition:
      "The coordinates $z_{ij} = \\mathbf{v}_j^\\top(\\mathbf{x}_i - \\bar{\\mathbf{x}})$ of each sample along the principal directions, its code after PCA. For all samples at once they form $\\mathbf{Z} = \\tilde{\\mathbf{X}}\\mathbf{V}_{d'} = \\mathbf{U}_{d'}\\boldsymbol{\\Sigma}_{d'}$, the left singular vectors scaled by the singular values.",
    formula: "\\mathbf{Z} = \\tilde{\\mathbf{X}}\\mathbf{V}_{d'} = \\mathbf{U}_{d'}\\boldsymbol{\\Sigma}_{d'}",
    section: '/dimensionality-reduction#pca-through-the-svd',
    related: ['principal-direction', 'principal-component-analysis', 'singular-vectors'],
  },
  {
    id: 'sign-ambiguity',
    term: 'sign ambiguity',
    aliases: ['sign flip', 'sign indeterminacy'],
    definition:
      'The freedom to flip a pair of singular vectors $\\mathbf{u}_j$ and $\\mathbf{v}_j$ together without changing $\\sigma_j\\mathbf{u}_j\\mathbf{v}_j^\\top$, so each principal direction and its scores are defined only up to sign. Two libraries can return mirror images of the same PCA, with the samples in the same order along each component, read from the other end.',
    section: '/dimensionality-reduction#pca-through-the-svd',
    related: ['singular-vectors', 'principal-direction', 'principal-component-scores'],
  },
  {
    id: 'randomised-svd',
    term: 'randomised SVD',
    aliases: ['randomized SVD', 'randomised PCA', 'randomized PCA'],
    definition:
      "A way to compute only the top $d'$ singular vectors of a large matrix by multiplying it by a few random vectors and working in the small subspace that the products span. It is far cheaper than a full SVD, which costs about $n d \\min(n, d)$ operations, and scikit-learn's PCA switches to it for large data when $d'$ is small.",
    section: '/dimensionality-reduction#pca-through-the-svd',
    related: ['singular-value-decomposition', 'truncated-svd', 'principal-component-analysis'],
  },
  {
    id: 'explained-variance-ratio',
    term: 'explained variance ratio',
    aliases: ['explained variance', 'proportion of variance explained', 'PVE', 'explained_variance_ratio_'],
    definition:
      'The fraction of the total variance carried by principal component $j$, equal to its share of the energy of the centred data. It is computed from squared singular values, never unsquared ones, and summed over the kept components it gives the fraction of variance kept.',
    formula: '\\frac{\\nu_j}{\\sum_{l=1}^{d} \\nu_l} = \\frac{\\sigma_j^2}{\\sum_{l} \\sigma_l^2}',
    section: '/dimensionality-reduction#explained-variance',
    related: ['cumulative-explained-variance', 'energy-of-a-component', 'scree-plot'],
  },
  {
    id: 'cumulative-explained-variance',
    term: 'cumulative explained variance',
    aliases: ['fraction of variance kept', 'fraction of energy kept', 'energy fraction', 'variance kept'],
    definition:
      "The fraction $E_{d'}$ of the total energy that the first $d'$ components keep, which equals one minus the relative squared reconstruction error. With singular values $8, 5, 4, 2, 1$ it is 58.2%, 80.9%, 95.5%, 99.1% and 100% for $d' = 1$ to 5.",
    formula:
      "E_{d'} = \\frac{\\sum_{j=1}^{d'} \\sigma_j^2}{\\sum_{j} \\sigma_j^2} = 1 - \\frac{\\norm{\\tilde{\\mathbf{X}} - \\tilde{\\mathbf{X}}_{d'}}_F^2}{\\norm{\\tilde{\\mathbf{X}}}_F^2}",
    section: '/dimensionality-reduction#choosing-d',
    related: ['explained-variance-ratio', 'variance-threshold-rule', 'number-of-components'],
  },
  {
    id: 'number-of-components',
    term: 'number of components',
    aliases: ['number of PCA components', 'n_components', 'reduced dimension', 'target dimension'],
    definition:
      "The dimension $d'$ of the reduced representation, such as the number of principal components PCA keeps (scikit-learn's `n_components`). The training reconstruction error cannot choose it, since it falls to zero at $d' = d$; a bend in the scree plot, the point where held-out reconstruction error stops falling, a variance threshold or the cross-validated error of a later model can.",
    section: '/dimensionality-reduction#choosing-d',
    related: ['scree-plot', 'variance-threshold-rule', 'cumulative-explained-variance', 'noise-floor'],
  },
  {
    id: 'variance-threshold-rule',
    term: 'variance threshold rule',
    aliases: ['80% rule', '90% variance rule', '95% variance rule', 'explained variance threshold'],
    definition:
      "The rule of thumb that keeps the smallest number of components $d'$ whose cumulative explained variance $E_{d'}$ reaches a chosen fraction, such as 80%, 90% or 95%. It is quick but cannot know how much of the energy is noise, so the spectrum's bend (the scree plot) is better evidence: on synthetic data with a rank-5 signal, the 80% rule stops at $d' = 4$ and the 90% rule needs $d' = 12$.",
    section: '/dimensionality-reduction#choosing-d',
    related: ['cumulative-explained-variance', 'number-of-components', 'scree-plot', 'noise-floor'],
  },
  {
    id: 'scree-plot',
    term: 'scree plot',
    aliases: ['scree', 'scree test', 'eigenvalue plot'],
    definition:
      "A plot of each component's energy or explained variance ratio against its index, in decreasing order. The components before the bend, where the values flatten into a noise floor, carry the signal; the bend is usually better evidence for $d'$ than a fixed variance threshold.",
    section: '/dimensionality-reduction#when-the-rule-misleads',
    related: ['noise-floor', 'number-of-components', 'explained-variance-ratio', 'elbow-method'],
  },
  {
    id: 'noise-floor',
    term: 'noise floor',
    aliases: ['flat tail of the spectrum'],
    definition:
      'The run of small, nearly equal energies at the end of a spectrum, made by noise spread evenly over every direction. Noise with standard deviation 0.6 on each feature of $n = 400$ samples gives each such direction an energy near $400 \\cdot 0.6^2 = 144$, a singular value near 12; the components above the floor are signal.',
    section: '/dimensionality-reduction#when-the-rule-misleads',
    related: ['scree-plot', 'number-of-components', 'variance-threshold-rule'],
  },
  {
    id: 'intrinsic-dimension',
    term: 'intrinsic dimension',
    aliases: ['intrinsic dimensionality'],
    definition:
      'The number of coordinates needed to describe the data locally, often far smaller than the number of features $d$: a swiss roll in $\\R^3$ has intrinsic dimension 2. Real data rarely fill $\\R^d$ uniformly, and a small intrinsic dimension is what lets dimensionality reduction escape the curse of dimensionality.',
    section: '/dimensionality-reduction#the-curse-of-dimensionality',
    related: ['manifold', 'dimensionality-reduction', 'swiss-roll'],
  },
  {
    id: 'manifold',
    term: 'manifold',
    aliases: ['data manifold', 'low-dimensional manifold'],
    definition:
      'A surface of low intrinsic dimension inside $\\R^d$ that is nearly flat over short distances but may be curved as a whole, such as a rolled-up sheet. Many data sets lie near one, images of an object under a rotating viewpoint for instance, and nonlinear methods such as isomap try to unroll it.',
    section: '/dimensionality-reduction#isomap',
    related: ['intrinsic-dimension', 'geodesic-distance', 'isomap', 'swiss-roll'],
  },
  {
    id: 'geodesic-distance',
    term: 'geodesic distance',
    aliases: ['geodesic', 'geodesic distances'],
    definition:
      'The length of the shortest route between two points travelled along a manifold, as opposed to the straight-line Euclidean distance, which may cut across a gap such as the one between the turns of a rolled-up sheet. Isomap estimates it by the length of the shortest path in a neighbourhood graph.',
    section: '/dimensionality-reduction#geodesic-distances',
    related: ['manifold', 'isomap', 'neighbourhood-graph', 'short-circuit'],
  },
  {
    id: 'isomap',
    term: 'isomap',
    aliases: ['isometric mapping', 'isometric feature mapping'],
    definition:
      "A nonlinear dimensionality reduction that estimates geodesic distances by shortest paths in a $k_{\\text{nn}}$-nearest-neighbour graph and then, by classical MDS, finds points in $\\R^{d'}$ whose Euclidean distances match them. It can lay a curved sheet such as a swiss roll flat, but it needs dense samples, a well-chosen $k_{\\text{nn}}$ and a manifold without holes, and it costs $O(n^3)$ time.",
    section: '/dimensionality-reduction#isomap',
    related: ['neighbourhood-graph', 'geodesic-distance', 'classical-multidimensional-scaling', 'short-circuit', 'swiss-roll', 'manifold'],
  },
  {
    id: 'neighbourhood-graph',
    term: 'neighbourhood graph',
    aliases: ['neighborhood graph', 'k-nearest-neighbour graph', 'k-nearest-neighbor graph', 'kNN graph'],
    definition:
      'A graph that joins each sample to its $k_{\\text{nn}}$ nearest neighbours, or to all samples within a fixed radius, with edges weighted by their Euclidean length and kept if either endpoint chose them. Its short edges follow a smooth manifold closely, so paths in it approximate distances along the manifold; too few neighbours disconnect it, too many create short circuits.',
    section: '/dimensionality-reduction#neighbourhood-graph',
    related: ['isomap', 'short-circuit', 'geodesic-distance'],
  },
  {
    id: 'short-circuit',
    term: 'short circuit',
    aliases: ['short-circuit edge', 'shortcut edge'],
    definition:
      'An edge of a neighbourhood graph that jumps across the gap between two layers of a manifold, joining points that are far apart along it. Every shortest path that uses it underestimates the geodesic distance, so the embedding folds or bends; it appears when $k_{\\text{nn}}$ is too large or the data are noisy.',
    section: '/dimensionality-reduction#neighbourhood-graph',
    related: ['neighbourhood-graph', 'geodesic-distance', 'isomap'],
  },
  {
    id: 'classical-multidimensional-scaling',
    term: 'classical multidimensional scaling',
    aliases: ['classical MDS', 'MDS', 'multidimensional scaling', 'Torgerson scaling', 'principal coordinates analysis', 'PCoA'],
    definition:
      "A method that turns a matrix of pairwise distances into coordinates: double centring the squared distances with the centring matrix $\\mathbf{H} = \\mathbf{I} - \\frac{1}{n}\\mathbf{1}\\mathbf{1}^\\top$ gives a Gram matrix $\\mathbf{B}$, and its top $d'$ eigenvectors $\\mathbf{e}_j$, scaled by the square roots of their eigenvalues $\\nu_j$, are the coordinates. Given the Euclidean distances of the data it returns exactly the PCA scores; isomap applies it to geodesic distances.",
    formula:
      "\\mathbf{B} = -\\frac{1}{2} \\mathbf{H} \\boldsymbol{\\Delta}^{(2)} \\mathbf{H}, \\qquad \\mathbf{Z} = \\left[\\sqrt{\\nu_1}\\,\\mathbf{e}_1, \\dots, \\sqrt{\\nu_{d'}}\\,\\mathbf{e}_{d'}\\right]",
    section: '/dimensionality-reduction#classical-mds',
    related: ['double-centring', 'isomap', 'principal-component-scores'],
  },
  {
    id: 'double-centring',
    term: 'double centring',
    aliases: ['double centering', 'centring matrix', 'centering matrix'],
    definition:
      "Multiplying a matrix on both sides by the centring matrix $\\mathbf{H}$, which subtracts each row's and each column's mean and adds back the grand mean. Applied to the matrix of squared distances, times $-\\frac{1}{2}$, it recovers the Gram matrix of the centred points; applied to a kernel matrix, it centres the features, as kernel PCA needs.",
    formula: '\\mathbf{H} = \\mathbf{I} - \\frac{1}{n}\\mathbf{1}\\mathbf{1}^\\top',
    section: '/dimensionality-reduction#classical-mds',
    related: ['classical-multidimensional-scaling', 'kernel-pca', 'centring'],
  },
  {
    id: 'swiss-roll',
    term: 'swiss roll',
    aliases: ['swiss roll data set', 'swiss roll dataset'],
    definition:
      'A standard test set for nonlinear dimensionality reduction: a flat two-dimensional sheet rolled into a spiral in $\\R^3$, with points $(\\phi\\cos\\phi, \\, s, \\, \\phi\\sin\\phi)$. No plane keeps its structure, so PCA stacks the turns on top of each other, while isomap with a well-chosen $k_{\\text{nn}}$ unrolls it into a strip.',
    section: '/dimensionality-reduction#isomap-on-a-swiss-roll',
    related: ['isomap', 'manifold', 'intrinsic-dimension'],
  },
  {
    id: 't-sne',
    term: 't-SNE',
    aliases: ['tSNE', 't-distributed stochastic neighbour embedding', 't-distributed stochastic neighbor embedding'],
    definition:
      'A nonlinear embedding for visualisation that turns distances into neighbour probabilities $p_{ij}$ with Gaussians of adaptive width, gives the map points Student-t affinities $q_{ij}$, and moves them by gradient descent to minimise the Kullback-Leibler divergence between the two. It keeps who is near whom, but the size of a group in the map says nothing about its spread in the data, distances between groups say little, and it gives no map for new points.',
    formula: 'C = \\sum_{i \\ne j} p_{ij} \\log \\frac{p_{ij}}{q_{ij}}',
    section: '/dimensionality-reduction#t-sne',
    related: ['perplexity', 'kullback-leibler-divergence', 'student-t-affinity', 'umap'],
  },
  {
    id: 'perplexity',
    term: 'perplexity',
    aliases: ['t-SNE perplexity'],
    definition:
      "The hyperparameter of t-SNE that sets each Gaussian width $\\sigma_i$, found by bisection so that the neighbour distribution $p_{\\cdot \\mid i}$ has perplexity $2^{H_i}$, where $H_i$ is its entropy in bits. It acts as a smooth count of neighbours, an effective number of them, usually between 5 and 50 and below $n$: small values show fine local structure, larger ones more of the global arrangement. A language model's perplexity is another quantity: the exponential of its mean per-token cross-entropy, the effective number of equally likely choices of token it is as unsure as (perplexity of a language model).",
    formula: '2^{H_i}, \\qquad H_i = -\\sum_{j} p_{j \\mid i} \\log_2 p_{j \\mid i}',
    section: '/dimensionality-reduction#perplexity',
    related: ['t-sne', 'student-t-affinity'],
  },
  {
    id: 'student-t-affinity',
    term: 'Student-t affinity',
    aliases: ['Student-t kernel', 'heavy-tailed affinity', 'Cauchy kernel'],
    definition:
      'The similarity t-SNE gives two map points, $u_{ij} = (1 + \\norm{\\mathbf{z}_i - \\mathbf{z}_j}_2^2)^{-1}$, a Student-t density with one degree of freedom, normalised over all pairs into $q_{ij}$. Its heavy tail lets a moderate distance in the data become a large one in the map at little cost, which leaves room between groups instead of crowding them in the middle.',
    formula: "q_{ij} = \\frac{u_{ij}}{\\sum_{l \\ne l'} u_{l l'}}, \\qquad u_{ij} = \\left(1 + \\norm{\\mathbf{z}_i - \\mathbf{z}_j}_2^2\\right)^{-1}",
    section: '/dimensionality-reduction#neighbours-as-probabilities',
    related: ['t-sne', 'kullback-leibler-divergence', 'perplexity'],
  },
  {
    id: 'kullback-leibler-divergence',
    term: 'Kullback-Leibler divergence',
    aliases: ['KL divergence', 'relative entropy', 'KL'],
    definition:
      'A measure of how much a probability distribution $P$ differs from a reference $Q$; it is never negative, is zero only when the two are equal, and is not symmetric. t-SNE minimises it between the neighbour probabilities $p_{ij}$ of the data and $q_{ij}$ of the map, which punishes placing true neighbours far apart much more than placing non-neighbours close together.',
    formula: '\\mathrm{KL}(P \\,\\|\\, Q) = \\sum_{i \\ne j} p_{ij} \\log \\frac{p_{ij}}{q_{ij}}',
    section: '/dimensionality-reduction#neighbours-as-probabilities',
    related: ['t-sne', 'student-t-affinity'],
  },
  {
    id: 'umap',
    term: 'UMAP',
    aliases: ['uniform manifold approximation and projection'],
    definition:
      "A nonlinear embedding in the spirit of t-SNE: it builds a graph of each point's $k_{\\text{nn}}$ nearest neighbours with locally adapted widths and lays out a low-dimensional graph that matches it, optimised with sampled attractive and repulsive pairs. It is faster than t-SNE on large data and tends to keep more of the global arrangement, but the sizes of its groups and the gaps between them are still not measurements.",
    section: '/dimensionality-reduction#what-the-maps-distances-mean',
    related: ['t-sne', 'neighbourhood-graph'],
  },
  {
    id: 'kernel-pca',
    term: 'kernel PCA',
    aliases: ['kernel principal component analysis', 'KPCA', 'KernelPCA'],
    definition:
      "PCA carried out after a nonlinear feature map $\\boldsymbol{\\phi}$ known only through a kernel $k(\\mathbf{x}, \\mathbf{x}')$: it eigendecomposes the centred $n \\times n$ kernel matrix $\\tilde{\\mathbf{K}} = \\mathbf{H}\\mathbf{K}\\mathbf{H}$, and the score of sample $i$ on a component is $n\\nu\\, a_i$. It finds nonlinear structure at $O(n^3)$ cost, with a kernel to choose and no direct way back from a score to a point in $\\R^d$.",
    formula: '\\tilde{\\mathbf{K}}\\mathbf{a} = n\\nu\\,\\mathbf{a}',
    section: '/dimensionality-reduction#kernel-pca',
    related: ['principal-component-analysis', 'double-centring', 'isomap'],
  },
];
