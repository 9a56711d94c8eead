/** Glossary entries for the terms the supervised-learning lecture teaches (content/glossary/glossary-schema.ts). */
import type { GlossaryEntryInput } from './glossary-schema.ts';

// This lecture comes first in reading order, so it owns the course's general vocabulary (data,
// losses, risk, generalisation, validation); later lectures relate to these ids instead of
// redefining them.
export const supervisedLearningTerms: GlossaryEntryInput[] = [
  {
    id: 'supervised-learning',
    term: 'Supervised learning',
    aliases: ['supervised machine learning', 'learning from labelled examples', 'learning from labeled examples'],
    definition:
      'Supervised learning builds a rule that predicts an output from an input, using examples $(\\mathbf{x}_i, y_i)$ for which the correct output is known. The fitted rule is judged by how well it predicts the outputs of new inputs drawn from the same source, not by how well it reproduces the examples.',
    section: '/supervised-learning#the-setting',
    related: ['data-set', 'hypothesis-class', 'empirical-risk-minimisation', 'regression', 'classification'],
  },
  {
    id: 'data-set',
    term: 'Data set',
    aliases: ['dataset', 'labelled data', 'labeled data'],
    definition:
      'A data set $\\mathcal{D} = \\{(\\mathbf{x}_i, y_i)\\}_{i=1}^{n}$ is the collection of $n$ labelled examples a learner is given, each an input $\\mathbf{x}_i$ paired with its label $y_i$. It is usually divided into training, validation and test parts, each used for a different job.',
    formula: '\\mathcal{D} = \\{(\\mathbf{x}_i, y_i)\\}_{i=1}^{n}',
    section: '/supervised-learning#data-features-and-labels',
    related: ['sample', 'feature', 'label', 'design-matrix', 'training-set'],
  },
  {
    id: 'sample',
    term: 'Sample',
    aliases: ['example', 'instance', 'data point', 'observation', 'training example', 'record'],
    definition:
      'A sample is one case of a data set: an input vector $\\mathbf{x}_i \\in \\R^d$ together with its label $y_i$, such as one loan applicant and whether they repaid. A data set has $n$ samples, and in the design matrix each sample is one row.',
    section: '/supervised-learning#data-features-and-labels',
    related: ['data-set', 'feature', 'label', 'design-matrix'],
  },
  {
    id: 'feature',
    term: 'Feature',
    aliases: ['input variable', 'attribute', 'predictor', 'covariate', 'independent variable', 'explanatory variable'],
    definition:
      "A feature is one measurable property of a case that the learner may use as input, such as an applicant's income or a pixel's brightness; the $d$ features of sample $i$ form its input vector $\\mathbf{x}_i \\in \\R^d$. A learner can only use what the chosen features expose, so choosing them is part of the modelling.",
    section: '/supervised-learning#data-features-and-labels',
    related: ['sample', 'label', 'design-matrix'],
  },
  {
    id: 'label',
    term: 'Label',
    aliases: ['target', 'output', 'response', 'response variable', 'dependent variable', 'ground truth', 'target variable'],
    definition:
      'The label $y_i$ of sample $i$ is the answer the learner must predict for that input: a real number in regression, one of $K$ classes in classification. Labels are stored apart from the inputs, as the vector $\\mathbf{y}$, and are never used as features.',
    section: '/supervised-learning#data-features-and-labels',
    related: ['feature', 'sample', 'regression', 'classification'],
  },
  {
    id: 'design-matrix',
    term: 'Design matrix',
    aliases: ['data matrix', 'feature matrix', 'X matrix'],
    definition:
      "The design matrix $\\mathbf{X} \\in \\R^{n \\times d}$ stacks the $n$ input vectors as rows, so that row $i$ is $\\mathbf{x}_i^\\top$ and column $j$ holds feature $j$ across all samples. Writing the data this way turns a model's $n$ predictions into one matrix product, such as $\\mathbf{X}\\mathbf{w}$ for a linear model.",
    formula: '\\mathbf{X} = \\begin{bmatrix} \\mathbf{x}_1^\\top \\\\ \\vdots \\\\ \\mathbf{x}_n^\\top \\end{bmatrix} \\in \\R^{n \\times d}',
    section: '/supervised-learning#data-features-and-labels',
    related: ['data-set', 'feature', 'sample'],
  },
  {
    id: 'hypothesis-class',
    term: 'Hypothesis class',
    aliases: ['hypothesis', 'hypothesis function', 'hypothesis space', 'model class', 'model family', 'function class', 'hypothesis set'],
    definition:
      'A hypothesis is a function $h : \\R^d \\to \\mathcal{Y}$ from inputs to predictions $\\hat{y} = h(\\mathbf{x})$, and the hypothesis class $\\mathcal{H}$ is the set of hypotheses a learner searches, fixed before it sees the data, for example all linear functions $\\mathbf{x} \\mapsto \\mathbf{w}^\\top \\mathbf{x} + b$. It encodes what we are willing to assume about the answer, and its richness decides whether the learner underfits or overfits.',
    formula:
      '\\mathcal{H}_{\\text{lin}} = \\left\\{ \\mathbf{x} \\mapsto \\mathbf{w}^\\top \\mathbf{x} + b \\;:\\; \\mathbf{w} \\in \\R^d,\\ b \\in \\R \\right\\}',
    section: '/supervised-learning#hypotheses-and-the-hypothesis-class',
    related: ['overfitting', 'underfitting'],
  },
  {
    id: 'model-parameters',
    term: 'Model parameters',
    aliases: ['parameters', 'parameter vector', 'theta', 'learned parameters'],
    definition:
      'The parameters $\\boldsymbol{\\theta}$ of a model are the numbers that pick one hypothesis out of a parametric class, such as $\\boldsymbol{\\theta} = (\\mathbf{w}, b)$ for a linear model. Training sets them by minimising an objective on the training data, unlike hyperparameters, which are fixed before training.',
    section: '/supervised-learning#hypotheses-and-the-hypothesis-class',
    related: ['hypothesis-class', 'hyperparameter', 'objective-function'],
  },
  {
    id: 'loss-function',
    term: 'Loss function',
    aliases: ['loss', 'error function', 'per-example loss'],
    definition:
      'A loss function $\\ell(\\hat{y}, y) \\ge 0$ measures how bad it is to predict $\\hat{y}$ when the true label is $y$, for one example. It is how the learner is told what matters: squared loss, absolute loss and 0-1 loss each lead to a different best prediction.',
    section: '/supervised-learning#loss-functions',
    related: ['squared-loss', 'absolute-loss', 'zero-one-loss', 'surrogate-loss', 'risk'],
  },
  {
    id: 'objective-function',
    term: 'Objective function',
    aliases: ['objective', 'cost function', 'training objective'],
    definition:
      'The objective $J(\\boldsymbol{\\theta})$ is the function of the parameters that training minimises: the empirical risk, often plus a penalty that discourages complicated hypotheses. Optimisers such as gradient descent work on $J$, while the loss $\\ell$ scores a single example.',
    formula: 'J(\\boldsymbol{\\theta}) = \\hat{R}_n(h_{\\boldsymbol{\\theta}})',
    section: '/supervised-learning#empirical-risk-minimisation',
    related: ['empirical-risk', 'loss-function', 'model-parameters'],
  },
  {
    id: 'risk',
    term: 'Risk',
    aliases: ['expected risk', 'expected loss', 'true risk', 'population risk', 'generalisation error', 'generalization error'],
    definition:
      'The risk $R(h)$ of a hypothesis is its expected loss on a new pair $(\\mathbf{x}, y)$ drawn from the data distribution $P$: the error it will make on average on future cases. It cannot be computed, because $P$ is unknown, but an independent test set estimates it without bias.',
    formula: 'R(h) = \\E_{(\\mathbf{x}, y) \\sim P}\\left[ \\ell(h(\\mathbf{x}), y) \\right]',
    section: '/supervised-learning#empirical-risk-minimisation',
    related: ['empirical-risk', 'test-error', 'generalisation'],
  },
  {
    id: 'empirical-risk',
    term: 'Empirical risk',
    aliases: ['empirical loss', 'average training loss', 'sample risk'],
    definition:
      'The empirical risk $\\hat{R}_n(h)$ is the average loss of a hypothesis over the $n$ examples of a data set, the computable stand-in for the risk. For a hypothesis fixed before the data are seen it is an unbiased estimate of the risk; for one chosen to make it small, it is optimistic.',
    formula: '\\hat{R}_n(h) = \\frac{1}{n} \\sum_{i=1}^{n} \\ell(h(\\mathbf{x}_i), y_i)',
    section: '/supervised-learning#empirical-risk-minimisation',
    related: ['risk', 'empirical-risk-minimisation', 'training-error'],
  },
  {
    id: 'empirical-risk-minimisation',
    term: 'Empirical risk minimisation',
    aliases: ['ERM', 'empirical risk minimization'],
    definition:
      'Empirical risk minimisation picks, from a hypothesis class $\\mathcal{H}$, the hypothesis with the smallest average loss on the training data, as a stand-in for the true risk, the expected loss on new data, which cannot be computed because the data distribution is unknown. Almost every method in the course is ERM with its own class and loss, often plus a penalty on complexity.',
    formula: '\\hat{h} = \\argmin_{h \\in \\mathcal{H}} \\hat{R}_n(h)',
    section: '/supervised-learning#empirical-risk-minimisation',
    related: ['empirical-risk', 'hypothesis-class', 'objective-function', 'risk'],
  },
  {
    id: 'regression',
    term: 'Regression',
    aliases: ['regression problem', 'regression task'],
    definition:
      'Regression is supervised learning with a real-valued label, $\\mathcal{Y} = \\R$, such as a price or a temperature. Its usual loss is the squared loss, whose average over the data is the mean squared error.',
    section: '/supervised-learning#regression',
    related: ['classification', 'squared-loss', 'mean-squared-error', 'absolute-loss'],
  },
  {
    id: 'classification',
    term: 'Classification',
    aliases: [
      'classification problem',
      'classification task',
      'multiclass classification',
      'multi-class classification',
      'binary classification',
      'two-class classification',
    ],
    definition:
      'Classification is supervised learning with a categorical label, one of $K$ classes $\\mathcal{Y} = \\{1, \\dots, K\\}$, such as spam or not spam. With $K = 2$ it is binary classification, labels coded $\\{0, 1\\}$ or $\\{-1, +1\\}$; performance is usually measured by the 0-1 loss, whose average is the error rate, while training minimises a smooth surrogate of it.',
    section: '/supervised-learning#classification',
    related: ['regression', 'zero-one-loss', 'error-rate', 'surrogate-loss'],
  },
  {
    id: 'squared-loss',
    term: 'Squared loss',
    aliases: ['squared error', 'quadratic loss', 'L2 loss', 'squared error loss'],
    definition:
      'The squared loss $(\\hat{y} - y)^2$ is the standard loss of regression: smooth, easy to optimise, and the maximum-likelihood choice under Gaussian noise. It punishes large errors heavily, so a few outliers can pull the fit, and the best constant prediction under it is the mean of the labels.',
    formula: '\\ell(\\hat{y}, y) = (\\hat{y} - y)^2',
    section: '/supervised-learning#regression',
    related: ['mean-squared-error', 'absolute-loss', 'regression', 'loss-function'],
  },
  {
    id: 'mean-squared-error',
    term: 'Mean squared error',
    aliases: ['MSE', 'mean square error'],
    definition:
      "The mean squared error is the average squared loss over a set of $n$ examples, the empirical risk of regression under squared loss; it is in the squared units of the label. Its square root, the RMSE, is in the label's own units.",
    formula: '\\text{MSE} = \\frac{1}{n} \\sum_{i=1}^{n} \\left(y_i - \\hat{y}_i\\right)^2',
    section: '/supervised-learning#regression',
    related: ['squared-loss', 'regression', 'training-error', 'test-error'],
  },
  {
    id: 'absolute-loss',
    term: 'Absolute loss',
    aliases: ['absolute error', 'L1 loss', 'absolute error loss', 'mean absolute error', 'MAE'],
    definition:
      'The absolute loss $\\abs{\\hat{y} - y}$ grows only linearly with the error, so it is far less sensitive to outliers than the squared loss. The best constant prediction under it is a median of the labels, and it is the maximum-likelihood loss under Laplace noise; its average over a data set is the mean absolute error.',
    formula: '\\ell(\\hat{y}, y) = \\abs{\\hat{y} - y}',
    section: '/supervised-learning#regression',
    related: ['squared-loss', 'loss-function', 'regression'],
  },
  {
    id: 'zero-one-loss',
    term: '0-1 loss',
    aliases: ['zero-one loss', '0/1 loss', 'misclassification loss'],
    definition:
      'The 0-1 loss counts a mistake: it is 1 when the predicted class differs from the true one and 0 otherwise, and its average is the error rate. It is what classification usually cares about, but it is flat almost everywhere, so learners train on a surrogate instead.',
    formula: '\\ell_{0\\text{-}1}(\\hat{y}, y) = \\mathbb{I}[\\hat{y} \\ne y]',
    section: '/supervised-learning#classification',
    related: ['error-rate', 'surrogate-loss', 'classification'],
  },
  {
    id: 'error-rate',
    term: 'Error rate',
    aliases: ['misclassification rate', 'classification error'],
    definition:
      'The error rate of a classifier is the fraction of examples it classifies wrongly, the average 0-1 loss over a data set. On a test set it estimates the probability of a mistake on a new case.',
    formula: '\\frac{1}{n} \\sum_{i=1}^{n} \\mathbb{I}[\\hat{y}_i \\ne y_i]',
    section: '/supervised-learning#classification',
    related: ['zero-one-loss', 'accuracy', 'test-error'],
  },
  {
    id: 'accuracy',
    term: 'Accuracy',
    aliases: ['classification accuracy', 'accuracy score'],
    definition:
      'Accuracy is the fraction of examples a classifier gets right, one minus its error rate. When one class is rare it can mislead: always predicting the majority class scores high while never finding the rare class, so compare it with that trivial baseline and look at the errors on each class.',
    formula: '\\text{accuracy} = \\frac{1}{n} \\sum_{i=1}^{n} \\mathbb{I}[\\hat{y}_i = y_i]',
    section: '/supervised-learning#classification',
    related: ['error-rate', 'zero-one-loss', 'classification'],
  },
  {
    id: 'surrogate-loss',
    term: 'Surrogate loss',
    aliases: ['surrogate', 'convex surrogate', 'surrogate loss function'],
    definition:
      'A surrogate loss is a smooth or convex loss that a classifier minimises in place of the 0-1 loss, whose gradient carries no information. It is computed from the margin $u = y f(\\mathbf{x})$ of a real-valued score $f(\\mathbf{x})$ with labels $y \\in \\{-1, +1\\}$; the log loss of logistic regression and the hinge loss of support vector machines are the usual examples.',
    section: '/supervised-learning#classification',
    related: ['zero-one-loss', 'hinge-loss', 'log-loss'],
  },
  {
    id: 'hinge-loss',
    term: 'Hinge loss',
    aliases: ['hinge', 'SVM loss'],
    definition:
      'The hinge loss $\\max(0, 1 - u)$ of the margin $u = y f(\\mathbf{x})$, with $y \\in \\{-1, +1\\}$, is zero only for a correct prediction with margin at least 1 and grows linearly below it. It is the convex surrogate of the 0-1 loss that support vector machines minimise.',
    formula: '\\ell(u) = \\max(0,\\ 1 - u), \\qquad u = y f(\\mathbf{x})',
    section: '/supervised-learning#classification',
    related: ['surrogate-loss', 'zero-one-loss', 'log-loss'],
  },
  {
    id: 'training-set',
    term: 'Training set',
    aliases: ['training data', 'train set', 'training sample'],
    definition:
      'The training set is the part of the data a learner fits its parameters to. Every choice made from data, preprocessing statistics included, should come from it alone, so that the validation and test parts stay independent of the fit.',
    section: '/supervised-learning#validation-and-cross-validation',
    related: ['validation-set', 'test-set', 'training-error'],
  },
  {
    id: 'validation-set',
    term: 'Validation set',
    aliases: ['validation data', 'development set', 'dev set', 'hold-out set', 'holdout set', 'validation split'],
    definition:
      'A validation set is data held out from fitting and used to compare candidate models or hyperparameter values and pick one. Because the choice is made on it, its error for the winner is optimistic, so the final report uses a separate test set.',
    section: '/supervised-learning#validation-and-cross-validation',
    related: ['training-set', 'test-set', 'cross-validation', 'hyperparameter'],
  },
  {
    id: 'test-set',
    term: 'Test set',
    aliases: ['test data', 'held-out test set', 'test split'],
    definition:
      "The test set is data drawn from the same distribution as the training data but used neither for fitting nor for any choice, and scored once, at the end. Its average loss, the test error, is then an unbiased estimate of the model's risk on new data.",
    section: '/supervised-learning#training-and-test-error',
    related: ['test-error', 'training-set', 'validation-set', 'risk'],
  },
  {
    id: 'training-error',
    term: 'Training error',
    aliases: ['training loss', 'train error', 'in-sample error'],
    definition:
      'The training error is the average loss of the fitted hypothesis $\\hat{h}$ on the examples it was fitted to, its empirical risk. It is optimistic, because $\\hat{h}$ was chosen to make it small: a model can drive it to zero by memorising and still predict new data badly.',
    formula: '\\text{err}_{\\text{train}}(\\hat{h}) = \\frac{1}{n} \\sum_{i=1}^{n} \\ell(\\hat{h}(\\mathbf{x}_i), y_i)',
    section: '/supervised-learning#training-and-test-error',
    related: ['test-error', 'empirical-risk', 'overfitting'],
  },
  {
    id: 'test-error',
    term: 'Test error',
    aliases: ['test loss', 'out-of-sample error', 'held-out error'],
    definition:
      'The test error is the average loss of the fitted hypothesis on an independent test set that played no part in fitting or choosing it. Because those points are independent of $\\hat{h}$, it is an unbiased estimate of the risk, with a standard error shrinking like $1/\\sqrt{n_{\\text{test}}}$.',
    formula: "\\text{err}_{\\text{test}}(\\hat{h}) = \\frac{1}{n_{\\text{test}}} \\sum_{j=1}^{n_{\\text{test}}} \\ell(\\hat{h}(\\mathbf{x}'_j), y'_j)",
    section: '/supervised-learning#training-and-test-error',
    related: ['training-error', 'test-set', 'risk'],
  },
  {
    id: 'generalisation',
    term: 'Generalisation',
    aliases: ['generalization', 'generalise', 'generalize', 'generalisation gap', 'generalization gap', 'train-test gap'],
    definition:
      'A learner generalises when its error on new data is close to its error on the training data, that is, when the generalisation gap between test error and training error is small. Generalisation is not the same as good performance: a constant predictor generalises well yet predicts badly, and the aim is a small gap together with a low test error.',
    section: '/supervised-learning#generalisation',
    related: ['overfitting', 'test-error', 'risk'],
  },
  {
    id: 'overfitting',
    term: 'Overfitting',
    aliases: ['overfit', 'over-fitting', 'overfitting the noise'],
    definition:
      'Overfitting is when a model is flexible enough to fit the noise of its particular training points, so its training error is low while its error on new data is much higher. It is the high-variance end of the bias-variance trade-off, and is countered by a simpler class, regularisation or more data.',
    section: '/supervised-learning#overfitting-and-underfitting',
    related: ['underfitting', 'variance', 'bias-variance-decomposition'],
  },
  {
    id: 'underfitting',
    term: 'Underfitting',
    aliases: ['underfit', 'under-fitting'],
    definition:
      'Underfitting is when a model is too simple to capture the signal, so its training and test errors are both high and close together, like a straight line fitted to a sine wave. It is the high-bias end of the bias-variance trade-off, and is countered by a richer class, better features or less regularisation.',
    section: '/supervised-learning#overfitting-and-underfitting',
    related: ['overfitting', 'bias', 'bias-variance-decomposition'],
  },
  {
    id: 'iid',
    term: 'Independent and identically distributed',
    aliases: ['i.i.d.', 'iid', 'iid assumption', 'i.i.d. assumption', 'independent identically distributed'],
    definition:
      'Samples are independent and identically distributed when each is drawn from the same distribution $P$, independently of the others. Training and future data sharing $P$ is what lets past error speak about future error, and independence is what makes the test error an unbiased estimate of the risk.',
    section: '/supervised-learning#the-iid-assumption',
    related: ['distribution-shift', 'data-leakage', 'group-split', 'test-error'],
  },
  {
    id: 'distribution-shift',
    term: 'Distribution shift',
    aliases: ['dataset shift', 'data drift', 'covariate shift', 'population shift'],
    definition:
      "Distribution shift is a change between the distribution the training data came from and the one the model meets in use, such as this year's customers differing from last year's. It breaks the identical-distribution assumption, so the test error measured on old data no longer predicts the error on new cases.",
    section: '/supervised-learning#the-iid-assumption',
    related: ['iid', 'risk', 'test-error'],
  },
  {
    id: 'data-leakage',
    term: 'Data leakage',
    aliases: ['leakage', 'information leakage', 'test set leakage', 'train-test contamination'],
    definition:
      'Data leakage is any way information about the validation or test points reaches the fitting of the model: preprocessing fitted on all the data, records of one patient on both sides of a split, or choices made by looking at test error. It makes the reported error optimistic, and is avoided by fitting every data-dependent step on the training part only.',
    section: '/supervised-learning#validation-and-cross-validation',
    related: ['iid', 'group-split', 'test-set', 'cross-validation'],
  },
  {
    id: 'group-split',
    term: 'Group split',
    aliases: ['grouped split', 'group k-fold', 'grouped cross-validation', 'split by group', 'time-series split'],
    definition:
      'A group split keeps all records of one group, such as one patient or one day, on the same side of a train/test split or in the same cross-validation fold. With dependent records it is what keeps the test error honest; for time series the analogue is to train on the past and test on a later period.',
    section: '/supervised-learning#the-iid-assumption',
    related: ['iid', 'data-leakage', 'cross-validation'],
  },
  {
    id: 'bias-variance-decomposition',
    term: 'Bias-variance decomposition',
    aliases: [
      'bias-variance trade-off',
      'bias-variance tradeoff',
      'bias variance dilemma',
      'bias-variance',
      'bias variance decomposition',
      'bias–variance decomposition',
    ],
    definition:
      'For squared loss and labels $y = f(\\mathbf{x}) + \\varepsilon$ with noise variance $\\sigma^2$, the expected squared error of a learner at an input splits exactly into noise, squared bias and variance, the expectation taken over training sets $\\mathcal{D}$ and noise. Richer classes usually lower the bias and raise the variance, so the test error is smallest where the two balance.',
    formula:
      '\\E_{\\mathcal{D}, \\varepsilon}\\left[\\big(y - \\hat{h}_{\\mathcal{D}}(\\mathbf{x})\\big)^2\\right] = \\sigma^2 + \\big(f(\\mathbf{x}) - \\bar{h}(\\mathbf{x})\\big)^2 + \\E_{\\mathcal{D}}\\left[\\big(\\hat{h}_{\\mathcal{D}}(\\mathbf{x}) - \\bar{h}(\\mathbf{x})\\big)^2\\right]',
    section: '/supervised-learning#bias-and-variance',
    related: ['bias', 'variance', 'irreducible-error', 'overfitting', 'underfitting'],
  },
  {
    id: 'bias',
    term: 'Bias',
    aliases: ['squared bias', 'statistical bias', 'high bias'],
    definition:
      'In the bias-variance sense, the bias of a learner at an input $\\mathbf{x}$ is $f(\\mathbf{x}) - \\bar{h}(\\mathbf{x})$, how far its average prediction over training sets is from the true regression function. It is large when the hypothesis class cannot express $f$, and more data do not reduce it; the intercept $b$ of a linear model is a different thing that shares the name.',
    formula:
      '\\text{bias}(\\mathbf{x}) = f(\\mathbf{x}) - \\bar{h}(\\mathbf{x}), \\qquad \\bar{h}(\\mathbf{x}) = \\E_{\\mathcal{D}}[\\hat{h}_{\\mathcal{D}}(\\mathbf{x})]',
    section: '/supervised-learning#bias-and-variance',
    related: ['bias-variance-decomposition', 'variance', 'underfitting'],
  },
  {
    id: 'variance',
    term: 'Variance',
    aliases: ['model variance', 'estimation variance', 'high variance'],
    definition:
      'In the bias-variance sense, the variance of a learner at an input is how much its prediction changes from one training set to another, the expected squared distance from its average prediction. It is large for flexible classes fitted to few points, and falls as the number of training samples grows.',
    formula: '\\E_{\\mathcal{D}}\\left[\\big(\\hat{h}_{\\mathcal{D}}(\\mathbf{x}) - \\bar{h}(\\mathbf{x})\\big)^2\\right]',
    section: '/supervised-learning#bias-and-variance',
    related: ['bias-variance-decomposition', 'bias', 'overfitting'],
  },
  {
    id: 'irreducible-error',
    term: 'Irreducible error',
    aliases: ['noise variance', 'irreducible noise', 'label noise'],
    definition:
      'The irreducible error is the variance $\\sigma^2$ of the noise $\\varepsilon$ in the labels, the part of the expected squared error that no predictor can remove. A training error well below it is a warning that the model has started to fit the noise.',
    section: '/supervised-learning#bias-and-variance',
    related: ['bias-variance-decomposition', 'overfitting'],
  },
  {
    id: 'hyperparameter',
    term: 'Hyperparameter',
    aliases: ['hyper-parameter', 'tuning parameter'],
    definition:
      'A hyperparameter is a setting fixed before training rather than learned by it, such as a polynomial degree, a regularisation strength or the number of neighbours. It is chosen by comparing candidate values on a validation set or by cross-validation, never on the test set or by training error.',
    section: '/supervised-learning#validation-and-cross-validation',
    related: ['model-selection', 'cross-validation', 'validation-set', 'model-parameters'],
  },
  {
    id: 'model-selection',
    term: 'Model selection',
    aliases: [
      'hyperparameter tuning',
      'hyperparameter optimisation',
      'hyperparameter optimization',
      'model tuning',
      'tuning',
      'grid search',
      'log-spaced grid',
    ],
    definition:
      'Model selection is choosing among candidate models or hyperparameter values by an estimate of their error on new data, from a validation set or cross-validation. Candidates are laid out as a grid, log-spaced ($10^{-4}, 10^{-3}, \\dots, 10^{2}$) for a strength that acts multiplicatively such as a regularisation strength. The chosen model is then refitted on the whole training set and scored once on the test set.',
    section: '/supervised-learning#validation-and-cross-validation',
    related: ['hyperparameter', 'cross-validation', 'validation-set', 'one-standard-error-rule'],
  },
  {
    id: 'cross-validation',
    term: 'Cross-validation',
    aliases: ['k-fold cross-validation', 'CV', 'k-fold CV', 'kfold', 'fold', 'folds', 'number of folds'],
    definition:
      'Cross-validation estimates the error of a candidate on new data by splitting the training set into $k$ folds, fitting on $k - 1$ of them and scoring on the one left out, in turn, then averaging the $k$ scores. Every point is used for both fitting and scoring, which makes the estimate less noisy than a single validation split, at $k$ times the cost.',
    formula:
      '\\text{CV}_k = \\frac{1}{k} \\sum_{j=1}^{k} \\left[ \\frac{1}{\\abs{F_j}} \\sum_{i \\in F_j} \\ell\\big(\\hat{h}^{(-j)}(\\mathbf{x}_i), y_i\\big) \\right]',
    section: '/supervised-learning#validation-and-cross-validation',
    related: ['leave-one-out-cross-validation', 'validation-set', 'model-selection', 'one-standard-error-rule'],
  },
  {
    id: 'leave-one-out-cross-validation',
    term: 'Leave-one-out cross-validation',
    aliases: ['LOOCV', 'LOO', 'leave-one-out', 'LOO-CV'],
    definition:
      'Leave-one-out cross-validation is $k$-fold cross-validation with $k = n$: each training point is held out in turn and predicted by a model fitted on the other $n - 1$. Its estimate is nearly unbiased, but it needs $n$ fits and can have high variance.',
    section: '/supervised-learning#validation-and-cross-validation',
    related: ['cross-validation'],
  },
  {
    id: 'one-standard-error-rule',
    term: 'One-standard-error rule',
    aliases: ['1-SE rule', 'one SE rule', 'one-standard-error', '1SE rule'],
    definition:
      'The one-standard-error rule picks the simplest candidate whose cross-validation error is within one standard error of the lowest, instead of the lowest itself. The standard error of a candidate is the standard deviation of its $k$ fold errors divided by $\\sqrt{k}$; the rule accepts a slightly higher estimate for a simpler model because the difference is within noise.',
    section: '/supervised-learning#validation-and-cross-validation',
    related: ['cross-validation', 'model-selection'],
  },
  {
    id: 'learning-curve',
    term: 'Learning curve',
    aliases: ['learning curves', 'error against training set size'],
    definition:
      'A learning curve plots the training and validation error against the number of training samples $n$. If the two curves are still converging, more data will help (the model overfits); if both have flattened at a high level, the model underfits and needs to change.',
    section: '/supervised-learning#will-more-training-data-fix-overfitting',
    related: ['overfitting', 'underfitting', 'variance', 'bias'],
  },
  {
    id: 'hoeffdings-inequality',
    term: "Hoeffding's inequality",
    aliases: ['Hoeffding inequality', 'Hoeffding bound', "Hoeffding's bound"],
    definition:
      'A concentration inequality: the average of $n$ independent terms, each between 0 and 1, strays from its expectation by $s$ or more with probability at most $2e^{-2ns^2}$. Applied to the losses of a hypothesis fixed before the data are seen, it bounds how far its empirical risk can lie from its risk, so with probability at least 95% a test error on 1,000 points is within $0.043$ of the risk.',
    formula: '\\Pr\\big(\\abs{\\hat{R}_n(h) - R(h)} \\ge s\\big) \\le 2 e^{-2 n s^2}',
    section: '/supervised-learning#generalisation-bounds',
    related: ['union-bound', 'generalisation-bound', 'risk', 'empirical-risk'],
  },
  {
    id: 'union-bound',
    term: 'Union bound',
    aliases: ["Boole's inequality", 'union bound argument'],
    definition:
      'The fact that the probability that at least one of several events happens is at most the sum of their probabilities. In learning theory it turns a guarantee for one fixed hypothesis into one for every hypothesis of a finite class $\\mathcal{H}$ at once, at the cost of a factor $\\abs{\\mathcal{H}}$ inside a logarithm.',
    formula: '\\Pr(A_1 \\cup \\dots \\cup A_M) \\le \\sum_{j=1}^{M} \\Pr(A_j)',
    section: '/supervised-learning#generalisation-bounds',
    related: ['hoeffdings-inequality', 'generalisation-bound'],
  },
  {
    id: 'generalisation-bound',
    term: 'Generalisation bound',
    aliases: ['generalization bound', 'finite-class bound', 'uniform convergence bound', 'PAC bound'],
    definition:
      'A guarantee that, with probability at least $1 - \\delta$ over the training sample, the risk of every hypothesis in a class lies within a margin of its training error; for a finite class $\\mathcal{H}$ and a loss between 0 and 1 the margin is $\\sqrt{\\log(2\\abs{\\mathcal{H}}/\\delta)/(2n)}$, which is $0.073$ for a thousand hypotheses, $\\delta = 0.05$ and $n = 1000$. Such bounds shrink like $1/\\sqrt{n}$ and grow with the size of the class, but they hold for every distribution and are loose for any one problem.',
    formula: '\\abs{R(h) - \\hat{R}_n(h)} \\le \\sqrt{\\frac{\\log(2\\abs{\\mathcal{H}}/\\delta)}{2n}} \\quad \\text{for every } h \\in \\mathcal{H}',
    section: '/supervised-learning#generalisation-bounds',
    related: ['hoeffdings-inequality', 'union-bound', 'vc-dimension', 'generalisation', 'risk'],
  },
  {
    id: 'vc-dimension',
    term: 'VC dimension',
    aliases: ['Vapnik-Chervonenkis dimension', 'VC dim', 'VC-dimension'],
    definition:
      'The size of the largest set of points a hypothesis class can shatter, that is, label in every possible way: lines in the plane have VC dimension 3, and linear classifiers on $d$ features $d + 1$. It measures the capacity of an infinite class, and generalisation bounds built on it shrink roughly like $\\sqrt{d_{\\text{VC}} \\log n / n}$.',
    section: '/supervised-learning#generalisation-bounds',
    related: ['shattering', 'generalisation-bound', 'hypothesis-class'],
  },
  {
    id: 'shattering',
    term: 'Shattering',
    aliases: ['shatter', 'shattered set', 'shatters'],
    definition:
      'A hypothesis class shatters a set of $m$ points when it produces all $2^m$ labellings of them. Lines in the plane shatter the three corners of a triangle but no set of four points: the XOR labelling of a convex quadrilateral, or a point inside the triangle of the other three labelled against them, is out of reach.',
    section: '/supervised-learning#generalisation-bounds',
    related: ['vc-dimension', 'hypothesis-class'],
  },
  {
    id: 'double-descent',
    term: 'Double descent',
    aliases: ['double descent curve', 'double-descent phenomenon'],
    definition:
      'The observation that, for some learners, test error plotted against capacity peaks at the interpolation threshold and then falls again as capacity keeps growing, sometimes below the bottom of the classical U-shaped curve. It has been seen in random-feature regression, minimum-norm least squares and deep networks; the peak is highest with noisy labels and no regularisation.',
    section: '/supervised-learning#generalisation-bounds',
    related: ['interpolation-threshold', 'bias-variance-decomposition', 'overfitting'],
  },
  {
    id: 'interpolation-threshold',
    term: 'Interpolation threshold',
    aliases: ['interpolation point', 'interpolating regime'],
    definition:
      'The capacity at which a model can first fit its training set exactly: for a linear model, about as many parameters as training points, such as a polynomial of degree 14 on 15 points. Test error often peaks there, because exactly one fit passes through the noisy points and it has to bend wildly to do so.',
    section: '/supervised-learning#generalisation-bounds',
    related: ['double-descent', 'overfitting', 'variance'],
  },
];
