/** Glossary entries for the terms the nonparametric lecture teaches (content/glossary/glossary-schema.ts). */
import type { GlossaryEntryInput } from './glossary-schema.ts';

export const nonparametricTerms: GlossaryEntryInput[] = [
  {
    id: 'parametric-model',
    term: 'Parametric model',
    aliases: ['parametric method', 'parametric learning'],
    definition:
      'A model whose form is fixed before it sees data and is summarised by a fixed number of parameters $\\boldsymbol{\\theta}$, such as the $d + 1$ numbers $\\mathbf{w}, b$ of a linear model. Once fitted, the training set can be discarded and a prediction costs the same whatever $n$ is, but no amount of data corrects a wrong functional form.',
    section: '/nonparametric#parametric-vs-non-parametric',
    related: ['non-parametric-model', 'k-nearest-neighbours'],
  },
  {
    id: 'non-parametric-model',
    term: 'Non-parametric model',
    aliases: ['nonparametric model', 'non-parametric method', 'nonparametric methods', 'non-parametric learning', 'nonparametric learning'],
    definition:
      'A model whose complexity is not fixed in advance but grows with $n$, the number of training samples, unlike a parametric model, which fixes a functional form with a fixed number of parameters; so it assumes little about the shape of the target (only, for nearest neighbours, that nearby inputs have similar outputs). Nearest-neighbour methods, which keep the whole training set and predict from it, kernel regression and fully grown decision trees are examples; they still have hyperparameters, such as $k_{\\text{nn}}$ or a bandwidth $h$, but no fixed-length summary of the data.',
    section: '/nonparametric#parametric-vs-non-parametric',
    related: ['parametric-model', 'instance-based-learning', 'k-nearest-neighbours', 'kernel-regression', 'decision-tree'],
  },
  {
    id: 'instance-based-learning',
    term: 'Instance-based learning',
    aliases: ['memory-based learning', 'lazy learning', 'lazy learner', 'instance based learning'],
    definition:
      'Learning that stores the training examples themselves and defers all work to prediction time, when the examples most similar to the query are looked up and combined. k-nearest neighbours is the standard case: its "training" is storing the data, and each query pays for the search.',
    section: '/nonparametric#parametric-vs-non-parametric',
    related: ['non-parametric-model', 'k-nearest-neighbours', 'brute-force-search'],
  },
  {
    id: 'distance-metric',
    term: 'Distance metric',
    aliases: ['distance function', 'metric axioms', 'metric space'],
    definition:
      'A function $\\operatorname{dist}(\\mathbf{u}, \\mathbf{v}) \\ge 0$ that is zero exactly when $\\mathbf{u} = \\mathbf{v}$, symmetric, and satisfies the triangle inequality; in nearest-neighbour methods it defines what "similar" means. k-NN only needs the ranking it induces, but search trees that prune rely on the triangle inequality.',
    section: '/nonparametric#distance-metrics',
    related: ['triangle-inequality', 'euclidean-distance', 'manhattan-distance', 'minkowski-distance', 'similarity-measure'],
  },
  {
    id: 'triangle-inequality',
    term: 'Triangle inequality',
    aliases: ['triangle rule'],
    definition:
      'The property $\\operatorname{dist}(\\mathbf{u}, \\mathbf{z}) \\le \\operatorname{dist}(\\mathbf{u}, \\mathbf{v}) + \\operatorname{dist}(\\mathbf{v}, \\mathbf{z})$ that a distance must have to be a metric: a detour through a third point is never shorter. Ball trees use it to skip regions of space safely, and functions that break it, such as the Minkowski formula with $p < 1$ or the cosine distance $1 - \\cos$, are not metrics.',
    formula:
      '\\operatorname{dist}(\\mathbf{u}, \\mathbf{z}) \\le \\operatorname{dist}(\\mathbf{u}, \\mathbf{v}) + \\operatorname{dist}(\\mathbf{v}, \\mathbf{z})',
    section: '/nonparametric#distance-metrics',
    related: ['distance-metric', 'ball-tree', 'minkowski-distance'],
  },
  {
    id: 'euclidean-distance',
    term: 'Euclidean distance',
    aliases: ['L2 distance', 'straight-line distance', 'euclidian distance'],
    definition:
      'The straight-line distance $\\lVert \\mathbf{u} - \\mathbf{v} \\rVert_2$, the square root of the sum of squared coordinate differences, and the default distance for real-valued features after standardising. It is unchanged by rotations, and because it squares differences, one large coordinate gap can dominate it.',
    formula: '\\lVert \\mathbf{u} - \\mathbf{v} \\rVert_2 = \\sqrt{\\sum_{j=1}^{d} (u_j - v_j)^2}',
    section: '/nonparametric#distance-metrics',
    related: ['manhattan-distance', 'minkowski-distance', 'feature-scaling-for-distances', 'mahalanobis-distance'],
  },
  {
    id: 'manhattan-distance',
    term: 'Manhattan distance',
    aliases: ['L1 distance', 'city-block distance', 'taxicab distance', 'cityblock distance'],
    definition:
      'The sum of absolute coordinate differences, $\\lVert \\mathbf{u} - \\mathbf{v} \\rVert_1$, the length of a path along the axes. Since nothing is squared, one large coordinate difference counts less than under the Euclidean distance, and it is often preferred in higher dimension.',
    formula: '\\lVert \\mathbf{u} - \\mathbf{v} \\rVert_1 = \\sum_{j=1}^{d} \\lvert u_j - v_j \\rvert',
    section: '/nonparametric#distance-metrics',
    related: ['euclidean-distance', 'minkowski-distance', 'hamming-distance'],
  },
  {
    id: 'minkowski-distance',
    term: 'Minkowski distance',
    aliases: ['Lp distance', 'L_p distance', 'Minkowski metric'],
    definition:
      'The family of distances $\\lVert \\mathbf{u} - \\mathbf{v} \\rVert_p$ for $p \\ge 1$, which gives the Manhattan distance at $p = 1$, the Euclidean at $p = 2$ and the Chebyshev distance as $p \\to \\infty$. The exponent $p$ can be tuned by validation; below $p = 1$ the formula breaks the triangle inequality and is no longer a metric.',
    formula: '\\lVert \\mathbf{u} - \\mathbf{v} \\rVert_p = \\left(\\sum_{j=1}^{d} \\lvert u_j - v_j \\rvert^p\\right)^{1/p}, \\quad p \\ge 1',
    section: '/nonparametric#distance-metrics',
    related: ['euclidean-distance', 'manhattan-distance', 'chebyshev-distance', 'triangle-inequality'],
  },
  {
    id: 'chebyshev-distance',
    term: 'Chebyshev distance',
    aliases: ['L-infinity distance', 'L∞ distance', 'maximum distance', 'chessboard distance'],
    definition:
      'The largest absolute coordinate difference, $\\max_j \\lvert u_j - v_j \\rvert$, which is the limit of the Minkowski distance as $p \\to \\infty$. It judges two points by their worst coordinate alone.',
    formula: '\\lVert \\mathbf{u} - \\mathbf{v} \\rVert_\\infty = \\max_{j} \\lvert u_j - v_j \\rvert',
    section: '/nonparametric#distance-metrics',
    related: ['minkowski-distance'],
  },
  {
    id: 'hamming-distance',
    term: 'Hamming distance',
    aliases: ['mismatch count'],
    definition:
      'The number of coordinates on which two equal-length vectors or strings differ, $\\sum_{j} \\mathbb{I}[u_j \\ne v_j]$, used for binary and categorical attributes. It ignores how different two categories are, and on 0/1 vectors it equals both the $L_1$ distance and the squared $L_2$ distance.',
    formula: '\\operatorname{dist}_H(\\mathbf{u}, \\mathbf{v}) = \\sum_{j=1}^{d} \\mathbb{I}[u_j \\ne v_j]',
    section: '/nonparametric#distance-metrics',
    related: ['manhattan-distance', 'jaccard-distance'],
  },
  {
    id: 'jaccard-distance',
    term: 'Jaccard distance',
    aliases: ['Jaccard similarity', 'Jaccard index', 'Jaccard coefficient'],
    definition:
      'For two sets $A$ and $B$, one minus the Jaccard similarity $\\lvert A \\cap B \\rvert / \\lvert A \\cup B \\rvert$, the share of their combined elements that they have in common. It suits baskets, tags and other sparse presence data, because items missing from both sets do not make them more alike.',
    formula: '\\operatorname{dist}_J(A, B) = 1 - \\frac{\\lvert A \\cap B \\rvert}{\\lvert A \\cup B \\rvert}',
    section: '/nonparametric#distance-metrics',
    related: ['hamming-distance', 'similarity-measure'],
  },
  {
    id: 'similarity-measure',
    term: 'Similarity measure',
    aliases: ['distance to similarity'],
    definition:
      'A score that is large for alike objects, obtained from a distance by any strictly decreasing function, such as $1/(1 + \\operatorname{dist})$ or the Gaussian $\\exp(-\\operatorname{dist}^2 / (2h^2))$. Such a transform never changes which points are nearest, only the values that weighted methods use.',
    section: '/nonparametric#from-distance-to-similarity',
    related: ['distance-metric', 'cosine-similarity', 'bandwidth', 'weighted-k-nearest-neighbours'],
  },
  {
    id: 'cosine-similarity',
    term: 'Cosine similarity',
    aliases: ['cosine distance', 'cosine similarity measure'],
    definition:
      'The cosine of the angle between two vectors, $\\mathbf{u}^\\top \\mathbf{v} / (\\lVert \\mathbf{u} \\rVert_2 \\lVert \\mathbf{v} \\rVert_2)$, which compares directions and ignores lengths, as suits text and embeddings. For unit-length vectors $\\lVert \\mathbf{u} - \\mathbf{v} \\rVert_2^2 = 2 - 2\\cos(\\mathbf{u}, \\mathbf{v})$, so after normalising, Euclidean distance and cosine similarity give the same neighbours.',
    formula: '\\cos(\\mathbf{u}, \\mathbf{v}) = \\frac{\\mathbf{u}^\\top \\mathbf{v}}{\\lVert \\mathbf{u} \\rVert_2 \\, \\lVert \\mathbf{v} \\rVert_2}',
    section: '/nonparametric#from-distance-to-similarity',
    related: ['similarity-measure', 'euclidean-distance', 'locality-sensitive-hashing'],
  },
  {
    id: 'k-nearest-neighbours',
    term: 'k-nearest neighbours',
    aliases: ['k-NN', 'KNN', 'kNN', 'k-nearest neighbors', 'k nearest neighbours', 'nearest neighbour classifier', 'k-NN classifier', 'KNeighborsClassifier'],
    definition:
      'A method that predicts for a query $\\mathbf{x}$ from the $k_{\\text{nn}}$ training points closest to it under a chosen distance: the majority label among them for classification, their mean target for regression. It fits nothing but the stored data, can draw boundaries of any shape, and depends entirely on the distance, the feature scaling and the choice of $k_{\\text{nn}}$.',
    formula: '\\hat{y} = \\argmax_{k} \\sum_{i \\in N(\\mathbf{x})} \\mathbb{I}[y_i = k]',
    section: '/nonparametric#the-k-nn-algorithm',
    related: ['number-of-neighbours', 'k-nn-regression', 'k-nn-posterior-estimate', 'distance-metric', 'instance-based-learning'],
  },
  {
    id: 'k-nn-posterior-estimate',
    term: 'k-NN class probability',
    aliases: ['k-NN posterior estimate', 'neighbour vote share', 'k-NN predict_proba'],
    definition:
      "The share of the $k_{\\text{nn}}$ nearest neighbours that carry class $k$, $\\hat{p}(y = k \\mid \\mathbf{x}) = v_k / k_{\\text{nn}}$, which k-NN uses as its estimate of the class posterior. It is Bayes' rule applied to density estimates in the ball holding the $k_{\\text{nn}}$ neighbours: the ball's volume and the class frequencies cancel.",
    formula: '\\hat{p}(y = k \\mid \\mathbf{x}) = \\frac{1}{k_{\\text{nn}}} \\sum_{i \\in N(\\mathbf{x})} \\mathbb{I}[y_i = k] = \\frac{v_k}{k_{\\text{nn}}}',
    section: '/nonparametric#classification',
    related: ['k-nearest-neighbours', 'k-nn-density-estimate'],
  },
  {
    id: 'k-nn-density-estimate',
    term: 'k-NN density estimate',
    aliases: ['nearest-neighbour density estimate', 'k-nearest neighbour density estimate'],
    definition:
      'An estimate of the input density at $\\mathbf{x}$ from the volume $V$ of the smallest ball around $\\mathbf{x}$ that holds $k_{\\text{nn}}$ of the $n$ training points, $\\hat{p}(\\mathbf{x}) = k_{\\text{nn}} / (nV)$. Its window is small where data are dense and large where they are sparse, and it underlies the derivation of the k-NN vote.',
    formula: '\\hat{p}(\\mathbf{x}) = \\frac{k_{\\text{nn}}}{n V}',
    section: '/nonparametric#classification',
    related: ['k-nn-posterior-estimate', 'radius-neighbours'],
  },
  {
    id: 'k-nn-regression',
    term: 'k-NN regression',
    aliases: ['k-nearest neighbours regression', 'nearest neighbour regression', 'KNN regressor', 'KNeighborsRegressor', 'k-NN regressor'],
    definition:
      "k-nearest neighbours for a real-valued target: the prediction is the mean of the $k_{\\text{nn}}$ nearest neighbours' targets, the constant that fits them best in squared error (the median under absolute error). The prediction is piecewise constant and jumps wherever the set of neighbours changes.",
    formula: '\\hat{y}(\\mathbf{x}) = \\frac{1}{k_{\\text{nn}}} \\sum_{i \\in N(\\mathbf{x})} y_i',
    section: '/nonparametric#regression',
    related: ['k-nearest-neighbours', 'kernel-regression', 'k-nn-bias-variance'],
  },
  {
    id: 'number-of-neighbours',
    term: 'Number of neighbours',
    aliases: ['k in k-NN', 'number of nearest neighbours', 'n_neighbors', 'number of neighbors', 'value of k'],
    definition:
      'The hyperparameter $k_{\\text{nn}}$ of k-NN, the count of nearest training points that vote or are averaged. A small $k_{\\text{nn}}$ gives jagged boundaries with low bias and high variance, a large one smooth boundaries with high bias, and $k_{\\text{nn}} = n$ predicts the overall majority everywhere; it is chosen by cross-validation, odd for two classes to avoid tied votes.',
    section: '/nonparametric#the-effect-of-k',
    related: ['k-nearest-neighbours', 'k-nn-bias-variance', 'tied-vote'],
  },
  {
    id: 'tied-vote',
    term: 'Tied vote',
    aliases: ['ties in k-NN', 'tie-breaking', 'tie breaking', 'distance ties'],
    definition:
      'A k-NN vote in which two classes get the same count, or a neighbourhood in which several points sit at exactly the distance of the $k_{\\text{nn}}$-th one, so that the prediction depends on a tie-breaking rule (lowest index, random pick). Odd $k_{\\text{nn}}$ rules out tied votes between two classes, and distance weights break most other ties.',
    section: '/nonparametric#worked-example',
    related: ['number-of-neighbours', 'weighted-k-nearest-neighbours'],
  },
  {
    id: 'k-nn-bias-variance',
    term: 'k-NN bias–variance decomposition',
    aliases: ['bias and variance of k-NN', 'k-NN bias variance trade-off'],
    definition:
      "For $y = f(\\mathbf{x}) + \\varepsilon$ with noise variance $\\sigma^2$ and fixed training inputs, the expected squared error of k-NN regression at $\\mathbf{x}_0$ is the irreducible noise $\\sigma^2$, plus the squared bias, the squared gap between $f(\\mathbf{x}_0)$ and the neighbours' mean $\\bar{f}(\\mathbf{x}_0)$, plus the variance $\\sigma^2 / k_{\\text{nn}}$. Raising $k_{\\text{nn}}$ shrinks the variance but widens the neighbourhood, which increases the bias.",
    formula:
      '\\E\\left[\\left(y_0 - \\hat{f}(\\mathbf{x}_0)\\right)^2\\right] = \\sigma^2 + \\left(f(\\mathbf{x}_0) - \\bar{f}(\\mathbf{x}_0)\\right)^2 + \\frac{\\sigma^2}{k_{\\text{nn}}}',
    section: '/nonparametric#bias-and-variance-of-k-nn-regression',
    related: ['number-of-neighbours', 'k-nn-regression', 'effective-number-of-parameters'],
  },
  {
    id: 'effective-number-of-parameters',
    term: 'Effective number of parameters of k-NN',
    aliases: ['k-NN effective parameters', 'n over k'],
    definition:
      'A rough measure of the complexity of k-NN, about $n / k_{\\text{nn}}$: if the neighbourhoods did not overlap, the data would fall into that many groups, each summarised by one mean. It explains why a small $k_{\\text{nn}}$ behaves like a flexible model with many parameters and a large $k_{\\text{nn}}$ like a simple one.',
    section: '/nonparametric#bias-and-variance-of-k-nn-regression',
    related: ['k-nn-bias-variance', 'number-of-neighbours'],
  },
  {
    id: 'nested-cross-validation',
    term: 'Nested cross-validation',
    aliases: ['nested CV', 'double cross-validation', 'nested cross validation'],
    definition:
      "Cross-validation with two loops: an inner loop chooses a hyperparameter (such as $k_{\\text{nn}}$) on each outer training part, and the outer loop measures the error of the whole selection procedure on data it never saw. It is needed because the best score of many noisy candidates is biased downwards, so it is not an honest estimate of the chosen model's error.",
    section: '/nonparametric#choosing-the-number-of-neighbours-by-cross-validation',
    related: ['number-of-neighbours'],
  },
  {
    id: 'cover-hart-bound',
    term: 'Cover–Hart bound',
    aliases: ['Cover and Hart theorem', 'Cover-Hart inequality', '1-NN error bound', 'twice the Bayes error'],
    definition:
      'The result that, for two classes, as $n \\to \\infty$ with independent, identically distributed samples and a continuous posterior, the error of the one-nearest-neighbour rule lies between the Bayes error $R^*$ and $2R^*(1 - R^*)$, so at most twice $R^*$. It is a statement about unlimited data and says nothing about 1-NN on a finite sample, least of all in high dimension.',
    formula: 'R^* \\le R_{1\\text{NN}} \\le 2 R^* (1 - R^*) \\le 2 R^*',
    section: '/nonparametric#one-neighbour-in-the-limit',
    related: ['one-nearest-neighbour', 'k-nearest-neighbours'],
  },
  {
    id: 'one-nearest-neighbour',
    term: '1-NN classifier',
    aliases: ['one-nearest-neighbour', '1-nearest neighbour', 'nearest neighbour rule', '1NN', 'one nearest neighbor'],
    definition:
      'k-NN with $k_{\\text{nn}} = 1$: each query takes the label of the single closest training point, which makes the training error zero (unless identical inputs carry different labels) and the boundary follow every noisy point. Its decision regions are the Voronoi cells of the training points, coloured by their labels.',
    section: '/nonparametric#one-neighbour-in-the-limit',
    related: ['cover-hart-bound', 'voronoi-diagram', 'number-of-neighbours'],
  },
  {
    id: 'curse-of-dimensionality',
    term: 'Curse of dimensionality',
    aliases: ['dimensionality curse', 'high-dimensional data problem'],
    definition:
      'The set of effects that make neighbourhood methods fail as the number of features $d$ grows: a cube holding a fraction $r$ of uniform data needs edge $r^{1/d}$, so neighbourhoods stop being local, the nearest point is far, and all distances become nearly equal. The data needed to keep neighbourhoods small grows exponentially with $d$, unless the data lie near a lower-dimensional structure.',
    formula: 'e_d(r) = r^{1/d}',
    section: '/nonparametric#curse-of-dimensionality',
    related: ['distance-concentration', 'k-nearest-neighbours', 'metric-learning'],
  },
  {
    id: 'distance-concentration',
    term: 'Concentration of distances',
    aliases: ['distance concentration', 'distances concentrate'],
    definition:
      'In high dimension, the distances from a query to all training points become nearly equal relative to their size, so "nearest" carries little information. For independent uniform coordinates, the standard deviation of a squared Euclidean distance divided by its mean is about $1.18/\\sqrt{d}$.',
    formula:
      '\\frac{\\text{sd}\\left(\\lVert \\mathbf{u} - \\mathbf{v} \\rVert_2^2\\right)}{\\E\\left[\\lVert \\mathbf{u} - \\mathbf{v} \\rVert_2^2\\right]} = \\frac{\\sqrt{7 d / 180}}{d / 6} \\approx \\frac{1.18}{\\sqrt{d}}',
    section: '/nonparametric#curse-of-dimensionality',
    related: ['curse-of-dimensionality'],
  },
  {
    id: 'feature-scaling-for-distances',
    term: 'Feature scaling for k-NN',
    aliases: ['scaling features for k-NN', 'k-NN standardisation', 'k-NN standardization', 'normalising features for KNN'],
    definition:
      'Putting features on comparable scales before computing distances, usually by standardising each one with its training mean and standard deviation, $\\tilde{x}_j = (x_j - \\mu_j)/s_j$, or by min-max scaling to $[0, 1]$. Without it the feature in the largest units decides which points are nearest, and the statistics must come from the training set alone.',
    formula: '\\tilde{x}_j = \\frac{x_j - \\mu_j}{s_j}',
    section: '/nonparametric#scaling-features',
    related: ['euclidean-distance', 'mahalanobis-distance', 'k-nearest-neighbours', 'decision-tree'],
  },
  {
    id: 'mahalanobis-distance',
    term: 'Mahalanobis distance',
    aliases: ['Mahalanobis metric'],
    definition:
      'The distance $\\sqrt{(\\mathbf{u} - \\mathbf{v})^\\top \\boldsymbol{\\Sigma}^{-1} (\\mathbf{u} - \\mathbf{v})}$, which accounts for the scales and correlations of the features through a covariance matrix $\\boldsymbol{\\Sigma}$. It equals the Euclidean distance after the whitening map $\\mathbf{x} \\mapsto \\mathbf{G}^{-1}\\mathbf{x}$ with $\\boldsymbol{\\Sigma} = \\mathbf{G}\\mathbf{G}^\\top$, and standardising is its case with a diagonal $\\boldsymbol{\\Sigma}$.',
    formula:
      '\\operatorname{dist}_M(\\mathbf{u}, \\mathbf{v}) = \\sqrt{(\\mathbf{u} - \\mathbf{v})^\\top \\boldsymbol{\\Sigma}^{-1} (\\mathbf{u} - \\mathbf{v})}',
    section: '/nonparametric#scaling-features',
    related: ['feature-scaling-for-distances', 'metric-learning', 'euclidean-distance'],
  },
  {
    id: 'metric-learning',
    term: 'Metric learning',
    aliases: ['distance metric learning', 'learned metric'],
    definition:
      "Choosing the distance from data, typically the matrix of a Mahalanobis distance, so that a point's nearest neighbours tend to share its class. It replaces the arbitrary equal say that standardising gives every feature by weights and directions learned for the task.",
    section: '/nonparametric#scaling-features',
    related: ['mahalanobis-distance', 'curse-of-dimensionality'],
  },
  {
    id: 'brute-force-search',
    term: 'Brute-force neighbour search',
    aliases: ['brute force search', 'exhaustive nearest-neighbour search', 'linear scan', 'algorithm=brute'],
    definition:
      'Finding the nearest neighbours by computing the distance from the query to every one of the $n$ training points and selecting the $k_{\\text{nn}}$ smallest, which costs $O(nd)$ per query. Stacking many queries turns all the squared distances into one matrix product, which makes it the fastest exact choice in moderate or high dimension.',
    section: '/nonparametric#cost-at-prediction-time',
    related: ['k-d-tree', 'approximate-nearest-neighbour-search', 'instance-based-learning'],
  },
  {
    id: 'k-d-tree',
    term: 'k-D tree',
    aliases: ['kd-tree', 'KD tree', 'k-d tree', 'k-dimensional tree', 'KDTree'],
    definition:
      'A binary tree that splits space with axis-aligned hyperplanes, each node cutting one coordinate at the median of its points, so that a nearest-neighbour search can skip whole regions. It is built in $O(n \\log n)$ and answers a query in about $O(\\log n)$ in low dimension, but pays off only while $n$ is much larger than $2^d$: in high dimension, above a couple of dozen features, it can be slower than brute-force search. The k in its name counts dimensions, not neighbours.',
    section: '/nonparametric#k-d-trees',
    related: ['k-d-tree-search', 'ball-tree', 'brute-force-search'],
  },
  {
    id: 'k-d-tree-search',
    term: 'k-D tree nearest-neighbour search',
    aliases: ['k-D tree search', 'kd-tree query', 'k-D tree pruning', 'backtracking search'],
    definition:
      "The search that walks down a k-D tree to the query's cell, keeps the best distance $\\delta$ found so far, and on the way back visits the far side of a split only if $\\lvert x_j - s \\rvert < \\delta$. The skip is safe because every point beyond the hyperplane $x_j = s$ is at least $\\lvert x_j - s \\rvert$ away under any $L_p$ distance.",
    formula: '\\text{visit the far side only if } \\lvert x_j - s \\rvert < \\delta',
    section: '/nonparametric#nearest-neighbour-search',
    related: ['k-d-tree', 'ball-tree'],
  },
  {
    id: 'ball-tree',
    term: 'Ball tree',
    aliases: ['ball-tree', 'BallTree', 'metric tree'],
    definition:
      'A search tree that bounds groups of points by spheres instead of axis-aligned cells and prunes with the triangle inequality, so it works with any metric. It degrades more gracefully than a k-D tree as the dimension grows.',
    section: '/nonparametric#when-they-stop-helping',
    related: ['k-d-tree', 'triangle-inequality', 'brute-force-search'],
  },
  {
    id: 'voronoi-diagram',
    term: 'Voronoi diagram',
    aliases: ['Voronoi tessellation', 'Voronoi partition', 'Voronoi cell', 'Dirichlet tessellation'],
    definition:
      'The partition of space into one cell per training point, each cell $V_i$ holding the locations at least as close to $\\mathbf{x}_i$ as to any other point; under the Euclidean distance every cell is a convex polyhedron bounded by perpendicular bisectors. The 1-NN classifier is exactly this diagram coloured by label, with the decision boundary along the walls between differently labelled cells.',
    formula:
      'V_i = \\left\\{ \\mathbf{x} \\in \\R^d : \\lVert \\mathbf{x} - \\mathbf{x}_i \\rVert_2 \\le \\lVert \\mathbf{x} - \\mathbf{x}_j \\rVert_2 \\ \\text{for all } j \\ne i \\right\\}',
    section: '/nonparametric#voronoi-diagrams',
    related: ['one-nearest-neighbour', 'delaunay-triangulation', 'voronoi-editing'],
  },
  {
    id: 'delaunay-triangulation',
    term: 'Delaunay triangulation',
    aliases: ['Delaunay graph'],
    definition:
      'The graph that joins two training points whenever their Voronoi cells share a wall; it is the dual of the Voronoi diagram. In the plane it is computed in $O(n \\log n)$ time and the Voronoi diagram is derived from it.',
    section: '/nonparametric#voronoi-diagrams',
    related: ['voronoi-diagram'],
  },
  {
    id: 'voronoi-editing',
    term: 'Voronoi editing',
    aliases: ['nearest neighbour editing', 'editing the training set'],
    definition:
      'Shrinking the stored training set of a 1-NN classifier by deleting every point whose Voronoi neighbours all share its label, which changes no prediction and keeps only the points along the class boundaries. Cheaper heuristics such as condensed nearest neighbour keep a subset that still classifies the training set correctly.',
    section: '/nonparametric#voronoi-diagrams',
    related: ['voronoi-diagram', 'one-nearest-neighbour'],
  },
  {
    id: 'weighted-k-nearest-neighbours',
    term: 'Weighted k-NN',
    aliases: ['distance-weighted k-NN', 'weighted k-nearest neighbours', "weights='distance'", 'weighted KNN', 'distance weighted kNN'],
    definition:
      'k-NN in which each neighbour votes, or enters the average, with a weight $w_i$ that falls with its distance to the query, such as $1/\\operatorname{dist}$, $1/\\operatorname{dist}^2$ or a Gaussian kernel. It makes the prediction less sensitive to $k_{\\text{nn}}$ and breaks most ties, and a query that coincides with a training point needs a convention.',
    formula: '\\hat{y} = \\frac{\\sum_{i \\in N(\\mathbf{x})} w_i \\, y_i}{\\sum_{i \\in N(\\mathbf{x})} w_i}',
    section: '/nonparametric#weighted-k-nn',
    related: ['k-nearest-neighbours', 'kernel-regression', 'tied-vote'],
  },
  {
    id: 'radius-neighbours',
    term: 'Radius neighbours',
    aliases: ['radius-based neighbours', 'fixed-radius neighbours', 'radius neighbors', 'RadiusNeighborsClassifier'],
    definition:
      'A variant of k-NN that votes or averages over every training point within a fixed distance $r$ of the query, so the number of neighbours follows the local density. An empty neighbourhood flags a query unlike any training point, which can be reported as an outlier instead of being forced into a class.',
    formula: 'N_r(\\mathbf{x}) = \\left\\{ i : \\operatorname{dist}(\\mathbf{x}, \\mathbf{x}_i) \\le r \\right\\}',
    section: '/nonparametric#radius-neighbours',
    related: ['k-nearest-neighbours', 'k-nn-density-estimate'],
  },
  {
    id: 'approximate-nearest-neighbour-search',
    term: 'Approximate nearest-neighbour search',
    aliases: ['ANN search', 'approximate nearest neighbor search', 'c-approximate nearest neighbour', 'vector search'],
    definition:
      'Nearest-neighbour search that gives up exactness for speed when $n$ is in the millions and $d$ in the hundreds, returning points within a factor $c > 1$ of the true nearest distance or, in practice, a high recall of the true neighbours. Locality-sensitive hashing, graph search (HNSW) and clustering with product quantisation are the main families, and they power vector databases.',
    formula: '\\operatorname{dist}(\\mathbf{x}, \\mathbf{x}_i) \\le c \\, \\min_{j} \\operatorname{dist}(\\mathbf{x}, \\mathbf{x}_j)',
    section: '/nonparametric#approximate-search',
    related: ['locality-sensitive-hashing', 'hnsw', 'product-quantisation', 'brute-force-search'],
  },
  {
    id: 'locality-sensitive-hashing',
    term: 'Locality-sensitive hashing',
    aliases: ['LSH', 'locality sensitive hashing', 'random hyperplane hashing'],
    definition:
      'Hashing designed so that near points collide more often than far ones, so a query is compared only with the points in its buckets. For cosine similarity, the bit $\\sign(\\mathbf{r}^\\top \\mathbf{x})$ with a Gaussian $\\mathbf{r}$ differs between two vectors at angle $\\theta$ with probability $\\theta / \\pi$; concatenated bits and several tables trade recall against speed.',
    formula: 'P\\left(\\operatorname{hash}(\\mathbf{u}) \\ne \\operatorname{hash}(\\mathbf{v})\\right) = \\frac{\\theta}{\\pi}',
    section: '/nonparametric#approximate-search',
    related: ['approximate-nearest-neighbour-search', 'cosine-similarity'],
  },
  {
    id: 'hnsw',
    term: 'HNSW',
    aliases: ['hierarchical navigable small world', 'graph-based nearest-neighbour search', 'proximity graph search'],
    definition:
      'A graph-based approximate nearest-neighbour method that links each stored point to some of its near neighbours, in a hierarchy of layers that are sparse at the top, and answers a query by a greedy walk through the graph. Its graph degree and search breadth trade recall against speed.',
    section: '/nonparametric#approximate-search',
    related: ['approximate-nearest-neighbour-search', 'product-quantisation'],
  },
  {
    id: 'product-quantisation',
    term: 'Product quantisation',
    aliases: ['product quantization', 'PQ', 'vector quantisation for search'],
    definition:
      'Compressing vectors into short codes, by splitting each vector into blocks and replacing every block with the index of its nearest cluster centre, so that distances to millions of stored vectors can be approximated quickly and in little memory. It is usually combined with searching only the clusters nearest to the query.',
    section: '/nonparametric#approximate-search',
    related: ['approximate-nearest-neighbour-search', 'hnsw'],
  },
  {
    id: 'kernel-regression',
    term: 'Kernel regression',
    aliases: ['Nadaraya–Watson estimator', 'Nadaraya Watson regression', 'locally weighted regression', 'locally weighted average', 'kernel smoother'],
    definition:
      'Regression that predicts at $\\mathbf{x}_0$ the kernel-weighted mean of all training targets, with weights $k(\\mathbf{x}_0, \\mathbf{x}_i) = \\exp(-\\operatorname{dist}(\\mathbf{x}_0, \\mathbf{x}_i)^2 / (2h^2))$ that fade with distance; it is the constant that best fits the targets in weighted squared error. Its prediction is smooth, the bandwidth $h$ plays the role of $k_{\\text{nn}}$, and at the edges of the data it is biased by the slope of the target.',
    formula: '\\hat{f}(\\mathbf{x}_0) = \\frac{\\sum_{i=1}^{n} k(\\mathbf{x}_0, \\mathbf{x}_i) \\, y_i}{\\sum_{i=1}^{n} k(\\mathbf{x}_0, \\mathbf{x}_i)}',
    section: '/nonparametric#nadarayawatson-a-weighted-local-constant',
    related: ['bandwidth', 'local-linear-regression', 'k-nn-regression', 'weighted-k-nearest-neighbours'],
  },
  {
    id: 'bandwidth',
    term: 'Bandwidth',
    aliases: ['kernel bandwidth'],
    definition:
      'The length scale $h$ in kernel weights $\\exp(-\\operatorname{dist}^2 / (2h^2))$, which sets how far the influence of a training point reaches: a point at distance $h$ gets weight $e^{-1/2} \\approx 0.61$. A small $h$ gives low bias and high variance, a large one pulls every prediction towards the global mean, and it is chosen by cross-validation like $k_{\\text{nn}}$.',
    section: '/nonparametric#kernel-regression',
    related: ['kernel-regression', 'local-linear-regression', 'similarity-measure'],
  },
  {
    id: 'local-linear-regression',
    term: 'Local linear regression',
    aliases: ['locally weighted linear regression', 'LOESS', 'LOWESS'],
    definition:
      "Regression that fits, at each query $x_0$, a straight line to the training points by kernel-weighted least squares and returns the line's value at $x_0$. It is exact on linear data anywhere, so it removes the bias that kernel regression suffers at the edges of the data from the slope of the target; curvature still biases it.",
    formula: '\\min_{a_0, a_1} \\sum_{i=1}^{n} k(x_0, x_i) \\left(y_i - a_0 - a_1 (x_i - x_0)\\right)^2, \\qquad \\hat{f}(x_0) = a_0',
    section: '/nonparametric#local-linear-regression',
    related: ['kernel-regression', 'bandwidth'],
  },
];
