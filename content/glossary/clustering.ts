/** Glossary entries for the terms the clustering lecture teaches (content/glossary/glossary-schema.ts). */
import type { GlossaryEntryInput } from './glossary-schema.ts';

export const clusteringTerms: GlossaryEntryInput[] = [
  // k-means and its measures
  {
    id: 'k-means',
    term: 'k-means',
    aliases: ['kmeans', 'k-means clustering'],
    definition:
      "A clustering method that gives each of $K$ clusters a centre $\\boldsymbol{\\mu}_k$ and each point the label $c_i$ of one of them, chosen to minimise the sum of squared distances from the points to their centres. At the minimum every centre is the mean of its points and every point is in the cluster of its nearest centre, so the clusters are convex cells of roughly similar size and spread. It is fitted by Lloyd's algorithm from a k-means++ start and needs $K$ in advance.",
    formula: 'J(c, \\boldsymbol{\\mu}) = \\sum_{i=1}^{n} \\norm{\\mathbf{x}_i - \\boldsymbol{\\mu}_{c_i}}_2^2',
    section: '/clustering#the-k-means-objective',
    related: ['lloyds-algorithm', 'k-means-plus-plus', 'within-cluster-sum-of-squares', 'centroid', 'gaussian-mixture-model'],
  },
  {
    id: 'lloyds-algorithm',
    term: "Lloyd's algorithm",
    aliases: ['Lloyd algorithm', "Lloyd's method", 'standard k-means algorithm'],
    definition:
      'The usual algorithm for k-means: starting from $K$ centres, it alternates an assignment step (each point to its nearest centre) and an update step (each centre to the mean of its points) until no label changes. Neither step increases the objective $J$ and no partition can repeat, so it stops after finitely many iterations, at a local minimum that depends on the start. One iteration costs $O(nKd)$.',
    section: '/clustering#lloyds-algorithm',
    related: ['k-means', 'assignment-step', 'centre-update-step', 'multiple-restarts'],
  },
  {
    id: 'assignment-step',
    term: 'assignment step',
    aliases: ['k-means assignment step', 'assign step'],
    definition:
      "The half of Lloyd's algorithm that keeps the centres fixed and gives every point the label of its nearest centre, keeping the current label on a tie. It minimises each point's term of $J$ separately, so $J$ cannot increase, and any change of label strictly lowers it.",
    formula: 'c_i \\leftarrow \\argmin_{k} \\norm{\\mathbf{x}_i - \\boldsymbol{\\mu}_k}_2^2',
    section: '/clustering#lloyds-algorithm',
    related: ['lloyds-algorithm', 'centre-update-step', 'e-step'],
  },
  {
    id: 'centre-update-step',
    term: 'update step',
    aliases: ['k-means update step', 'centroid update step', 'centre update step', 'center update step'],
    definition:
      "The half of Lloyd's algorithm that keeps the assignment fixed and moves every centre to the mean of the points assigned to it. The mean is the unique minimiser of the cluster's sum of squared distances, and moving a centre $\\boldsymbol{\\mu}$ to the mean $\\boldsymbol{\\mu}_k$ lowers $J$ by exactly $n_k \\norm{\\boldsymbol{\\mu} - \\boldsymbol{\\mu}_k}_2^2$.",
    formula: '\\boldsymbol{\\mu}_k \\leftarrow \\frac{1}{n_k} \\sum_{i : c_i = k} \\mathbf{x}_i',
    section: '/clustering#each-step-does-not-increase-the-objective',
    related: ['lloyds-algorithm', 'assignment-step', 'centroid', 'm-step'],
  },
  {
    id: 'centroid',
    term: 'centroid',
    aliases: ['cluster centre', 'cluster center', 'cluster mean'],
    definition:
      'The mean $\\boldsymbol{\\mu}_k$ of the $n_k$ points of a cluster $C_k$, the point that minimises their sum of squared distances. k-means represents each cluster by its centroid, and Ward linkage measures the cost of a merge by the distance between two centroids.',
    formula: '\\boldsymbol{\\mu}_k = \\frac{1}{n_k} \\sum_{i \\in C_k} \\mathbf{x}_i',
    section: '/clustering#within-cluster-sum-of-squares',
    related: ['k-means', 'within-cluster-sum-of-squares', 'ward-linkage'],
  },
  {
    id: 'within-cluster-sum-of-squares',
    term: 'within-cluster sum of squares',
    aliases: ['WCSS', 'inertia', 'within-cluster scatter'],
    definition:
      "The sum of the squared distances from the points to the mean of their cluster, the objective $J$ that k-means minimises (scikit-learn's `inertia_`). Its best value never increases as $K$ grows and is 0 at $K = n$, so it compares clusterings with the same $K$ but cannot choose $K$ by itself.",
    formula: 'J = \\sum_{k=1}^{K} \\sum_{i \\in C_k} \\norm{\\mathbf{x}_i - \\boldsymbol{\\mu}_k}_2^2',
    section: '/clustering#within-cluster-sum-of-squares',
    related: ['between-cluster-sum-of-squares', 'k-means', 'centroid'],
  },
  {
    id: 'between-cluster-sum-of-squares',
    term: 'between-cluster sum of squares',
    aliases: ['BCSS', 'between-cluster scatter'],
    definition:
      'The size-weighted sum of squared distances from the cluster means $\\boldsymbol{\\mu}_k$ to the overall mean $\\bar{\\mathbf{x}}$. It and the within-cluster sum of squares $J$ add up to the total sum of squares $T = \\sum_i \\norm{\\mathbf{x}_i - \\bar{\\mathbf{x}}}_2^2$, which does not depend on the clustering, so tight clusters and far-apart centres are the same goal.',
    formula: 'S_{\\text{between}} = \\sum_{k=1}^{K} n_k \\norm{\\boldsymbol{\\mu}_k - \\bar{\\mathbf{x}}}_2^2, \\qquad T = J + S_{\\text{between}}',
    section: '/clustering#within-cluster-sum-of-squares',
    related: ['within-cluster-sum-of-squares', 'ward-linkage'],
  },
  {
    id: 'k-means-plus-plus',
    term: 'k-means++',
    aliases: ['kmeans++', 'k-means plus plus', 'k-means++ seeding', 'k-means++ initialisation', 'k-means++ initialization'],
    definition:
      'A way to choose the starting centres of k-means: the first is a data point drawn uniformly, and each next one is a data point drawn with probability proportional to its squared distance $\\operatorname{dist}(\\mathbf{x}, \\mathcal{S})^2$ to the nearest centre chosen so far. The centres spread over the clusters, and the expected cost of the seeding alone is within a factor $8(\\ln K + 2)$ of the optimum, which makes poor local minima rarer but not impossible.',
    formula:
      "P(\\text{next centre} = \\mathbf{x}_i) = \\frac{\\operatorname{dist}(\\mathbf{x}_i, \\mathcal{S})^2}{\\sum_{i'=1}^{n} \\operatorname{dist}(\\mathbf{x}_{i'}, \\mathcal{S})^2}",
    section: '/clustering#the-seeding-rule',
    related: ['k-means', 'lloyds-algorithm', 'multiple-restarts'],
  },
  {
    id: 'multiple-restarts',
    term: 'multiple restarts',
    aliases: ['n_init', 'random restarts', 'restarting k-means'],
    definition:
      "Running k-means (or EM) several times from different starting centres and keeping the run with the lowest objective $J$ (or the highest log-likelihood). Each run ends at a local minimum that depends on its start, so the best of several independent runs is much less likely to be a poor one; scikit-learn's `n_init` sets the number of runs.",
    section: '/clustering#convergence-to-a-local-minimum',
    related: ['lloyds-algorithm', 'k-means-plus-plus', 'em-algorithm'],
  },
  {
    id: 'k-medoids',
    term: 'k-medoids',
    aliases: ['PAM', 'partitioning around medoids'],
    definition:
      'Variants of k-means that resist outliers better: k-medoids restricts every centre to be one of the data points (a medoid) and works with any dissimilarity, and k-medians uses absolute distances with coordinate-wise medians as centres. Squared distances let a far outlier pull a k-means centre towards itself; these variants weigh it less.',
    section: '/clustering#the-k-means-objective',
    related: ['k-means', 'centroid'],
  },
  {
    id: 'rand-index',
    term: 'Rand index',
    aliases: ['RI', 'Rand score', 'rand_score'],
    definition:
      'The fraction of the $\\binom{n}{2}$ pairs of points on which a clustering and the reference labels agree, a pair agreeing when both put its two points together or both put them apart. It ignores the arbitrary numbering of clusters, but with many clusters most pairs are apart in both labelings, so even a random partition scores high; the adjusted Rand index corrects this.',
    formula: '\\text{RI} = \\frac{\\#\\{\\text{pairs together in both}\\} + \\#\\{\\text{pairs apart in both}\\}}{\\binom{n}{2}}',
    section: '/clustering#external-indices-the-adjusted-rand-index',
    related: ['adjusted-rand-index'],
  },
  {
    id: 'adjusted-rand-index',
    term: 'adjusted Rand index',
    aliases: ['ARI', 'adjusted Rand score', 'adjusted_rand_score'],
    definition:
      'The Rand index corrected for chance, used to compare a clustering with reference labels: 1 for identical partitions, 0 in expectation for a random labeling with the same cluster sizes, and negative when agreement is below chance. It is computed from the contingency table $n_{kl}$ of clusters against classes, with row sums $a_k$ and column sums $b_l$.',
    formula:
      '\\text{ARI} = \\frac{\\sum_{k,l} \\binom{n_{kl}}{2} - E}{M - E}, \\quad E = \\frac{\\sum_k \\binom{a_k}{2} \\sum_l \\binom{b_l}{2}}{\\binom{n}{2}}, \\quad M = \\frac{1}{2}\\Big[\\sum_k \\binom{a_k}{2} + \\sum_l \\binom{b_l}{2}\\Big]',
    section: '/clustering#external-indices-the-adjusted-rand-index',
    related: ['rand-index'],
  },

  // Gaussian mixtures and EM
  {
    id: 'gaussian-mixture-model',
    term: 'Gaussian mixture model',
    aliases: ['GMM', 'Gaussian mixture', 'mixture of Gaussians', 'Gaussian mixture clustering'],
    definition:
      "A probability model in which each point is drawn by first picking a hidden component $k$ with probability $\\pi_k$ and then drawing from that component's Gaussian $\\mathcal{N}(\\boldsymbol{\\mu}_k, \\boldsymbol{\\Sigma}_k)$. Fitted by EM, it clusters with soft assignments and elliptical clusters of any orientation, and it is also a density estimate; k-means is its limit for round, equal components of vanishing variance.",
    formula:
      'p(\\mathbf{x} \\mid \\boldsymbol{\\theta}) = \\sum_{k=1}^{K} \\pi_k \\, \\mathcal{N}(\\mathbf{x} \\mid \\boldsymbol{\\mu}_k, \\boldsymbol{\\Sigma}_k)',
    section: '/clustering#the-mixture-model',
    related: ['mixing-weight', 'responsibility', 'em-algorithm', 'soft-clustering', 'k-means'],
  },
  {
    id: 'mixing-weight',
    term: 'mixing weight',
    aliases: ['mixing coefficient', 'mixture weight', 'mixing proportion'],
    definition:
      "The probability $\\pi_k = P(z_i = k)$ that a point of a mixture model comes from component $k$, with $\\pi_k \\ge 0$ and $\\sum_k \\pi_k = 1$. EM's M step sets it to the component's share of the soft counts, $\\pi_k = n_k / n$.",
    section: '/clustering#the-mixture-model',
    related: ['gaussian-mixture-model', 'm-step', 'responsibility'],
  },
  {
    id: 'responsibility',
    term: 'responsibility',
    aliases: ['responsibilities', 'posterior component probability', 'soft assignment weight'],
    definition:
      "The posterior probability $r_{ik}$ that point $i$ came from mixture component $k$, given the point and the current parameters, computed by Bayes' rule. The responsibilities of a point are non-negative and sum to 1 over the components, a soft assignment; giving each point its most responsible component yields a hard clustering.",
    formula:
      'r_{ik} = \\frac{\\pi_k \\, \\mathcal{N}(\\mathbf{x}_i \\mid \\boldsymbol{\\mu}_k, \\boldsymbol{\\Sigma}_k)}{\\sum_{l=1}^{K} \\pi_l \\, \\mathcal{N}(\\mathbf{x}_i \\mid \\boldsymbol{\\mu}_l, \\boldsymbol{\\Sigma}_l)}',
    section: '/clustering#the-mixture-model',
    related: ['gaussian-mixture-model', 'e-step', 'soft-clustering'],
  },
  {
    id: 'em-algorithm',
    term: 'EM algorithm',
    aliases: ['expectation–maximisation', 'expectation-maximization', 'expectation maximisation algorithm', 'EM'],
    definition:
      'An iterative method for maximum likelihood in models with hidden variables, such as a Gaussian mixture: the E step computes the responsibilities from the current parameters, and the M step refits every component as a responsibility-weighted one-Gaussian fit. Each iteration never decreases the log-likelihood, because the E step makes a lower bound touch it and the M step maximises that bound, but it converges to a local maximum that depends on the start.',
    section: '/clustering#the-em-algorithm',
    related: ['e-step', 'm-step', 'em-lower-bound', 'gaussian-mixture-model', 'lloyds-algorithm'],
  },
  {
    id: 'e-step',
    term: 'E step',
    aliases: ['expectation step'],
    definition:
      'The step of the EM algorithm that computes, from the current parameters $\\boldsymbol{\\theta}^{(t)}$, the responsibility $r_{ik}$ of every component for every point. It makes the lower bound $F$ equal to the log-likelihood at $\\boldsymbol{\\theta}^{(t)}$, and it becomes the assignment step of k-means in the limit of small, equal, round covariances.',
    section: '/clustering#the-em-algorithm',
    related: ['em-algorithm', 'responsibility', 'm-step', 'assignment-step'],
  },
  {
    id: 'm-step',
    term: 'M step',
    aliases: ['maximisation step', 'maximization step'],
    definition:
      "The step of the EM algorithm that, with the responsibilities fixed, sets each component's weight, mean and covariance to the weighted share, mean and covariance of the points, every point counted $r_{ik}$ times. It maximises the lower bound $F$ over the parameters, using the soft counts $n_k = \\sum_i r_{ik}$.",
    formula:
      '\\pi_k = \\frac{n_k}{n}, \\quad \\boldsymbol{\\mu}_k = \\frac{1}{n_k} \\sum_{i=1}^{n} r_{ik} \\mathbf{x}_i, \\quad \\boldsymbol{\\Sigma}_k = \\frac{1}{n_k} \\sum_{i=1}^{n} r_{ik} (\\mathbf{x}_i - \\boldsymbol{\\mu}_k)(\\mathbf{x}_i - \\boldsymbol{\\mu}_k)^\\top',
    section: '/clustering#the-em-algorithm',
    related: ['em-algorithm', 'e-step', 'mixing-weight', 'centre-update-step'],
  },
  {
    id: 'em-lower-bound',
    term: 'evidence lower bound',
    aliases: ['ELBO', 'EM lower bound', 'variational lower bound'],
    definition:
      "The function $F(q, \\boldsymbol{\\theta})$ that Jensen's inequality puts below the log-likelihood $\\mathcal{L}(\\boldsymbol{\\theta})$ for any distributions $q_i$ over the latent variables of the points. The gap is $\\sum_i \\mathrm{KL}\\big(q_i \\,\\|\\, p(\\cdot \\mid \\mathbf{x}_i, \\boldsymbol{\\theta})\\big)$, so the bound is tight when each $q_i$ is the posterior (for a Gaussian mixture, the responsibilities); maximising it over $q$ (E step) and over $\\boldsymbol{\\theta}$ (M step) in turn is why EM never decreases the log-likelihood.",
    formula:
      'F(q, \\boldsymbol{\\theta}) = \\sum_{i=1}^{n} \\sum_{z} q_i(z) \\log \\frac{p(\\mathbf{x}_i, z \\mid \\boldsymbol{\\theta})}{q_i(z)} \\le \\mathcal{L}(\\boldsymbol{\\theta})',
    section: '/clustering#em-in-general',
    related: ['em-algorithm', 'e-step', 'm-step', 'jensens-inequality', 'latent-variable', 'kullback-leibler-divergence'],
  },
  {
    id: 'latent-variable',
    term: 'latent variable',
    aliases: ['hidden variable', 'latent variables', 'unobserved variable'],
    definition:
      'A quantity that, in a model, helped generate each observation but is never observed, such as the component $z_i$ a point of a Gaussian mixture was drawn from. The model gives the joint density $p(\\mathbf{x}, z \\mid \\boldsymbol{\\theta})$, the likelihood sums the latent variable out, and the EM algorithm fits such models by alternating between its posterior and the parameters.',
    section: '/clustering#em-in-general',
    related: ['em-algorithm', 'em-lower-bound', 'gaussian-mixture-model', 'responsibility'],
  },
  {
    id: 'jensens-inequality',
    term: "Jensen's inequality",
    aliases: ['Jensen inequality', "Jensen's bound"],
    definition:
      'For a concave function $f$ and a random variable $V$, $f(\\E[V]) \\ge \\E[f(V)]$, with equality for a strictly concave $f$ only when $V$ is constant; for a convex $f$ the inequality is reversed. Applied to the logarithm of an average over a distribution $q$ of the latent variables, it gives the evidence lower bound that EM maximises.',
    formula: 'f(\\E[V]) \\ge \\E[f(V)] \\quad \\text{for concave } f',
    section: '/clustering#em-in-general',
    related: ['em-lower-bound', 'kullback-leibler-divergence'],
  },
  {
    id: 'expected-complete-data-log-likelihood',
    term: 'expected complete-data log-likelihood',
    aliases: ['Q function', 'complete-data log-likelihood', 'expected complete data log likelihood'],
    definition:
      'The function the M step of EM maximises: the log-likelihood the model would have if the latent variables were observed, averaged over their posterior under the current parameters. The evidence lower bound is this function plus the entropy of $q$, which does not depend on the parameters, so maximising one maximises the other.',
    formula: 'Q(\\boldsymbol{\\theta}) = \\sum_{i=1}^{n} \\sum_{z} q_i^{(t)}(z) \\log p(\\mathbf{x}_i, z \\mid \\boldsymbol{\\theta})',
    section: '/clustering#em-in-general',
    related: ['m-step', 'em-lower-bound', 'latent-variable'],
  },
  {
    id: 'generalised-em',
    term: 'generalised EM',
    aliases: ['generalized EM', 'GEM', 'generalised expectation-maximisation'],
    definition:
      'A variant of the EM algorithm whose M step only raises the evidence lower bound, for example by one gradient step, instead of maximising it, for models where the maximisation has no closed form. The log-likelihood still never decreases, because the proof only needs the bound to rise.',
    section: '/clustering#em-in-general',
    related: ['em-algorithm', 'm-step', 'em-lower-bound'],
  },
  {
    id: 'soft-clustering',
    term: 'soft clustering',
    aliases: ['soft assignment', 'probabilistic clustering'],
    definition:
      'A clustering that gives each point a probability of belonging to each cluster, such as the responsibilities $r_{ik}$ of a Gaussian mixture, instead of a single label as k-means does (hard clustering). A point halfway between two clusters is shared between them, and taking its most probable cluster turns a soft clustering into a hard one.',
    section: '/clustering#em-as-soft-k-means',
    related: ['responsibility', 'gaussian-mixture-model', 'k-means'],
  },
  {
    id: 'degenerate-gaussian-component',
    term: 'collapsing mixture component',
    aliases: ['degenerate Gaussian component', 'singular covariance', 'likelihood singularity', 'reg_covar'],
    definition:
      "A failure of maximum-likelihood Gaussian mixtures: a component whose mean sits on one data point and whose covariance shrinks towards zero gives that point an unbounded density, so the log-likelihood grows without limit while the fit becomes meaningless. Adding a small multiple of $\\mathbf{I}$ to every $\\boldsymbol{\\Sigma}_k$ (scikit-learn's `reg_covar`) and restarting from several initialisations prevent it.",
    section: '/clustering#the-em-algorithm',
    related: ['gaussian-mixture-model', 'em-algorithm', 'multiple-restarts'],
  },

  // Spectral clustering
  {
    id: 'spectral-clustering',
    term: 'spectral clustering',
    aliases: ['graph-based clustering', 'Laplacian clustering'],
    definition:
      'A clustering method that builds a similarity graph on the points, takes the eigenvectors of the $K$ smallest eigenvalues of its Laplacian as new coordinates, and runs k-means on them. It solves a relaxed graph-cut problem, so it finds clusters defined by connectivity, such as curved or interleaved shapes that k-means cuts, at the price of choosing the graph and an eigendecomposition of $O(n^3)$ time when dense.',
    section: '/clustering#spectral-clustering',
    related: ['similarity-graph', 'graph-laplacian', 'k-way-spectral-clustering', 'spectral-bisection', 'eigengap-heuristic'],
  },
  {
    id: 'similarity-graph',
    term: 'similarity graph',
    aliases: ['affinity graph', 'fully connected Gaussian graph', 'Gaussian similarity graph'],
    definition:
      'A weighted graph whose vertices are the data points and whose edges join similar points, the input of spectral clustering. It is built from distances in one of three ways: a $\\delta$-neighbourhood graph (edges below a radius), a $k_{\\text{nn}}$-nearest-neighbour graph (sparse, and adapting to the local density), or a fully connected graph with Gaussian weights whose scale $\\sigma$ decides which distances count as near.',
    formula: 'w_{ij} = \\exp\\left(-\\frac{\\norm{\\mathbf{x}_i - \\mathbf{x}_j}_2^2}{2\\sigma^2}\\right)',
    section: '/clustering#adjacency-matrix',
    related: ['adjacency-matrix', 'spectral-clustering', 'connected-component'],
  },
  {
    id: 'adjacency-matrix',
    term: 'adjacency matrix',
    aliases: ['affinity matrix', 'similarity matrix', 'weighted adjacency matrix'],
    definition:
      'The symmetric $n \\times n$ matrix $\\mathbf{W}$ of a weighted undirected graph: $w_{ij} = w_{ji} \\ge 0$ is the similarity of vertices $i$ and $j$, $w_{ii} = 0$, and $w_{ij} = 0$ means no edge. Spectral clustering builds it from the data and derives the degree matrix and the Laplacian from it.',
    section: '/clustering#adjacency-matrix',
    related: ['degree-matrix', 'graph-laplacian', 'similarity-graph'],
  },
  {
    id: 'degree-matrix',
    term: 'degree matrix',
    aliases: ['vertex degree', 'degree of a vertex'],
    definition:
      'The diagonal matrix $\\mathbf{D}$ whose entry $D_{ii}$ is the degree of vertex $i$, the total weight of its edges. The Laplacian is $\\mathbf{D} - \\mathbf{W}$, and the sum of the degrees of a set of vertices, its volume, balances the parts of a normalised cut.',
    formula: 'D_{ii} = \\sum_{j=1}^{n} w_{ij}',
    section: '/clustering#adjacency-matrix',
    related: ['adjacency-matrix', 'graph-laplacian', 'normalised-cut'],
  },
  {
    id: 'graph-laplacian',
    term: 'graph Laplacian',
    aliases: ['Laplacian matrix', 'unnormalised Laplacian', 'unnormalized Laplacian', 'combinatorial Laplacian'],
    definition:
      'The matrix $\\mathbf{L} = \\mathbf{D} - \\mathbf{W}$ of a weighted graph, whose quadratic form adds the squared differences of a vector across the edges. It is symmetric and positive semidefinite with $\\mathbf{L}\\mathbf{1} = \\mathbf{0}$, the multiplicity of its eigenvalue 0 is the number of connected components, and its eigenvectors of small eigenvalues give the coordinates of spectral clustering.',
    formula: '\\mathbf{L} = \\mathbf{D} - \\mathbf{W}, \\qquad \\mathbf{f}^\\top \\mathbf{L} \\mathbf{f} = \\frac{1}{2} \\sum_{i,j} w_{ij} (f_i - f_j)^2',
    section: '/clustering#laplacian-matrix',
    related: ['adjacency-matrix', 'degree-matrix', 'normalised-laplacian', 'connected-component', 'fiedler-vector'],
  },
  {
    id: 'normalised-laplacian',
    term: 'normalised Laplacian',
    aliases: ['normalized Laplacian', 'symmetric normalised Laplacian', 'random-walk Laplacian', 'L_sym', 'L_rw'],
    definition:
      'Either of two rescalings of the graph Laplacian by the degrees, used when degrees vary a lot: $\\mathbf{L}_{\\text{sym}}$, symmetric with eigenvalues in $[0, 2]$, and $\\mathbf{L}_{\\text{rw}}$, which has the same eigenvalues and whose eigenvectors solve $\\mathbf{L}\\mathbf{f} = \\nu \\mathbf{D}\\mathbf{f}$. They relax the normalised cut, and the algorithm of Ng, Jordan and Weiss uses $\\mathbf{L}_{\\text{sym}}$.',
    formula:
      '\\mathbf{L}_{\\text{sym}} = \\mathbf{I} - \\mathbf{D}^{-1/2} \\mathbf{W} \\mathbf{D}^{-1/2}, \\qquad \\mathbf{L}_{\\text{rw}} = \\mathbf{D}^{-1} \\mathbf{L}',
    section: '/clustering#laplacian-matrix',
    related: ['graph-laplacian', 'normalised-cut', 'k-way-spectral-clustering'],
  },
  {
    id: 'connected-component',
    term: 'connected component',
    aliases: ['graph component', 'connected components of a graph'],
    definition:
      'A largest set of vertices in which every two are joined by a path of edges with positive weight. The multiplicity of the eigenvalue 0 of the graph Laplacian equals the number of connected components, and the indicator vectors of the components span its eigenspace, which is why a similarity graph split into isolated pieces shows extra zero eigenvalues.',
    section: '/clustering#spectrum-and-connectivity',
    related: ['graph-laplacian', 'algebraic-connectivity', 'eigengap-heuristic'],
  },
  {
    id: 'algebraic-connectivity',
    term: 'algebraic connectivity',
    aliases: ['Fiedler value', 'second smallest Laplacian eigenvalue'],
    definition:
      'The second smallest eigenvalue $\\nu_2$ of the graph Laplacian, positive exactly when the graph is connected. A small $\\nu_2$ signals a graph that is almost disconnected, and every split of the graph has a ratio cut of at least $\\nu_2$.',
    section: '/clustering#spectrum-and-connectivity',
    related: ['fiedler-vector', 'graph-laplacian', 'ratio-cut', 'connected-component'],
  },
  {
    id: 'fiedler-vector',
    term: 'Fiedler vector',
    aliases: ['second eigenvector of the Laplacian'],
    definition:
      'The eigenvector $\\mathbf{u}_2$ of the second smallest eigenvalue of the graph Laplacian, which solves the relaxed ratio-cut problem. Splitting the vertices by the signs of its entries is spectral bisection, and entries near zero mark vertices that are weakly attached to either side.',
    section: '/clustering#spectral-bisection',
    related: ['spectral-bisection', 'algebraic-connectivity', 'ratio-cut'],
  },
  {
    id: 'ratio-cut',
    term: 'ratio cut',
    aliases: ['RatioCut', 'ratio-cut criterion'],
    definition:
      'The weight of the edges a split of a graph cuts, $\\text{cut}(A, \\bar{A}) = \\sum_{i \\in A, j \\in \\bar{A}} w_{ij}$, multiplied by a factor that makes unbalanced splits expensive; minimising the plain cut would usually just separate one weakly attached vertex. Minimising the ratio cut exactly is NP-hard, and spectral bisection relaxes it to an eigenvector problem, $\\mathbf{f}^\\top\\mathbf{L}\\mathbf{f} = n \\cdot \\text{RatioCut}$ for a two-valued $\\mathbf{f}$.',
    formula: '\\text{RatioCut}(A, \\bar{A}) = \\text{cut}(A, \\bar{A}) \\left( \\frac{1}{\\lvert A \\rvert} + \\frac{1}{\\lvert \\bar{A} \\rvert} \\right)',
    section: '/clustering#spectral-bisection',
    related: ['normalised-cut', 'spectral-bisection', 'fiedler-vector', 'algebraic-connectivity'],
  },
  {
    id: 'normalised-cut',
    term: 'normalised cut',
    aliases: ['normalized cut', 'Ncut', 'Shi–Malik cut'],
    definition:
      'A graph-cut cost like the ratio cut, but balancing the two parts by their volumes $\\text{vol}(A) = \\sum_{i \\in A} D_{ii}$ instead of their numbers of vertices. Its relaxation leads to the generalised eigenproblem $\\mathbf{L}\\mathbf{f} = \\nu\\mathbf{D}\\mathbf{f}$, that is to the random-walk Laplacian (Shi and Malik).',
    formula: '\\text{Ncut}(A, \\bar{A}) = \\text{cut}(A, \\bar{A}) \\left( \\frac{1}{\\text{vol}(A)} + \\frac{1}{\\text{vol}(\\bar{A})} \\right)',
    section: '/clustering#spectral-bisection',
    related: ['ratio-cut', 'normalised-laplacian', 'degree-matrix'],
  },
  {
    id: 'spectral-bisection',
    term: 'spectral bisection',
    aliases: ['spectral partitioning', 'Fiedler bisection'],
    definition:
      'Splitting a graph in two by the signs of the entries of its Fiedler vector, the eigenvector of the second smallest Laplacian eigenvalue. It rounds the solution of the relaxed ratio-cut problem, in which the two-valued split vector is allowed any real values orthogonal to $\\mathbf{1}$; the relaxation is not tight, but works well on clearly clustered data.',
    formula:
      '\\min_{\\mathbf{f} \\in \\R^n} \\mathbf{f}^\\top \\mathbf{L} \\mathbf{f} \\quad \\text{subject to} \\quad \\mathbf{f} \\perp \\mathbf{1}, \\; \\norm{\\mathbf{f}}_2^2 = n',
    section: '/clustering#spectral-bisection',
    related: ['fiedler-vector', 'ratio-cut', 'spectral-clustering', 'k-way-spectral-clustering'],
  },
  {
    id: 'k-way-spectral-clustering',
    term: 'k-way spectral clustering',
    aliases: ['Ng–Jordan–Weiss algorithm', 'NJW algorithm', 'multiway spectral clustering'],
    definition:
      'Spectral clustering into $K$ clusters at once: stack the eigenvectors of the $K$ smallest eigenvalues of $\\mathbf{L}_{\\text{sym}}$ as the columns of $\\mathbf{U} \\in \\R^{n \\times K}$, scale each row to unit length, and run k-means on the rows. For a graph of $K$ components the rows collapse onto $K$ orthogonal points, and weak edges between clusters only move them a little.',
    formula: '\\min_{\\mathbf{U}^\\top \\mathbf{U} = \\mathbf{I}} \\tr\\left(\\mathbf{U}^\\top \\mathbf{L} \\mathbf{U}\\right) = \\nu_1 + \\dots + \\nu_K',
    section: '/clustering#k-way-spectral-clustering',
    related: ['spectral-clustering', 'normalised-laplacian', 'spectral-bisection', 'k-means'],
  },
  {
    id: 'eigengap-heuristic',
    term: 'eigengap heuristic',
    aliases: ['eigengap', 'eigen gap', 'spectral gap heuristic'],
    definition:
      'A rule for choosing the number of clusters in spectral clustering: sort the Laplacian eigenvalues $\\nu_1 \\le \\nu_2 \\le \\dots$ and pick the $K$ that maximises the gap $\\nu_{K+1} - \\nu_K$. $K$ clear clusters give $K$ small eigenvalues followed by a jump; overlapping clusters or a graph broken into stray pieces make it unreliable.',
    formula: 'K = \\argmax_{K} \\left(\\nu_{K+1} - \\nu_K\\right)',
    section: '/clustering#in-practice',
    related: ['spectral-clustering', 'weyls-inequality', 'connected-component'],
  },
  {
    id: 'weyls-inequality',
    term: "Weyl's inequality",
    aliases: ['Weyl inequality', 'Weyl eigenvalue perturbation bound'],
    definition:
      'The bound that adding a symmetric perturbation $\\mathbf{E}$ to a symmetric matrix moves each of its ordered eigenvalues by at most the spectral norm $\\norm{\\mathbf{E}}_2$. Applied to the graph Laplacian, it explains why weak edges between $K$ clusters leave $K$ small eigenvalues followed by a jump, the basis of the eigengap heuristic.',
    formula: '\\abs{\\nu_l(\\mathbf{L} + \\mathbf{E}) - \\nu_l(\\mathbf{L})} \\le \\norm{\\mathbf{E}}_2',
    section: '/clustering#in-practice',
    related: ['eigengap-heuristic', 'graph-laplacian'],
  },

  // Agglomerative clustering
  {
    id: 'agglomerative-clustering',
    term: 'agglomerative clustering',
    aliases: ['hierarchical clustering', 'agglomerative hierarchical clustering', 'bottom-up clustering', 'HAC'],
    definition:
      'Hierarchical clustering from the bottom up: start with every point in a cluster of its own and repeatedly merge the two closest clusters, as measured by a linkage, until one cluster is left. The merges form a dendrogram that holds a clustering for every $K$; the plain algorithm costs $O(n^3)$ time and $O(n^2)$ memory.',
    section: '/clustering#agglomerative-clustering',
    related: ['dendrogram', 'linkage', 'ward-linkage', 'single-linkage'],
  },
  {
    id: 'dendrogram',
    term: 'dendrogram',
    aliases: ['cluster tree', 'merge tree'],
    definition:
      'The tree that records the merges of agglomerative clustering, each merge drawn at its height: the linkage distance, or for Ward the increase of $J$. Cutting it at one height, or after a number of merges, gives a clustering, and a long stretch without merges suggests a natural number of clusters.',
    section: '/clustering#agglomerative-clustering',
    related: ['agglomerative-clustering', 'linkage'],
  },
  {
    id: 'linkage',
    term: 'linkage',
    aliases: ['linkage criterion', 'linkage function', 'linkage method'],
    definition:
      'The rule that defines the distance between two clusters in agglomerative clustering, and with it which shapes the method finds: single (closest pair), complete (farthest pair), average (mean over all pairs) or Ward (increase of the within-cluster sum of squares).',
    section: '/clustering#linkages',
    related: ['single-linkage', 'complete-linkage', 'average-linkage', 'ward-linkage', 'agglomerative-clustering'],
  },
  {
    id: 'single-linkage',
    term: 'single linkage',
    aliases: ['single-link clustering', 'nearest-point linkage'],
    definition:
      'The linkage that measures two clusters by their closest pair of points. It follows thin, curved clusters, but a chain of stray points can join clusters that should stay apart (chaining); its merges are the edges of a minimum spanning tree, from the shortest.',
    formula: '\\min_{i \\in A,\\, j \\in B} \\operatorname{dist}(\\mathbf{x}_i, \\mathbf{x}_j)',
    section: '/clustering#linkages',
    related: ['linkage', 'chaining', 'complete-linkage', 'dbscan'],
  },
  {
    id: 'complete-linkage',
    term: 'complete linkage',
    aliases: ['complete-link clustering', 'farthest-point linkage', 'maximum linkage'],
    definition:
      'The linkage that measures two clusters by their farthest pair of points. It asks every pair to be close, so it favours compact clusters of similar diameter, and an outlier can keep a cluster from merging.',
    formula: '\\max_{i \\in A,\\, j \\in B} \\operatorname{dist}(\\mathbf{x}_i, \\mathbf{x}_j)',
    section: '/clustering#linkages',
    related: ['linkage', 'single-linkage', 'average-linkage'],
  },
  {
    id: 'average-linkage',
    term: 'average linkage',
    aliases: ['UPGMA', 'group-average linkage', 'mean linkage'],
    definition:
      'The linkage that measures two clusters by the mean distance over all $\\lvert A \\rvert \\lvert B \\rvert$ pairs of their points. It sits between single and complete linkage: less prone to chaining than single, less sensitive to one far point than complete.',
    formula: '\\frac{1}{\\lvert A \\rvert \\lvert B \\rvert} \\sum_{i \\in A} \\sum_{j \\in B} \\operatorname{dist}(\\mathbf{x}_i, \\mathbf{x}_j)',
    section: '/clustering#linkages',
    related: ['linkage', 'single-linkage', 'complete-linkage'],
  },
  {
    id: 'ward-linkage',
    term: 'Ward linkage',
    aliases: ["Ward's method", "Ward's linkage", 'minimum variance linkage'],
    definition:
      "The linkage that measures two clusters by how much merging them would increase the k-means objective $J$, a size-weighted squared distance between their means. Each merge is the one that raises $J$ least, a greedy k-means that prefers round clusters of similar size, and the costs of all $n - 1$ merges add up to the total sum of squares; it is scikit-learn's default.",
    formula:
      '\\Delta J(A, B) = \\frac{\\lvert A \\rvert \\lvert B \\rvert}{\\lvert A \\rvert + \\lvert B \\rvert} \\norm{\\boldsymbol{\\mu}_A - \\boldsymbol{\\mu}_B}_2^2',
    section: '/clustering#linkages',
    related: ['linkage', 'within-cluster-sum-of-squares', 'between-cluster-sum-of-squares', 'centroid'],
  },
  {
    id: 'chaining',
    term: 'chaining',
    aliases: ['chaining effect', 'single-linkage chaining'],
    definition:
      'The failure of single linkage in which a line of stray points, each close to the next, joins two clusters that should stay apart at a low merge height. DBSCAN avoids it because the points of a thin line have sparse balls and cannot pass a cluster on.',
    section: '/clustering#linkages',
    related: ['single-linkage', 'dbscan'],
  },

  // DBSCAN
  {
    id: 'dbscan',
    term: 'DBSCAN',
    aliases: ['density-based spatial clustering of applications with noise', 'density-based clustering'],
    definition:
      "A density-based clustering method with two parameters, a radius $\\delta$ (`eps`) and a count $n_{\\min}$ (`min_samples`): core points, which have at least $n_{\\min}$ points within $\\delta$, are joined into clusters when they are within $\\delta$ of each other, border points join a nearby core point's cluster, and the rest are labelled noise. It needs no $K$ and finds clusters of any shape, but one global radius fails when clusters differ strongly in density.",
    section: '/clustering#dbscan',
    related: ['core-point', 'border-point', 'noise-point', 'dbscan-eps', 'min-samples', 'single-linkage'],
  },
  {
    id: 'core-point',
    term: 'core point',
    aliases: ['DBSCAN core point', 'core sample'],
    definition:
      'In DBSCAN, a point whose $\\delta$-ball, itself included, holds at least $n_{\\min}$ points. Core points within $\\delta$ of each other, directly or through a chain of core points, form one cluster, and those clusters do not depend on the order in which points are visited.',
    formula:
      '\\lvert \\mathcal{B}_\\delta(i) \\rvert \\ge n_{\\min}, \\qquad \\mathcal{B}_\\delta(i) = \\{\\, j : \\operatorname{dist}(\\mathbf{x}_i, \\mathbf{x}_j) \\le \\delta \\,\\}',
    section: '/clustering#core-border-and-noise-points',
    related: ['dbscan', 'border-point', 'noise-point'],
  },
  {
    id: 'border-point',
    term: 'border point',
    aliases: ['DBSCAN border point', 'boundary point (DBSCAN)'],
    definition:
      "In DBSCAN, a point that is not core but lies within $\\delta$ of a core point, so it joins that core point's cluster. A border point near core points of two clusters can go to either, the only part of DBSCAN's result that depends on the visiting order.",
    section: '/clustering#core-border-and-noise-points',
    related: ['dbscan', 'core-point', 'noise-point'],
  },
  {
    id: 'noise-point',
    term: 'noise point',
    aliases: ['DBSCAN noise', 'DBSCAN outlier'],
    definition:
      'In DBSCAN, a point that is neither core nor within $\\delta$ of any core point: it belongs to no cluster and gets the label $-1$ in scikit-learn. Unlike k-means, which forces every point into a cluster, DBSCAN leaves the points of sparse regions out.',
    section: '/clustering#core-border-and-noise-points',
    related: ['dbscan', 'core-point', 'border-point'],
  },
  {
    id: 'dbscan-eps',
    term: 'eps (DBSCAN radius)',
    aliases: ['eps', 'DBSCAN radius', 'DBSCAN epsilon'],
    definition:
      "DBSCAN's radius $\\delta$: two points are neighbours when their distance is at most $\\delta$. Too small a radius breaks clusters into pieces and labels much of the data noise, too large a one merges neighbouring clusters; the knee of a sorted k-distance plot is a good value.",
    section: '/clustering#dbscan',
    related: ['dbscan', 'min-samples', 'k-distance-plot'],
  },
  {
    id: 'min-samples',
    term: 'min_samples',
    aliases: ['MinPts', 'minimum samples (DBSCAN)', 'DBSCAN minimum count'],
    definition:
      "DBSCAN's count $n_{\\min}$: the number of points, itself included, that a point's $\\delta$-ball must hold for the point to be core. About twice the dimension $d$ is a common start, larger on noisy data; with $n_{\\min} = 2$ DBSCAN becomes single linkage cut at height $\\delta$.",
    section: '/clustering#dbscan',
    related: ['dbscan', 'dbscan-eps', 'core-point'],
  },
  {
    id: 'k-distance-plot',
    term: 'k-distance plot',
    aliases: ['k-distance graph', 'sorted k-distance plot', 'knee plot for DBSCAN'],
    definition:
      "A plot used to choose DBSCAN's radius: for every point, the distance to its $(n_{\\min} - 1)$th nearest other point, the smallest radius that would make it core, sorted in increasing order. Points inside clusters give small values and noise points large ones, and the bend (knee) of the curve is a good $\\delta$.",
    section: '/clustering#dbscan',
    related: ['dbscan-eps', 'min-samples', 'dbscan'],
  },
];
