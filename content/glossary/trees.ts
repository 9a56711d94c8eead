/** Glossary entries for the terms the trees lecture teaches (content/glossary/glossary-schema.ts). */
import type { GlossaryEntryInput } from './glossary-schema.ts';

export const treesTerms: GlossaryEntryInput[] = [
  {
    id: 'decision-tree',
    term: 'Decision tree',
    aliases: ['decision trees', 'classification tree', 'regression tree', 'DecisionTreeClassifier', 'DecisionTreeRegressor', 'tree model'],
    definition:
      'A model that predicts by a sequence of tests on one feature at a time, such as $x_j \\le s$, each sending a sample down one branch until a leaf gives a constant prediction. It partitions the feature space into axis-aligned boxes $R_u$, is grown greedily, needs no feature scaling, and on its own has high variance.',
    formula: '\\hat{f}(\\mathbf{x}) = \\sum_{u=1}^{\\lvert T \\rvert} c_u \\, \\mathbb{I}[\\mathbf{x} \\in R_u]',
    section: '/trees#tree-induction',
    related: ['recursive-partitioning', 'leaf-value', 'impurity-measure', 'pruning', 'random-forest', 'non-parametric-model'],
  },
  {
    id: 'leaf-value',
    term: 'Leaf value',
    aliases: ['leaf prediction', 'leaf node', 'terminal node', 'leaf'],
    definition:
      "The constant $c_u$ a decision tree predicts for every input that reaches leaf $u$: the mean target of the leaf's training samples under squared error, or the majority class under 0-1 loss, with the class proportions as probability estimates. A tree with $\\lvert T \\rvert$ leaves has $\\lvert T \\rvert$ such values.",
    section: '/trees#tree-induction',
    related: ['decision-tree', 'leaf-weight'],
  },
  {
    id: 'recursive-partitioning',
    term: 'Recursive partitioning',
    aliases: ['greedy top-down splitting', 'top-down induction', 'tree induction', 'greedy tree growing'],
    definition:
      'The greedy algorithm that grows a decision tree: at each node, unless a stopping rule fires, try every feature and threshold, keep the split with the largest impurity decrease, and recurse into both children. It never looks ahead, which makes it fast but can miss a split that is useless alone and valuable with the next one.',
    section: '/trees#greedy-top-down-splitting',
    related: ['decision-tree', 'impurity-decrease', 'cart', 'horizon-effect'],
  },
  {
    id: 'cart',
    term: 'CART',
    aliases: ['classification and regression trees', 'CART algorithm'],
    definition:
      "The decision-tree algorithm of Breiman, Friedman, Olshen and Stone (1984): binary splits, the Gini index for classification and squared error for regression, cost-complexity pruning, and surrogate splits for missing values. scikit-learn's trees use an optimised version of it.",
    section: '/trees#greedy-top-down-splitting',
    related: ['recursive-partitioning', 'gini-impurity', 'cost-complexity-pruning', 'surrogate-split', 'id3-and-c4-5'],
  },
  {
    id: 'id3-and-c4-5',
    term: 'ID3 and C4.5',
    aliases: ['ID3', 'C4.5', 'Quinlan trees'],
    definition:
      "Quinlan's decision-tree algorithms, which score splits by entropy and make multiway splits with one child per value of a nominal feature. C4.5, the successor of ID3, divides the information gain by the split information (the gain ratio) to stop many-valued features from winning by fragmentation.",
    section: '/trees#greedy-top-down-splitting',
    related: ['entropy', 'information-gain', 'gain-ratio', 'multiway-split', 'cart'],
  },
  {
    id: 'residual-sum-of-squares-split',
    term: 'RSS decrease of a split',
    aliases: ['regression split criterion', 'variance reduction split', 'squared error split'],
    definition:
      "The score of a regression split: the residual sum of squares of the parent minus those of its two children, which equals $\\frac{n_L n_R}{n_a} (\\bar{y}_L - \\bar{y}_R)^2$. It rewards separating the two children's mean targets, weighted towards balanced children.",
    formula: '\\operatorname{RSS}(a) - \\operatorname{RSS}(a_L) - \\operatorname{RSS}(a_R) = \\frac{n_L \\, n_R}{n_a} \\left(\\bar{y}_L - \\bar{y}_R\\right)^2',
    section: '/trees#worked-example-a-regression-split-in-rss',
    related: ['impurity-decrease', 'recursive-partitioning'],
  },
  {
    id: 'impurity-measure',
    term: 'Impurity measure',
    aliases: ['node impurity', 'impurity', 'impurity function'],
    definition:
      "A function $I$ of a node's class proportions $\\hat{\\mathbf{p}} = (\\hat{p}_1, \\dots, \\hat{p}_K)$ that is zero when one class holds all the samples and largest when the classes are evenly mixed; for regression, the mean squared deviation of the targets plays its part. Trees choose splits by how much they lower it.",
    section: '/trees#impurity-measures',
    related: ['gini-impurity', 'entropy', 'misclassification-impurity', 'impurity-decrease'],
  },
  {
    id: 'impurity-decrease',
    term: 'Impurity decrease',
    aliases: ['impurity reduction', 'decrease in impurity', 'split score', 'min_impurity_decrease'],
    definition:
      "The score of a candidate split: the parent's impurity minus its children's impurities weighted by their shares of the samples. With entropy it is called the information gain, and the split with the largest decrease is kept.",
    formula: '\\Delta I = I(a) - \\frac{n_L}{n_a} I(a_L) - \\frac{n_R}{n_a} I(a_R)',
    section: '/trees#greedy-top-down-splitting',
    related: ['impurity-measure', 'information-gain', 'recursive-partitioning'],
  },
  {
    id: 'gini-impurity',
    term: 'Gini impurity',
    aliases: ['Gini index', 'Gini', 'Gini criterion', "criterion='gini'"],
    definition:
      'The impurity $1 - \\sum_k \\hat{p}_k^2$ of a node, the probability that two labels drawn with replacement from it differ; it is zero when the node is pure (all one class), and for two classes it is $2p(1-p)$, which peaks at $0.5$. It is strictly concave and is the default splitting criterion of CART and scikit-learn.',
    formula: 'I_{G}(\\hat{\\mathbf{p}}) = \\sum_{k=1}^{K} \\hat{p}_k (1 - \\hat{p}_k) = 1 - \\sum_{k=1}^{K} \\hat{p}_k^2',
    section: '/trees#impurity-measures',
    related: ['entropy', 'impurity-measure', 'concave-impurity', 'misclassification-impurity'],
  },
  {
    id: 'entropy',
    term: 'Entropy',
    aliases: ['Shannon entropy', 'entropy impurity', "criterion='entropy'"],
    definition:
      'The uncertainty, in bits, about the label of a sample drawn from a node, $-\\sum_k \\hat{p}_k \\log_2 \\hat{p}_k$ (with $0 \\log_2 0 = 0$); it is zero for a pure node and 1 bit for two evenly mixed classes. As a splitting criterion it gives the information gain of ID3 and C4.5, and halved it nearly coincides with the Gini index.',
    formula: 'I_H(\\hat{\\mathbf{p}}) = -\\sum_{k=1}^{K} \\hat{p}_k \\log_2 \\hat{p}_k',
    section: '/trees#impurity-measures',
    related: ['information-gain', 'gini-impurity', 'impurity-measure'],
  },
  {
    id: 'information-gain',
    term: 'Information gain',
    aliases: ['IG', 'entropy gain', 'mutual information of a split'],
    definition:
      "The decrease in entropy from a parent node to its children, weighted by the children's sizes; it equals the empirical mutual information between the split and the label. ID3 and C4.5 choose the split with the largest information gain.",
    formula: '\\text{IG} = I_H(a) - \\frac{n_L}{n_a} I_H(a_L) - \\frac{n_R}{n_a} I_H(a_R)',
    section: '/trees#impurity-measures',
    related: ['entropy', 'impurity-decrease', 'gain-ratio'],
  },
  {
    id: 'misclassification-impurity',
    term: 'Misclassification impurity',
    aliases: ['misclassification error impurity', 'classification error criterion', 'misclassification rate of a node'],
    definition:
      "The impurity $1 - \\max_k \\hat{p}_k$ of a node, the training error of predicting its majority class. It is piecewise linear, so a split whose children keep the parent's majority class scores exactly zero however much purer one child becomes; it is used, if at all, to prune rather than to grow trees.",
    formula: 'I_{\\text{err}}(\\hat{\\mathbf{p}}) = 1 - \\max_{k} \\hat{p}_k',
    section: '/trees#impurity-measures',
    related: ['concave-impurity', 'gini-impurity', 'entropy'],
  },
  {
    id: 'concave-impurity',
    term: 'Strictly concave impurity',
    aliases: ['concavity of impurity', 'concave impurity'],
    definition:
      "An impurity, such as Gini or entropy, for which the parent's value lies strictly above the weighted average of its children's whenever the children's class mixes differ (Jensen's inequality), because the parent's proportions are the weighted average of theirs. Every split that changes the class mix then earns a positive score, so growth does not stall as it does with misclassification error.",
    section: '/trees#why-concavity-matters',
    related: ['gini-impurity', 'entropy', 'misclassification-impurity', 'impurity-decrease'],
  },
  {
    id: 'multiway-split',
    term: 'Multiway split',
    aliases: ['multi-way split', 'one child per category', 'categorical split'],
    definition:
      'A split of a nominal feature with $L$ values into $L$ children, one per value, as ID3 and C4.5 do; CART instead sends a subset of the values left, choosing among $2^{L-1} - 1$ binary partitions. Multiway splits favour features with many values, which fragment the data into small, nearly pure children.',
    section: '/trees#categorical-attributes',
    related: ['gain-ratio', 'id3-and-c4-5', 'cart'],
  },
  {
    id: 'gain-ratio',
    term: 'Gain ratio',
    aliases: ['information gain ratio', 'split information'],
    definition:
      "C4.5's split score: the information gain divided by the split information, the entropy of the sizes of the children. The denominator grows with the number of children, so the gain ratio penalises features such as an ID that split the data into many tiny groups.",
    formula: '\\text{GainRatio} = \\frac{\\text{IG}}{-\\sum_{v=1}^{L} \\frac{n_v}{n_a} \\log_2 \\frac{n_v}{n_a}}',
    section: '/trees#categorical-attributes',
    related: ['information-gain', 'multiway-split', 'id3-and-c4-5'],
  },
  {
    id: 'split-threshold',
    term: 'Split threshold',
    aliases: ['split point', 'cut point', 'threshold of a split'],
    definition:
      'The value $s$ in a test $x_j \\le s$ on a continuous or ordered feature; only the $n_a - 1$ midpoints between consecutive sorted values give different partitions, and all can be scored in one pass after sorting. For entropy, Gini and every strictly concave impurity, the best threshold lies where the class changes between consecutive samples.',
    formula: 's = \\frac{x_{(i)} + x_{(i+1)}}{2}',
    section: '/trees#continuous-attributes-and-thresholds',
    related: ['recursive-partitioning', 'impurity-decrease'],
  },
  {
    id: 'pruning',
    term: 'Pruning',
    aliases: ['tree pruning', 'pruning a decision tree'],
    definition:
      'Limiting the size of a decision tree so that it stops fitting noise in small groups of samples, either while growing it (pre-pruning) or by cutting back a large tree afterwards (post-pruning). A tree grown until its leaves are pure fits the training data perfectly and usually overfits.',
    section: '/trees#pruning',
    related: ['pre-pruning', 'post-pruning', 'cost-complexity-pruning'],
  },
  {
    id: 'pre-pruning',
    term: 'Pre-pruning',
    aliases: ['prepruning', 'stopping rules', 'max_depth', 'min_samples_leaf'],
    definition:
      "Stopping a tree's growth early with rules such as a maximum depth, a minimum number of samples per node or leaf, or a minimum impurity decrease per split. It is cheap and the main control in most libraries, but it suffers from the horizon effect.",
    section: '/trees#pre-pruning',
    related: ['pruning', 'horizon-effect', 'post-pruning'],
  },
  {
    id: 'horizon-effect',
    term: 'Horizon effect',
    aliases: ['XOR problem for trees', 'myopic splitting'],
    definition:
      'The failure of greedy tree growth with early stopping to see a split that gains nothing alone but enables a very good split below it. On XOR data every single split has zero impurity decrease, so a minimum-decrease rule stops at the root although two levels would classify every sample correctly.',
    section: '/trees#pre-pruning',
    related: ['pre-pruning', 'recursive-partitioning'],
  },
  {
    id: 'post-pruning',
    term: 'Post-pruning',
    aliases: ['postpruning', 'reduced-error pruning', 'backward pruning'],
    definition:
      'Growing a large tree with loose stopping rules and then replacing subtrees that do not pay for themselves by leaves. Reduced-error pruning does it with a held-out validation set; cost-complexity pruning builds a family of subtrees and chooses among them by cross-validation.',
    section: '/trees#post-pruning',
    related: ['pruning', 'cost-complexity-pruning', 'pre-pruning'],
  },
  {
    id: 'cost-complexity-pruning',
    term: 'Cost-complexity pruning',
    aliases: ['minimal cost-complexity pruning', 'CCP', 'ccp_alpha', 'cost complexity pruning'],
    definition:
      'Pruning that scores a tree $T$ by its training error $R(T)$ plus a price $\\alpha_{\\text{ccp}} \\ge 0$ per leaf, so a subtree survives only if it lowers the error by more than $\\alpha_{\\text{ccp}}$ per extra leaf. Weakest-link pruning gives the whole nested sequence of optimal subtrees, and $\\alpha_{\\text{ccp}}$ is chosen by cross-validation.',
    formula: 'R_{\\alpha_{\\text{ccp}}}(T) = R(T) + \\alpha_{\\text{ccp}} \\lvert T \\rvert',
    section: '/trees#cost-complexity-pruning',
    related: ['weakest-link-pruning', 'pruning', 'post-pruning'],
  },
  {
    id: 'weakest-link-pruning',
    term: 'Weakest-link pruning',
    aliases: ['weakest link pruning', 'weakest link cutting'],
    definition:
      'The procedure that computes, for every internal node $a$, the decrease in training error per extra leaf that its branch $T_a$ buys, $g(a)$, collapses the node with the smallest value, and repeats until only the root remains. The result is a nested sequence of subtrees and the thresholds of $\\alpha_{\\text{ccp}}$ at which each becomes optimal.',
    formula: 'g(a) = \\frac{R(a) - R(T_a)}{\\lvert T_a \\rvert - 1}',
    section: '/trees#cost-complexity-pruning',
    related: ['cost-complexity-pruning'],
  },
  {
    id: 'surrogate-split',
    term: 'Surrogate split',
    aliases: ['surrogate splits', 'missing values in trees'],
    definition:
      'A split on another feature that sends samples the same way as the chosen split as often as possible; CART uses it to route a sample whose value for the chosen feature is missing. Boosting libraries instead learn a default direction for missing values at each split.',
    section: '/trees#practical-considerations',
    related: ['cart', 'decision-tree'],
  },
  {
    id: 'histogram-based-splitting',
    term: 'Histogram-based split finding',
    aliases: ['feature binning', 'histogram gradient boosting', 'HistGradientBoosting', 'binned splits'],
    definition:
      "Binning each feature once into at most $n_{\\text{bins}}$ values (typically 256), so that a node costs $O(d \\, n_a)$ to fill the bins plus $O(d \\, n_{\\text{bins}})$ to scan them, with no sorting. LightGBM, XGBoost and scikit-learn's histogram boosting use it to train on large data sets.",
    section: '/trees#training-cost',
    related: ['gradient-boosting', 'decision-tree'],
  },
  {
    id: 'ensemble',
    term: 'Ensemble',
    aliases: ['ensemble method', 'ensemble learning', 'model ensemble', 'ensembles'],
    definition:
      'A model that combines the predictions of many models, by averaging or voting (bagging, random forests) or by adding them one after another (boosting). Averaging many unstable trees lowers variance, and adding weak learners sequentially lowers bias.',
    section: '/trees#bagging',
    related: ['bagging', 'random-forest', 'boosting'],
  },
  {
    id: 'bootstrap-sample',
    term: 'Bootstrap sample',
    aliases: ['bootstrap', 'bootstrapping', 'resampling with replacement'],
    definition:
      'A sample of $n$ points drawn with replacement from a training set of $n$ points, so some points appear several times and others not at all. A given point is missed with probability $(1 - 1/n)^n \\to e^{-1} \\approx 0.368$, so a bootstrap sample holds about 63.2% of the distinct points.',
    formula: '\\left(1 - \\frac{1}{n}\\right)^{n} \\xrightarrow[n \\to \\infty]{} e^{-1} \\approx 0.368',
    section: '/trees#the-bootstrap',
    related: ['bagging', 'out-of-bag-error'],
  },
  {
    id: 'bagging',
    term: 'Bagging',
    aliases: ['bootstrap aggregating', 'bootstrap aggregation', 'bagged trees', 'BaggingClassifier'],
    definition:
      'An ensemble that fits one model, usually a deep tree, to each of $B$ bootstrap samples (drawn with replacement) and averages their predictions (or takes a majority vote). Averaging lowers the variance of unstable, low-bias learners and leaves their bias unchanged.',
    formula: '\\hat{f}_{\\text{bag}}(\\mathbf{x}) = \\frac{1}{B} \\sum_{b=1}^{B} \\hat{f}_b(\\mathbf{x})',
    section: '/trees#bagging',
    related: ['bootstrap-sample', 'ensemble-variance', 'random-forest', 'out-of-bag-error', 'boosting'],
  },
  {
    id: 'ensemble-variance',
    term: 'Variance of an average of trees',
    aliases: ['correlated trees variance', 'bagging variance formula', 'variance reduction by averaging'],
    definition:
      'For $B$ predictions with variance $\\sigma^2$ and pairwise correlation $\\rho$, the average has variance $\\rho\\sigma^2 + (1 - \\rho)\\sigma^2 / B$. More trees only shrink the second term, so the correlation between trees sets a floor that random forests lower by feature subsampling.',
    formula: '\\Var\\left(\\frac{1}{B} \\sum_{b=1}^{B} \\hat{f}_b\\right) = \\rho \\sigma^2 + \\frac{1 - \\rho}{B} \\sigma^2',
    section: '/trees#variance-reduction',
    related: ['bagging', 'random-forest', 'feature-subsampling'],
  },
  {
    id: 'out-of-bag-error',
    term: 'Out-of-bag error',
    aliases: ['OOB error', 'OOB score', 'out-of-bag estimate', 'oob_score'],
    definition:
      'The error of a bagged ensemble measured by predicting each training point only with the trees whose bootstrap sample left it out, about 36.8% of them. It estimates the test error like cross-validation at no extra fitting cost, is pessimistic with few trees, and is optimistic when rows are not independent.',
    section: '/trees#out-of-bag-error',
    related: ['bagging', 'bootstrap-sample', 'random-forest'],
  },
  {
    id: 'random-forest',
    term: 'Random forest',
    aliases: ['random forests', 'RF', 'RandomForestClassifier', 'RandomForestRegressor'],
    definition:
      'Bagging of deep, unpruned decision trees in which every split may choose only among $m_{\\text{try}}$ features drawn at random, which makes the trees less correlated and lowers the variance floor $\\rho\\sigma^2$ of their average. It is a robust default for tabular data, needs little tuning, and reports a free out-of-bag error.',
    section: '/trees#random-forests',
    related: ['bagging', 'feature-subsampling', 'out-of-bag-error', 'feature-importance', 'gradient-boosting'],
  },
  {
    id: 'feature-subsampling',
    term: 'Features per split',
    aliases: ['m_try', 'mtry', 'max_features', 'feature subsampling', 'random feature selection'],
    definition:
      'The number $m_{\\text{try}}$ of features drawn afresh at each node of a random-forest tree, among which the split is chosen; common defaults are $\\lfloor \\sqrt{d} \\rfloor$ for classification and $\\lfloor d/3 \\rfloor$ for regression, and $m_{\\text{try}} = d$ is plain bagging. A smaller value gives less correlated but weaker trees, so it is worth tuning by out-of-bag error.',
    section: '/trees#feature-subsampling',
    related: ['random-forest', 'ensemble-variance'],
  },
  {
    id: 'feature-importance',
    term: 'Feature importance',
    aliases: ['variable importance', 'feature_importances_', 'importance scores'],
    definition:
      "A score of how much a fitted model relies on each feature, such as a forest's mean decrease in impurity or the permutation importance measured on held-out data. It describes the model, not causation, and correlated features share or hide each other's importance.",
    section: '/trees#feature-importance',
    related: ['mean-decrease-in-impurity', 'permutation-importance', 'random-forest'],
  },
  {
    id: 'mean-decrease-in-impurity',
    term: 'Mean decrease in impurity',
    aliases: ['MDI', 'Gini importance', 'impurity-based feature importance', 'impurity importance'],
    definition:
      "A feature's importance as the sum of the weighted impurity decreases of all the splits that use it, averaged over the trees of a forest and usually normalised to sum to 1. It comes free with training, but it is measured on training data and favours features with many possible thresholds.",
    formula: '\\text{MDI}(j) = \\frac{1}{B} \\sum_{b=1}^{B} \\sum_{a \\in T_b : j(a) = j} \\frac{n_a}{n} \\Delta I(a)',
    section: '/trees#feature-importance',
    related: ['feature-importance', 'permutation-importance', 'impurity-decrease'],
  },
  {
    id: 'permutation-importance',
    term: 'Permutation importance',
    aliases: ['permutation feature importance', 'mean decrease in accuracy', 'MDA'],
    definition:
      "A feature's importance as the rise in error when its values are shuffled among out-of-bag or held-out samples, which breaks its link with the label. It is less biased than the mean decrease in impurity but costs a pass of predictions per feature, and two features carrying the same information can both look unimportant.",
    section: '/trees#feature-importance',
    related: ['feature-importance', 'mean-decrease-in-impurity'],
  },
  {
    id: 'boosting',
    term: 'Boosting',
    aliases: ['boosted trees', 'boosted ensemble', 'sequential ensemble'],
    definition:
      'An ensemble method that adds weak learners one after another, each fitted to what the current ensemble still gets wrong, and combines them in a weighted sum $F_M = \\sum_m \\alpha_m f_m$ or $F_0 + \\sum_m \\eta f_m$. It mainly reduces bias and, unlike bagging, overfits if it runs for too many rounds.',
    section: '/trees#boosting',
    related: ['weak-learner', 'adaboost', 'gradient-boosting', 'bagging', 'early-stopping'],
  },
  {
    id: 'weak-learner',
    term: 'Weak learner',
    aliases: ['weak classifier', 'weak model', 'base learner'],
    definition:
      "A model that needs only to do better than random guessing, such as a shallow tree or a stump; boosting turns many of them into a strong model. For AdaBoost each weak classifier's weighted error must be below $1/2$.",
    section: '/trees#boosting',
    related: ['decision-stump', 'boosting', 'adaboost'],
  },
  {
    id: 'decision-stump',
    term: 'Decision stump',
    aliases: ['stump', 'stumps', 'one-split tree', 'depth-1 tree'],
    definition:
      'A decision tree with a single split and two leaves, the usual weak learner of AdaBoost. A boosted sum of stumps is a sum of functions of one feature each, so it cannot model interactions between features.',
    section: '/trees#boosting',
    related: ['weak-learner', 'adaboost', 'boosting'],
  },
  {
    id: 'adaboost',
    term: 'AdaBoost',
    aliases: ['adaptive boosting', 'AdaBoostClassifier', 'Ada boost'],
    definition:
      'Boosting for labels $y_i \\in \\{-1, +1\\}$ that fits each weak classifier $f_m$ to reweighted samples, gives it the weight $\\alpha_m = \\frac12 \\ln \\frac{1 - \\operatorname{err}_m}{\\operatorname{err}_m}$, with $\\operatorname{err}_m$ its weighted error, multiplies the weights of the samples it misclassifies by $e^{\\alpha_m}$ and divides the others by it, then renormalises. It minimises the exponential loss stagewise and predicts $\\sign(F_M(\\mathbf{x}))$; on noisy labels it can overfit.',
    formula:
      '\\alpha_m = \\frac12 \\ln \\frac{1 - \\operatorname{err}_m}{\\operatorname{err}_m}, \\qquad w_i \\leftarrow \\frac{w_i \\exp\\left(-\\alpha_m y_i f_m(\\mathbf{x}_i)\\right)}{Z_m}',
    section: '/trees#adaboost',
    related: ['exponential-loss', 'forward-stagewise-additive-modelling', 'weak-learner', 'boosting'],
  },
  {
    id: 'exponential-loss',
    term: 'Exponential loss',
    aliases: ['exp loss', 'AdaBoost loss'],
    definition:
      'The loss $\\ell(y, F) = e^{-yF}$ for labels $y \\in \\{-1, +1\\}$ and a real score $F$, which AdaBoost minimises by forward stagewise additive modelling. It bounds the 0-1 loss from above but grows exponentially for confidently wrong predictions, so mislabelled points get enormous weight.',
    formula: '\\ell(y, F) = e^{-y F}',
    section: '/trees#adaboost',
    related: ['adaboost', 'forward-stagewise-additive-modelling'],
  },
  {
    id: 'forward-stagewise-additive-modelling',
    term: 'Forward stagewise additive modelling',
    aliases: ['forward stagewise additive modeling', 'stagewise additive model', 'additive model fitting'],
    definition:
      "Fitting a sum of basis functions one term at a time: with the earlier terms $F_{m-1}$ fixed, choose the next term $\\alpha f$ that most lowers the training loss, and never revisit the earlier ones. With the exponential loss it yields exactly AdaBoost's weights and updates, and gradient boosting approximates it for any differentiable loss.",
    formula: '(\\alpha_m, f_m) = \\argmin_{\\alpha, f} \\sum_{i=1}^{n} \\ell\\left(y_i, F_{m-1}(\\mathbf{x}_i) + \\alpha f(\\mathbf{x}_i)\\right)',
    section: '/trees#adaboost',
    related: ['adaboost', 'exponential-loss', 'gradient-boosting'],
  },
  {
    id: 'gradient-boosting',
    term: 'Gradient boosting',
    aliases: ['gradient boosted trees', 'GBM', 'GBDT', 'gradient boosting machine', 'GradientBoostingClassifier', 'gradient tree boosting'],
    definition:
      'Boosting for any differentiable loss: start from the best constant $F_0$, then at each round fit a regression tree $f_m$ to the pseudo-residuals (the negative gradient of the loss at the current predictions) and take a small step $F_m = F_{m-1} + \\eta f_m$. It is gradient descent in function space, regularised by the learning rate $\\eta$, the tree depth and early stopping on the number of rounds $M$.',
    formula: 'F_m(\\mathbf{x}) = F_{m-1}(\\mathbf{x}) + \\eta \\, f_m(\\mathbf{x})',
    section: '/trees#gradient-boosting',
    related: ['pseudo-residuals', 'shrinkage-in-boosting', 'early-stopping', 'second-order-boosting', 'random-forest'],
  },
  {
    id: 'pseudo-residuals',
    term: 'Pseudo-residuals',
    aliases: ['pseudo residuals', 'working residuals', 'boosting residuals'],
    definition:
      'The targets that the next tree of gradient boosting fits, $r_i = -\\partial \\ell(y_i, F) / \\partial F$ at the current prediction $F_{m-1}(\\mathbf{x}_i)$. For the squared loss they are the ordinary residuals $y_i - F_{m-1}(\\mathbf{x}_i)$, and for the log-loss with $F$ the log-odds they are $y_i - p_i$.',
    formula: 'r_i = -\\left.\\frac{\\partial \\ell(y_i, F)}{\\partial F}\\right|_{F = F_{m-1}(\\mathbf{x}_i)}',
    section: '/trees#gradient-boosting',
    related: ['gradient-boosting', 'second-order-boosting'],
  },
  {
    id: 'shrinkage-in-boosting',
    term: 'Shrinkage (boosting)',
    aliases: ['boosting learning rate', 'learning_rate in boosting', 'shrinkage factor', 'eta in XGBoost'],
    definition:
      'The factor $\\eta$, typically 0.01 to 0.1, by which gradient boosting scales each new tree before adding it. A smaller $\\eta$ needs more rounds but usually generalises better; since too many rounds overfit, the number of rounds is then set by early stopping.',
    section: '/trees#gradient-boosting',
    related: ['gradient-boosting', 'early-stopping'],
  },
  {
    id: 'early-stopping',
    term: 'Early stopping',
    aliases: ['early-stopping', 'early stopping rounds', 'early_stopping_rounds'],
    definition:
      'Stopping an iterative fit when the error on a validation set has not improved for a set number of rounds, and keeping the best round. In gradient boosting it chooses the number of rounds $M$, the main regulariser once the learning rate is small, because a boosted model keeps lowering its training error and eventually overfits.',
    section: '/trees#gradient-boosting',
    related: ['gradient-boosting', 'shrinkage-in-boosting', 'boosting'],
  },
  {
    id: 'second-order-boosting',
    term: 'Second-order boosting',
    aliases: ['XGBoost', 'Newton boosting', 'LightGBM', 'CatBoost', 'extreme gradient boosting'],
    definition:
      "Gradient boosting that chooses each tree's splits and leaf values from a second-order Taylor expansion of the loss, using the sums $G_u$ of first derivatives and $H_u$ of second derivatives in each leaf, with an L2 penalty $\\lambda$ on the leaf values. XGBoost introduced it; each leaf value is one Newton step, and splits are scored by the matching gain.",
    section: '/trees#second-order-boosting-leaf-weights-and-split-gain',
    related: ['leaf-weight', 'second-order-split-gain', 'gradient-boosting', 'pseudo-residuals'],
  },
  {
    id: 'leaf-weight',
    term: 'Leaf weight',
    aliases: ['optimal leaf value', 'XGBoost leaf weight', 'Newton leaf value'],
    definition:
      "In second-order boosting, the value $c_u^* = -G_u / (H_u + \\lambda)$ that minimises the penalised second-order objective in leaf $u$, where $G_u$ and $H_u$ sum the first and second derivatives of the loss over the leaf's samples. For the squared loss it is the leaf's mean residual shrunk towards zero, $\\sum_{i \\in u} r_i / (n_u + \\lambda)$.",
    formula: 'c_u^* = -\\frac{G_u}{H_u + \\lambda}',
    section: '/trees#second-order-boosting-leaf-weights-and-split-gain',
    related: ['second-order-boosting', 'second-order-split-gain', 'leaf-value'],
  },
  {
    id: 'second-order-split-gain',
    term: 'Second-order split gain',
    aliases: ['XGBoost gain', 'split gain', 'structure score gain'],
    definition:
      'The decrease in the penalised second-order objective when a leaf is split into parts with derivative sums $G_L, H_L$ and $G_R, H_R$; second-order boosting grows trees greedily with it in place of an impurity decrease. XGBoost makes a split only if the gain exceeds a fixed price per leaf (its `gamma`).',
    formula:
      '\\text{Gain} = \\frac12 \\left[ \\frac{G_L^2}{H_L + \\lambda} + \\frac{G_R^2}{H_R + \\lambda} - \\frac{(G_L + G_R)^2}{H_L + H_R + \\lambda} \\right]',
    section: '/trees#second-order-boosting-leaf-weights-and-split-gain',
    related: ['leaf-weight', 'second-order-boosting', 'impurity-decrease'],
  },
];
